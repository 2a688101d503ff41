/* Sparse matrix-vector products (CSR, irregular rows), REPEAT times, the
   matrix and the vectors resident on the device. */
#include "common.h"
#ifndef N
#define N 2000000
#endif
#ifndef REPEAT
#define REPEAT 20
#endif

int main(void) {
  int *start_of = malloc(sizeof(int) * (N + 1));
  int nnz = 0;
  for (int i = 0; i < N; i++) {
    start_of[i] = nnz;
    nnz += 1 + (int)(((long)i * 7919) % 16); /* 1 to 16 entries per row */
  }
  start_of[N] = nnz;
  int *col = malloc(sizeof(int) * nnz);
  double *val = malloc(sizeof(double) * nnz), *x = malloc(sizeof(double) * N),
         *y = malloc(sizeof(double) * N);
  for (int e = 0; e < nnz; e++) {
    col[e] = (int)(((long)e * 104729) % N);
    val[e] = (e % 9) * 0.125;
  }
  for (int i = 0; i < N; i++)
    x[i] = (i % 5) * 0.5;
  bench_warm_up();
#ifndef OPENMP
#pragma acc data copyin(start_of[0:N+1], col[0:nnz], val[0:nnz], x[0:N]) copyout(y[0:N])
#endif
  {
  double begin = bench_now();
  for (int r = 0; r < REPEAT; r++) {
#ifdef OPENMP
#pragma omp parallel for
#else
#pragma acc parallel loop gang vector present(start_of[0:N+1], col[0:nnz], val[0:nnz], x[0:N], y[0:N])
#endif
    for (int i = 0; i < N; i++) {
      double sum = 0.0;
      for (int e = start_of[i]; e < start_of[i + 1]; e++)
        sum += val[e] * x[col[e]];
      y[i] = sum;
    }
  }
  bench_report_later(bench_now() - begin);
  }
  double seconds = bench_reported;
  double checksum = 0.0;
  for (int i = 0; i < N; i++)
    checksum += y[i];
  bench_report("spmv", checksum, seconds);
  free(start_of);
  free(col);
  free(val);
  free(x);
  free(y);
  return 0;
}
