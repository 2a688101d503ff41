/* Jacobi relaxation on an n x n grid, ITER sweeps (two loops per sweep). */
#include "common.h"
#ifndef N
#define N 2048
#endif
#ifndef ITER
#define ITER 100
#endif

int main(void) {
  double *a = malloc(sizeof(double) * N * N), *b = malloc(sizeof(double) * N * N);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i * N + j] = b[i * N + j] = (i == 0 || j == 0) ? 1.0 : 0.0;
  bench_warm_up();
#ifndef OPENMP
#pragma acc data copy(a[0:N*N]) create(b[0:N*N])
#endif
  {
  double start = bench_now();
  for (int it = 0; it < ITER; it++) {
#ifdef OPENMP
#pragma omp parallel for collapse(2)
#else
#pragma acc parallel loop gang vector collapse(2) present(a[0:N*N], b[0:N*N])
#endif
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        b[i * N + j] = 0.25 * (a[(i - 1) * N + j] + a[(i + 1) * N + j] + a[i * N + j - 1] + a[i * N + j + 1]);
#ifdef OPENMP
#pragma omp parallel for collapse(2)
#else
#pragma acc parallel loop gang vector collapse(2) present(a[0:N*N], b[0:N*N])
#endif
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        a[i * N + j] = b[i * N + j];
  }
  /* (Inside the data region: the sweeps alone; the copies are
     bench/kernels/transfer.c's.) */
  bench_report_later(bench_now() - start);
  }
  double seconds = bench_reported;
  double checksum = 0.0;
  for (int i = 0; i < N * N; i++)
    checksum += a[i];
  bench_report("jacobi2d", checksum, seconds);
  free(a);
  free(b);
  return 0;
}
