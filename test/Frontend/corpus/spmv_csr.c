// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Sparse matrix-vector products with a CSR 5-point Laplacian (gang rows, vector nonzeros).
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.data
// CHECK: acc.update
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int nrows;
  int nnz;
  int *rowptr;
  int *col;
  double *val;
} csr_t;

/* y = A x for a CSR matrix whose arrays are already present on the device. */
void spmv(int n, int nnz, const int *restrict rp, const int *restrict ci,
          const double *restrict v, const double *restrict x, double *restrict y)
{
#pragma acc parallel loop gang present(rp[0:n+1], ci[0:nnz], v[0:nnz], x[0:n], y[0:n])
  for (int i = 0; i < n; i++) {
    double sum = 0.0;
#pragma acc loop vector reduction(+:sum)
    for (int k = rp[i]; k < rp[i + 1]; k++)
      sum += v[k] * x[ci[k]];
    y[i] = sum;
  }
}

/* Builds the 5-point Laplacian on a g x g grid; returns 0 on success. */
static int build_laplacian(csr_t *A, int g)
{
  int n = g * g;
  A->nrows = n;
  A->rowptr = (int *)malloc((size_t)(n + 1) * sizeof(int));
  A->col = (int *)malloc((size_t)5 * n * sizeof(int));
  A->val = (double *)malloc((size_t)5 * n * sizeof(double));
  if (!A->rowptr || !A->col || !A->val)
    return -1;
  int k = 0;
  for (int r = 0; r < g; r++)
    for (int c = 0; c < g; c++) {
      int row = r * g + c;
      A->rowptr[row] = k;
      if (r > 0)     { A->col[k] = row - g; A->val[k++] = -1.0; }
      if (c > 0)     { A->col[k] = row - 1; A->val[k++] = -1.0; }
      A->col[k] = row; A->val[k++] = 4.0;
      if (c < g - 1) { A->col[k] = row + 1; A->val[k++] = -1.0; }
      if (r < g - 1) { A->col[k] = row + g; A->val[k++] = -1.0; }
    }
  A->rowptr[n] = k;
  A->nnz = k;
  return 0;
}

int main(void)
{
  const int g = 100;
  csr_t A = {0, 0, NULL, NULL, NULL};
  double *x = NULL, *y = NULL;
  int status = 1;

  if (build_laplacian(&A, g) != 0)
    goto cleanup;
  const int n = A.nrows, nnz = A.nnz;
  x = (double *)malloc(n * sizeof(double));
  y = (double *)malloc(n * sizeof(double));
  if (x == NULL || y == NULL)
    goto cleanup;

  for (int i = 0; i < n; i++)
    x[i] = (double)(i % 10) * 0.5;

  int *rp = A.rowptr, *ci = A.col;
  double *v = A.val;
#pragma acc data copyin(rp[0:n+1], ci[0:nnz], v[0:nnz]) copy(x[0:n]) create(y[0:n])
  {
    for (int it = 0; it < 3; it++) {
      spmv(n, nnz, rp, ci, v, x, y);
      spmv(n, nnz, rp, ci, v, y, x); /* x = A^2 x */
    }
#pragma acc update self(y[0:n])
  }

  double sx = 0.0, sy = 0.0;
  for (int i = 0; i < n; i++) {
    sx += x[i];
    sy += y[i];
  }
  printf("spmv_csr: n=%d nnz=%d\n", n, nnz);
  printf("spmv_csr: sum(y)=%.1f sum(x)=%.1f x[0]=%.1f x[n/2+3]=%.1f\n", sy, sx,
         x[0], x[n / 2 + 3]);
  status = 0;

cleanup:
  free(x);
  free(y);
  free(A.rowptr);
  free(A.col);
  free(A.val);
  if (status != 0)
    fprintf(stderr, "spmv_csr: allocation failed\n");
  return status;
}
