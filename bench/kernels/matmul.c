/* C = A * B, n x n doubles, REPEAT times; the i-j loops over gangs and
   vector lanes; the matrices resident on the device. */
#include "common.h"
#ifndef N
#define N 1024
#endif
#ifndef REPEAT
#define REPEAT 10
#endif

int main(void) {
  double *a = malloc(sizeof(double) * N * N), *b = malloc(sizeof(double) * N * N),
         *c = malloc(sizeof(double) * N * N);
  for (int i = 0; i < N * N; i++) {
    a[i] = (i % 17) * 0.25;
    b[i] = (i % 13) * 0.5;
  }
  bench_warm_up();
#ifndef OPENMP
#pragma acc data copyin(a[0:N*N], b[0:N*N]) copyout(c[0:N*N])
#endif
  {
    double start = bench_now();
    for (int r = 0; r < REPEAT; r++) {
#ifdef OPENMP
#pragma omp parallel for collapse(2)
#else
#pragma acc parallel loop gang vector collapse(2) present(a[0:N*N], b[0:N*N], c[0:N*N])
#endif
      for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
          double sum = 0.0;
          for (int k = 0; k < N; k++)
            sum += a[i * N + k] * b[k * N + j];
          c[i * N + j] = sum;
        }
    }
    bench_report_later(bench_now() - start);
  }
  double seconds = bench_reported;
  double checksum = 0.0;
  for (int i = 0; i < N * N; i++)
    checksum += c[i];
  bench_report("matmul", checksum, seconds);
  free(a);
  free(b);
  free(c);
  return 0;
}
