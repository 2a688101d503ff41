/* A dot product and a maximum over n doubles, REPEAT times, the vectors
   resident on the device (a data region around the loop). */
#include "common.h"
#include <math.h>
#ifndef N
#define N 20000000
#endif
#ifndef REPEAT
#define REPEAT 10
#endif

int main(void) {
  double *x = malloc(sizeof(double) * N), *y = malloc(sizeof(double) * N);
  for (int i = 0; i < N; i++) {
    x[i] = (i % 1000) * 0.001;
    y[i] = ((i * 7) % 1000) * 0.001;
  }
  double total = 0.0, peak = 0.0;
  bench_warm_up();
#ifndef OPENMP
#pragma acc data copyin(x[0:N], y[0:N])
#endif
  {
  double start = bench_now();
  for (int r = 0; r < REPEAT; r++) {
    double sum = 0.0, mx = -1.0;
#ifdef OPENMP
#pragma omp parallel for reduction(+:sum) reduction(max:mx)
#else
#pragma acc parallel loop gang vector reduction(+:sum) reduction(max:mx) present(x[0:N], y[0:N])
#endif
    for (int i = 0; i < N; i++) {
      sum += x[i] * y[i];
      mx = fmax(mx, x[i] - y[i]);
    }
    total += sum;
    peak = mx;
  }
  bench_report_later(bench_now() - start);
  }
  double seconds = bench_reported;
  bench_report("reduction", total + peak, seconds);
  free(x);
  free(y);
  return 0;
}
