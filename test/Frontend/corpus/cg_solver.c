// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Conjugate gradient for the 1-D Poisson matrix tridiag(-1, 2, -1) with device-resident vectors.
// CHECK-LABEL: func.func @dot
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.create
// CHECK: acc.data
// CHECK: acc.parallel
// CHECK: acc.copyout
/* pcopyin is the pre-3.0 spelling of copyin; clang flags it as deprecated. */
#ifdef __clang__
#pragma clang diagnostic ignored "-Wopenacc-deprecated-clause-alias"
#endif
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 400
#define MAX_ITERS 1000

double dot(int n, const double *a, const double *b)
{
  double s = 0.0;
#pragma acc parallel loop present(a[0:n], b[0:n]) reduction(+:s)
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

/* y = A x for A = tridiag(-1, 2, -1) with homogeneous Dirichlet ends. */
static void apply_laplacian(int n, const double *x, double *y)
{
#pragma acc parallel loop present(x[0:n], y[0:n])
  for (int i = 0; i < n; i++) {
    double left = i > 0 ? x[i - 1] : 0.0;
    double right = i < n - 1 ? x[i + 1] : 0.0;
    y[i] = 2.0 * x[i] - left - right;
  }
}

int main(void)
{
  const int n = N;
  double *b = (double *)malloc(n * sizeof(double));
  double *x = (double *)malloc(n * sizeof(double));
  double *r = (double *)malloc(n * sizeof(double));
  double *p = (double *)malloc(n * sizeof(double));
  double *Ap = (double *)malloc(n * sizeof(double));
  const double h = 1.0 / (n + 1);
  for (int i = 0; i < n; i++)
    b[i] = h * h; /* -u'' = 1, u(0) = u(1) = 0 */

  int iters = 0;
  double rr = 0.0, rr0 = 0.0;
#pragma acc data pcopyin(b[0:n]) create(r[0:n], p[0:n], Ap[0:n]) copyout(x[0:n])
  {
#pragma acc parallel loop gang worker vector num_gangs(8) num_workers(4) vector_length(32)
    for (int i = 0; i < n; i++) {
      x[i] = 0.0;
      r[i] = b[i];
      p[i] = b[i];
    }
    rr0 = rr = dot(n, r, r);

    while (iters < MAX_ITERS && rr > 1e-24 * rr0) {
      apply_laplacian(n, p, Ap);
      double alpha = rr / dot(n, p, Ap);
#pragma acc parallel loop present(x[0:n], r[0:n], p[0:n], Ap[0:n])
      for (int i = 0; i < n; i++) {
        x[i] += alpha * p[i];
        r[i] -= alpha * Ap[i];
      }
      double rr_new = dot(n, r, r);
      double beta = rr_new / rr;
#pragma acc parallel loop present(r[0:n], p[0:n])
      for (int i = 0; i < n; i++)
        p[i] = r[i] + beta * p[i];
      rr = rr_new;
      ++iters;
    }
  }

  /* Central differences are exact for the quadratic solution x (1 - x) / 2. */
  double err = 0.0;
  for (int i = 0; i < n; i++) {
    double xi = (i + 1) * h;
    err = fmax(err, fabs(x[i] - 0.5 * xi * (1.0 - xi)));
  }
  printf("cg_solver: n=%d converged=%s within %d iterations\n", n,
         rr <= 1e-24 * rr0 ? "yes" : "no", MAX_ITERS);
  printf("cg_solver: x[n/2]=%.6f error below 1e-8: %s\n", x[n / 2],
         err < 1e-8 ? "yes" : "no");
  free(b);
  free(x);
  free(r);
  free(p);
  free(Ap);
  return 0;
}
