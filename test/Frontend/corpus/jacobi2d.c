// RUN: accc -emit-mlir=acc %s | FileCheck %s
// 2-D Jacobi relaxation for the Laplace equation until convergence (max-norm residual).
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.data
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
// CHECK: acc.kernels
// CHECK: acc.update
// CHECK: acc.copyout
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NX 130
#define NY 130

static const double PI = 3.14159265358979323846;
static const double TOL = 1.0e-4;
static const int ITER_MAX = 2000;

static void set_boundary(double *a, int nx, int ny)
{
  memset(a, 0, (size_t)nx * ny * sizeof(double));
  for (int i = 0; i < nx; i++) {
    double x = (double)i / (nx - 1);
    a[0 * nx + i] = sin(PI * x);                 /* bottom edge */
    a[(ny - 1) * nx + i] = sin(PI * x) * exp(-PI); /* top edge */
  }
}

int main(void)
{
  const int nx = NX, ny = NY;
  const size_t bytes = (size_t)nx * ny * sizeof(double);
  double *A = (double *)malloc(bytes);
  double *Anew = (double *)malloc(bytes);

  set_boundary(A, nx, ny);
  memcpy(Anew, A, bytes);

  double err = 1.0;
  int iter = 0;

#pragma acc data copy(A[0:nx*ny]) create(Anew[0:nx*ny])
  {
#pragma acc parallel loop present(A[0:nx*ny], Anew[0:nx*ny])
    for (int k = 0; k < nx * ny; k++)
      Anew[k] = A[k];

    do {
      err = 0.0;
#pragma acc parallel loop collapse(2) reduction(max:err) present(A[0:nx*ny], Anew[0:nx*ny])
      for (int j = 1; j < ny - 1; j++)
        for (int i = 1; i < nx - 1; i++) {
          Anew[j * nx + i] = 0.25 * (A[j * nx + i + 1] + A[j * nx + i - 1] +
                                     A[(j - 1) * nx + i] + A[(j + 1) * nx + i]);
          err = fmax(err, fabs(Anew[j * nx + i] - A[j * nx + i]));
        }

#pragma acc kernels loop independent collapse(2) present(A[0:nx*ny], Anew[0:nx*ny])
      for (int j = 1; j < ny - 1; j++)
        for (int i = 1; i < nx - 1; i++)
          A[j * nx + i] = Anew[j * nx + i];

      iter++;
#pragma acc update self(A[(ny/2)*nx:nx]) if(iter % 500 == 0)
      if (iter % 500 == 0)
        printf("jacobi2d: iter %4d err %.6e mid %.6f\n", iter, err,
               A[(ny / 2) * nx + nx / 2]);
    } while (err > TOL && iter < ITER_MAX);
  }

  double corner = A[1 * nx + 1];
  double center = A[(ny / 2) * nx + nx / 2];
  printf("jacobi2d: %dx%d converged=%s iterations=%d\n", nx, ny,
         err <= TOL ? "yes" : "no", iter);
  printf("jacobi2d: final err %.6e center %.6f corner %.6f\n", err, center, corner);

  free(A);
  free(Anew);
  return 0;
}
