/* STREAM triad a = b + s * c on n doubles, ITER times, the arrays resident
   on the device (a data region around the loop). */
#include "common.h"
#ifndef N
#define N 33554432
#endif
#ifndef ITER
#define ITER 100
#endif

int main(void) {
  double *a = malloc(sizeof(double) * N), *b = malloc(sizeof(double) * N),
         *c = malloc(sizeof(double) * N);
  for (long i = 0; i < N; i++) {
    a[i] = 0;
    b[i] = (i % 100) * 0.01;
    c[i] = (i % 7) * 0.5;
  }
  const double s = 3.0;
  bench_warm_up();
#ifndef OPENMP
#pragma acc data copyin(b[0:N], c[0:N]) copyout(a[0:N])
#endif
  {
    double start = bench_now();
    for (int it = 0; it < ITER; it++) {
#ifdef OPENMP
#pragma omp parallel for
#else
#pragma acc parallel loop gang vector present(a[0:N], b[0:N], c[0:N])
#endif
      for (long i = 0; i < N; i++)
        a[i] = b[i] + s * c[i];
    }
    double seconds = bench_now() - start;
    /* (Inside the data region: the kernel loop alone; the checksum after.) */
    bench_report_later(seconds);
  }
  double checksum = 0.0;
  for (long i = 0; i < N; i++)
    checksum += a[i];
  bench_report("triad", checksum, bench_reported);
  free(a);
  free(b);
  free(c);
  return 0;
}
