// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Runtime control directives (init, set, shutdown) around Horner polynomial evaluation.
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK-LABEL: func.func @main
// CHECK: acc.init
// CHECK: acc.set
// CHECK: acc.serial
// CHECK: acc.shutdown
#include <stdio.h>
#include <stdlib.h>

#define DEGREE 6
#define GPU_THRESHOLD 10000

static const double coeff[DEGREE + 1] = {1.0, -0.5, 0.25, -0.125, 0.0625, -0.03125, 0.015625};

static void evaluate(const double *restrict x, double *restrict y, int n)
{
  double c[DEGREE + 1];
  for (int k = 0; k <= DEGREE; k++)
    c[k] = coeff[k];
  /* Small problems stay on the host. */
#pragma acc parallel loop if(n > GPU_THRESHOLD) copyin(x[0:n], c) copyout(y[0:n])
  for (int i = 0; i < n; i++) {
    double p = c[DEGREE];
    for (int k = DEGREE - 1; k >= 0; k--)
      p = p * x[i] + c[k];
    y[i] = p;
  }
}

int main(void)
{
#pragma acc init
#pragma acc set device_num(0)

  const int sizes[] = {100, 50000};
  for (size_t s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++) {
    int n = sizes[s];
    double *x = (double *)malloc(n * sizeof(double));
    double *y = (double *)malloc(n * sizeof(double));
    for (int i = 0; i < n; i++)
      x[i] = -1.0 + 2.0 * i / (n - 1);
    evaluate(x, y, n);

    double lo = y[0], hi = y[0];
    int first_max = 0;
#pragma acc serial copyin(y[0:n]) copy(lo, hi, first_max)
    {
      for (int i = 1; i < n; i++) {
        if (y[i] < lo)
          lo = y[i];
        if (y[i] > hi) {
          hi = y[i];
          first_max = i;
        }
      }
    }
    printf("device_control: n=%d min=%.6f max=%.6f argmax=%d\n", n, lo, hi, first_max);
    free(x);
    free(y);
  }

#pragma acc shutdown
  return 0;
}
