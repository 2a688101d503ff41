/* A 7-point 3-D stencil on an n^3 grid, ITER sweeps. */
#include "common.h"
#ifndef N
#define N 192
#endif
#ifndef ITER
#define ITER 20
#endif
#define IDX(i, j, k) (((long)(i) * N + (j)) * N + (k))

int main(void) {
  double *u = malloc(sizeof(double) * N * N * N), *v = malloc(sizeof(double) * N * N * N);
  for (long i = 0; i < (long)N * N * N; i++)
    u[i] = v[i] = (i % 101) * 0.01;
  bench_warm_up();
#ifndef OPENMP
#pragma acc data copy(u[0:N*N*N], v[0:N*N*N])
#endif
  {
  double start = bench_now();
  for (int it = 0; it < ITER; it++) {
#ifdef OPENMP
#pragma omp parallel for collapse(3)
#else
#pragma acc parallel loop gang vector collapse(3) present(u[0:N*N*N], v[0:N*N*N])
#endif
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        for (int k = 1; k < N - 1; k++)
          v[IDX(i, j, k)] = 0.4 * u[IDX(i, j, k)] +
                            0.1 * (u[IDX(i - 1, j, k)] + u[IDX(i + 1, j, k)] + u[IDX(i, j - 1, k)] +
                                   u[IDX(i, j + 1, k)] + u[IDX(i, j, k - 1)] + u[IDX(i, j, k + 1)]);
    double *t = u;
    u = v;
    v = t;
  }
  /* (Inside the data region: the sweeps alone.) */
  bench_report_later(bench_now() - start);
  }
  double seconds = bench_reported;
  double checksum = 0.0;
  for (long i = 0; i < (long)N * N * N; i++)
    checksum += u[i];
  bench_report("stencil3d", checksum, seconds);
  free(u);
  free(v);
  return 0;
}
