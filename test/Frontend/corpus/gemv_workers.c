// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Dense and transposed matrix-vector products with explicit gang/worker/vector parallelism.
// CHECK-LABEL: func.func @main
// CHECK: acc.data
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.reduction
// CHECK: acc.loop
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.update
#include <stdio.h>
#include <stdlib.h>

#define ROWS 1500
#define COLS 900

typedef double real_t;

static real_t element(int i, int j) { return (real_t)((i * 3 + j * 5) % 17 - 8) / 8.0; }

int main(void)
{
  const int m = ROWS, n = COLS;
  real_t *A = (real_t *)malloc((size_t)m * n * sizeof(real_t));
  real_t *x = (real_t *)malloc(n * sizeof(real_t));
  real_t *y = (real_t *)malloc(m * sizeof(real_t));
  real_t *z = (real_t *)malloc(n * sizeof(real_t));
  int i;

  for (i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      A[(size_t)i * n + j] = element(i, j);
  for (i = 0; i < n; i++)
    x[i] = (real_t)(i % 9) - 3.5;

#pragma acc data copyin(A[0:m*n], x[0:n]) create(y[0:m], z[0:n])
  {
    /* y = A x: rows over gangs and workers, columns over vector lanes. */
#pragma acc parallel num_gangs(64) num_workers(4) vector_length(64)
    {
#pragma acc loop gang worker
      for (i = 0; i < m; i++) {
        real_t sum = 0.0;
#pragma acc loop vector reduction(+:sum)
        for (int j = 0; j < n; j++)
          sum += A[(size_t)i * n + j] * x[j];
        y[i] = sum;
      }
    }

    /* z = A^T y: each column j is an independent dot product. */
#pragma acc parallel loop gang num_gangs(32) vector_length(128)
    for (int j = 0; j < n; j++) {
      real_t sum = 0.0;
#pragma acc loop seq
      for (int r = 0; r < m; r++)
        sum += A[(size_t)r * n + j] * y[r];
      z[j] = sum;
    }

#pragma acc update self(y[0:m], z[0:n])
  }

  double sy = 0.0, sz = 0.0;
  for (i = 0; i < m; i++)
    sy += y[i];
  for (i = n - 1; i >= 0; i--)
    sz += z[i];
  printf("gemv_workers: %dx%d sum(Ax)=%.4f sum(A^T A x)=%.4f\n", m, n, sy, sz);
  printf("gemv_workers: y[0]=%.4f y[m-1]=%.4f z[7]=%.4f\n", y[0], y[m - 1], z[7]);
  free(A);
  free(x);
  free(y);
  free(z);
  return 0;
}
