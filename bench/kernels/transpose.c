/* Out-of-place transpose of an n x n matrix of doubles, ITER times, both
   resident on the device. */
#include "common.h"
#ifndef N
#define N 4096
#endif
#ifndef ITER
#define ITER 20
#endif

int main(void) {
  double *a = malloc(sizeof(double) * N * N), *b = malloc(sizeof(double) * N * N);
  for (long i = 0; i < (long)N * N; i++)
    a[i] = (i % 1009) * 0.5;
  bench_warm_up();
#ifndef OPENMP
#pragma acc data copyin(a[0:N*N]) copyout(b[0:N*N])
#endif
  {
    double start = bench_now();
    for (int it = 0; it < ITER; it++) {
#ifdef OPENMP
#pragma omp parallel for collapse(2)
#else
#pragma acc parallel loop gang vector collapse(2) present(a[0:N*N], b[0:N*N])
#endif
      for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
          b[(long)j * N + i] = a[(long)i * N + j];
    }
    bench_report_later(bench_now() - start);
  }
  double checksum = 0.0;
  for (long i = 0; i < (long)N * N; i++)
    checksum += b[i] * (i % 11);
  bench_report("transpose", checksum, bench_reported);
  free(a);
  free(b);
  return 0;
}
