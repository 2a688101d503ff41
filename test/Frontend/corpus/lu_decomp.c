// RUN: accc -emit-mlir=acc %s | FileCheck %s
// In-place LU factorisation (no pivoting) of a diagonally dominant matrix, then a solve.
// CHECK-LABEL: func.func @lu_factor
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.data
// CHECK: acc.serial
// CHECK: acc.loop
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* Doolittle LU: L has a unit diagonal and is stored below the diagonal of a. */
void lu_factor(int n, double a[n][n])
{
  for (int k = 0; k < n - 1; k++) {
#pragma acc parallel loop present(a[0:n][0:n])
    for (int i = k + 1; i < n; i++)
      a[i][k] /= a[k][k];

#pragma acc parallel loop gang vector collapse(2) present(a[0:n][0:n])
    for (int i = k + 1; i < n; i++)
      for (int j = k + 1; j < n; j++)
        a[i][j] -= a[i][k] * a[k][j];
  }
}

static void fill_matrix(int n, double a[n][n], double *b)
{
  for (int i = 0; i < n; i++) {
    double rowsum = 0.0;
    for (int j = 0; j < n; j++) {
      a[i][j] = (i == j) ? (double)n + 1.0 : 1.0 / (1.0 + abs(i - j));
      rowsum += a[i][j];
    }
    b[i] = rowsum; /* exact solution is all ones */
  }
}

int main(void)
{
  const int n = 160;
  double (*a)[n] = malloc((size_t)n * n * sizeof(double));
  double *b = (double *)malloc(n * sizeof(double));
  double *x = (double *)malloc(n * sizeof(double));
  fill_matrix(n, a, b);

#pragma acc data copyin(a[0:n][0:n], b[0:n]) copyout(x[0:n])
  {
    lu_factor(n, a);

    /* Forward and backward substitution on a single device thread. */
#pragma acc serial present(a[0:n][0:n], b[0:n], x[0:n])
    {
#pragma acc loop seq
      for (int i = 0; i < n; i++) {
        double s = b[i];
        for (int j = 0; j < i; j++)
          s -= a[i][j] * x[j];
        x[i] = s;
      }
#pragma acc loop seq
      for (int i = n - 1; i >= 0; i--) {
        double s = x[i];
        for (int j = i + 1; j < n; j++)
          s -= a[i][j] * x[j];
        x[i] = s / a[i][i];
      }
    }
  }

  double maxerr = 0.0, sum = 0.0;
  for (int i = 0; i < n; i++) {
    maxerr = fmax(maxerr, fabs(x[i] - 1.0));
    sum += x[i];
  }
  printf("lu_decomp: n=%d sum(x)=%.6f small_error=%s\n", n, sum,
         maxerr < 1e-10 ? "yes" : "no");
  printf("lu_decomp: x[0]=%.6f x[n-1]=%.6f\n", x[0], x[n - 1]);
  free(a);
  free(b);
  free(x);
  return 0;
}
