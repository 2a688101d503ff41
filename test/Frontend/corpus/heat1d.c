// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Explicit 1-D heat equation with unstructured data lifetime and periodic host snapshots.
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.create
// CHECK: acc.enter_data
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.serial
// CHECK: acc.update
// CHECK: acc.exit_data
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NPTS 201
#define NSTEPS 2000
#define REPORT 500

static double total_heat(const double *u, int n, double dx)
{
  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += u[i];
  return s * dx;
}

int main(void)
{
  const int n = NPTS;
  const double dx = 1.0 / (n - 1);
  const double alpha = 0.4; /* r = k dt / dx^2, stable for r <= 0.5 */
  double *u = (double *)malloc(n * sizeof(double));
  double *un = (double *)calloc(n, sizeof(double));

  for (int i = 0; i < n; i++) {
    double x = i * dx;
    u[i] = (x > 0.25 && x < 0.75) ? 1.0 : 0.0;
  }
  u[0] = u[n - 1] = 0.0;
  printf("heat1d: initial heat %.6f\n", total_heat(u, n, dx));

#pragma acc enter data copyin(u[0:n]) create(un[0:n])

  for (int step = 1; step <= NSTEPS; step++) {
#pragma acc parallel loop present(u[0:n], un[0:n])
    for (int i = 1; i < n - 1; i++)
      un[i] = u[i] + alpha * (u[i - 1] - 2.0 * u[i] + u[i + 1]);

#pragma acc serial present(un[0:n])
    {
      un[0] = 0.0;
      un[n - 1] = 0.0;
    }

    double *tmp = u; /* both buffers are mapped, so swapping is safe */
    u = un;
    un = tmp;

#pragma acc update host(u[0:n]) if(step % REPORT == 0)
    if (step % REPORT == 0)
      printf("heat1d: step %5d heat %.6f peak %.6f\n", step,
             total_heat(u, n, dx), u[n / 2]);
  }

#pragma acc exit data copyout(u[0:n]) delete(un[0:n]) finalize

  double q = fabs(u[n / 4] - u[3 * n / 4]);
  printf("heat1d: symmetry defect %.3e\n", q < 1e-12 ? 0.0 : q);
  printf("heat1d: u[n/4]=%.6f u[n/2]=%.6f\n", u[n / 4], u[n / 2]);
  free(u);
  free(un);
  return 0;
}
