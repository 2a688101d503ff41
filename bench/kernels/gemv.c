/* y = A x with A n x n row-major, `gang` over rows and `vector` over the
   columns of a row (a reduction per row), REPEAT times, resident. */
#include "common.h"
#ifndef N
#define N 8192
#endif
#ifndef REPEAT
#define REPEAT 20
#endif

int main(void) {
  double *a = malloc(sizeof(double) * N * N), *x = malloc(sizeof(double) * N),
         *y = malloc(sizeof(double) * N);
  for (long i = 0; i < (long)N * N; i++)
    a[i] = (i % 23) * 0.125;
  for (int j = 0; j < N; j++)
    x[j] = (j % 7) * 0.5;
  bench_warm_up();
#ifndef OPENMP
#pragma acc data copyin(a[0:N*N], x[0:N]) copyout(y[0:N])
#endif
  {
    double start = bench_now();
    for (int r = 0; r < REPEAT; r++) {
#ifdef OPENMP
#pragma omp parallel for
#else
#pragma acc parallel loop gang present(a[0:N*N], x[0:N], y[0:N])
#endif
      for (int i = 0; i < N; i++) {
        double sum = 0.0;
#ifndef OPENMP
#pragma acc loop vector reduction(+:sum)
#endif
        for (int j = 0; j < N; j++)
          sum += a[(long)i * N + j] * x[j];
        y[i] = sum;
      }
    }
    bench_report_later(bench_now() - start);
  }
  double checksum = 0.0;
  for (int i = 0; i < N; i++)
    checksum += y[i];
  bench_report("gemv", checksum, bench_reported);
  free(a);
  free(x);
  free(y);
  return 0;
}
