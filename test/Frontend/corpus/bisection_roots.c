// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Real roots of many monotone cubics by fixed-count bisection, one polynomial per thread.
// CHECK: acc.routine
// CHECK-LABEL: func.func @main
// CHECK: acc.parallel
// CHECK: acc.private
// CHECK: acc.loop
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NPOLY 50000

typedef struct {
  const char *name;
  int iterations;
} preset_t;

static const preset_t presets[] = {
    {"coarse", 12},
    {"default", 30},
    {"fine", 52},
};

/* p(x) = x^3 + a x + b, strictly increasing for a > 0. */
#pragma acc routine seq
static double cubic(double a, double b, double x)
{
  return (x * x + a) * x + b;
}

static int lookup_iterations(const char *name)
{
  const int np = (int)(sizeof presets / sizeof presets[0]);
  for (int k = 0; k < np; k++) {
    if (strcmp(presets[k].name, name) != 0)
      continue;
    return presets[k].iterations;
  }
  return presets[1].iterations;
}

int main(void)
{
  const int n = NPOLY;
  const int iters = lookup_iterations("fine");
  double *a = (double *)malloc(n * sizeof(double));
  double *b = (double *)malloc(n * sizeof(double));
  double *root = (double *)malloc(n * sizeof(double));
  double bracket[2];

  for (int i = 0; i < n; i++) {
    a[i] = 0.5 + 0.25 * (i % 10);
    b[i] = 0.125 * (i % 201 - 100);
  }

#pragma acc data copyin(a[0:n], b[0:n]) copyout(root[0:n])
  {
#pragma acc parallel firstprivate(iters)
    {
#pragma acc loop gang vector private(bracket)
      for (int i = 0; i < n; i++) {
        bracket[0] = -10.0;
        bracket[1] = 10.0;
        for (int it = 0; it < iters; it++) {
          double mid = 0.5 * (bracket[0] + bracket[1]);
          if (cubic(a[i], b[i], mid) > 0.0)
            bracket[1] = mid;
          else
            bracket[0] = mid;
        }
        root[i] = 0.5 * (bracket[0] + bracket[1]);
      }
    }

    double worst = 0.0;
#pragma acc parallel loop reduction(max:worst)
    for (int i = 0; i < n; i++)
      worst = fmax(worst, fabs(cubic(a[i], b[i], root[i])));
    printf("bisection_roots: iterations=%d residual below 1e-9: %s\n", iters,
           worst < 1e-9 ? "yes" : "no");
  }

  double sum = 0.0, sumsq = 0.0;
  for (int i = 0; i < n; i++) {
    sum += root[i];
    sumsq += root[i] * root[i];
  }
  printf("bisection_roots: n=%d sum=%.6f sumsq=%.4f root[123]=%.6f\n", n, sum, sumsq,
         root[123]);
  free(a);
  free(b);
  free(root);
  return 0;
}
