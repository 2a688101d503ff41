// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Red-black Gauss-Seidel sweeps for a 2-D Poisson problem on static arrays, max-norm residual.
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.data
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.loop
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
#include <math.h>
#include <stdio.h>

#define N 63            /* interior points per side; h = 1/64 */
#define NSWEEPS 400

static double u[N + 2][N + 2];
static double f[N + 2][N + 2];

enum color { RED = 0, BLACK = 1 };

static void setup(void)
{
  for (int i = 0; i <= N + 1; i++)
    for (int j = 0; j <= N + 1; j++) {
      u[i][j] = 0.0;
      /* a dyadic point source pattern keeps h*h*f exact */
      f[i][j] = ((i - 16) * (i - 16) + (j - 40) * (j - 40) < 25) ? 8.0 : 0.0;
    }
}

int main(void)
{
  const double h2 = 1.0 / ((N + 1) * (N + 1));
  double resid = 0.0;
  setup();

#pragma acc data copy(u[0:N+2][0:N+2]) copyin(f[0:N+2][0:N+2])
  {
    for (int sweep = 0; sweep < NSWEEPS; sweep++) {
      for (int c = RED; c <= BLACK; c++) {
#pragma acc parallel loop gang present(u, f)
        for (int i = 1; i <= N; i++) {
#pragma acc loop vector
          for (int j = 1 + (i + c) % 2; j <= N; j += 2)
            u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] +
                              h2 * f[i][j]);
        }
      }
    }

#pragma acc parallel loop collapse(2) reduction(max:resid) present(u, f)
    for (int i = 1; i <= N; i++)
      for (int j = 1; j <= N; j++) {
        double lap = (4.0 * u[i][j] - u[i - 1][j] - u[i + 1][j] - u[i][j - 1] -
                      u[i][j + 1]) / h2;
        resid = fmax(resid, fabs(lap - f[i][j]));
      }
  }

  double umax = 0.0, usum = 0.0;
  for (int i = 1; i <= N; i++)
    for (int j = 1; j <= N; j++) {
      umax = u[i][j] > umax ? u[i][j] : umax;
      usum += u[i][j];
    }
  printf("gauss_seidel_redblack: sweeps=%d residual=%.4e\n", NSWEEPS, resid);
  printf("gauss_seidel_redblack: max u=%.6e mean u=%.6e u[16][40]=%.6e\n", umax,
         usum / (N * N), u[16][40]);
  return 0;
}
