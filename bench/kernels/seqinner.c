/* A kernel with a `seq` inner loop: each element's polynomial of degree
   DEG (Horner's rule, the coefficients in a small read-only array),
   REPEAT times, resident. */
#include "common.h"
#ifndef N
#define N 16777216
#endif
#ifndef DEG
#define DEG 16
#endif
#ifndef REPEAT
#define REPEAT 20
#endif

int main(void) {
  double *x = malloc(sizeof(double) * N), *y = malloc(sizeof(double) * N);
  double coef[DEG + 1];
  for (int d = 0; d <= DEG; d++)
    coef[d] = 1.0 / (d + 1);
  for (int i = 0; i < N; i++)
    x[i] = (i % 1000) * 0.001;
  bench_warm_up();
#ifndef OPENMP
#pragma acc data copyin(x[0:N], coef) copyout(y[0:N])
#endif
  {
    double start = bench_now();
    for (int r = 0; r < REPEAT; r++) {
#ifdef OPENMP
#pragma omp parallel for
#else
#pragma acc parallel loop gang vector present(x[0:N], y[0:N], coef)
#endif
      for (int i = 0; i < N; i++) {
        double p = coef[DEG];
#ifndef OPENMP
#pragma acc loop seq
#endif
        for (int d = DEG - 1; d >= 0; d--)
          p = p * x[i] + coef[d];
        y[i] = p;
      }
    }
    bench_report_later(bench_now() - start);
  }
  double checksum = 0.0;
  for (int i = 0; i < N; i++)
    checksum += y[i];
  bench_report("seqinner", checksum, bench_reported);
  free(x);
  free(y);
  return 0;
}
