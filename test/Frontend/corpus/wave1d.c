// RUN: accc -emit-mlir=acc %s | FileCheck %s
// 1-D wave equation (leapfrog) with three rotating buffers inside kernels regions.
// CHECK-LABEL: func.func @main
// CHECK: acc.data
// CHECK: acc.kernels
// CHECK: acc.loop
// CHECK: acc.kernels
// CHECK: acc.loop
// CHECK: acc.copyout
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NX 2048
#define NT 1500

static const double COURANT = 0.5; /* c dt / dx */

static double energy(const double *u, const double *uold, int n)
{
  double e = 0.0;
  for (int i = 1; i < n; i++) {
    double ut = u[i] - uold[i];
    double ux = u[i] - u[i - 1];
    e += ut * ut + COURANT * COURANT * ux * ux;
  }
  return e;
}

int main(void)
{
  const int n = NX;
  const double c2 = COURANT * COURANT;
  double *uold = (double *)malloc(n * sizeof(double));
  double *u = (double *)malloc(n * sizeof(double));
  double *unew = (double *)malloc(n * sizeof(double));

  for (int i = 0; i < n; i++) {
    double x = (double)i / (n - 1);
    double g = exp(-400.0 * (x - 0.3) * (x - 0.3));
    u[i] = g * cos(40.0 * x);
    uold[i] = u[i]; /* zero initial velocity */
  }
  printf("wave1d: initial energy %.6e\n", energy(u, uold, n));

  /* NT is a multiple of 3, so after the buffer rotations u and uold name the
     same buffers again when the data region copies them back. */
#pragma acc data copy(u[0:n], uold[0:n]) create(unew[0:n])
  {
    for (int t = 0; t < NT; t++) {
#pragma acc kernels present(u[0:n], uold[0:n], unew[0:n])
      {
        unew[0] = 0.0;
        unew[n - 1] = 0.0;
#pragma acc loop auto
        for (int i = 1; i < n - 1; i++)
          unew[i] = 2.0 * u[i] - uold[i] + c2 * (u[i + 1] - 2.0 * u[i] + u[i - 1]);
      }
      double *tmp = uold;
      uold = u;
      u = unew;
      unew = tmp;
    }
  }

  /* The final state is also copied to a fresh buffer on the device. */
  double *snapshot = (double *)malloc(n * sizeof(double));
#pragma acc kernels copyin(u[0:n]) copyout(snapshot[0:n])
  {
#pragma acc loop independent
    for (int i = n - 1; i >= 0; i--)
      snapshot[i] = fabs(u[i]);
  }

  double l1 = 0.0, peak = 0.0;
  for (int i = 0; i < n; i++) {
    l1 += snapshot[i];
    peak = fmax(peak, snapshot[i]);
  }
  printf("wave1d: steps=%d final energy %.6e\n", NT, energy(u, uold, n));
  printf("wave1d: |u|_1=%.6e max|u|=%.6f\n", l1, peak);
  free(uold);
  free(u);
  free(unew);
  free(snapshot);
  return 0;
}
