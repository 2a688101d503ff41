// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Midpoint-rule quadrature of several integrands selected by enum on the device, checked via host function pointers.
// CHECK: acc.routine
// CHECK-LABEL: func.func @main
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { F_SIN, F_EXP, F_POLY, F_GAUSS, F_COUNT } integrand_t;

typedef double (*antiderivative_fn)(double);

static double F_sin(double x) { return -cos(x); }
static double F_exp(double x) { return exp(x); }
static double F_poly(double x) { return pow(x, 4.0) / 4.0 - x * x; }
static double F_gauss_approx(double x) { return x - x * x * x / 3.0 + pow(x, 5.0) / 10.0; }

static const char *const names[F_COUNT] = {"sin", "exp", "x^3-2x", "1-x^2+x^4/2"};
static const antiderivative_fn exact_fn[F_COUNT] = {F_sin, F_exp, F_poly, F_gauss_approx};

#pragma acc routine seq
static double integrand(integrand_t kind, double x)
{
  switch (kind) {
  case F_SIN:
    return sin(x);
  case F_EXP:
    return exp(x);
  case F_POLY:
    return x * x * x - 2.0 * x;
  case F_GAUSS:
    return 1.0 - x * x + 0.5 * x * x * x * x;
  default:
    return 0.0;
  }
}

int main(void)
{
  const long n = 2000000;
  const double a = 0.0, b = 1.5;
  const double h = (b - a) / (double)n;
  double *results = (double *)calloc(F_COUNT, sizeof(double));

  for (int k = 0; k < F_COUNT; k++) {
    integrand_t kind = (integrand_t)k;
    double sum = 0.0;
#pragma acc parallel loop reduction(+:sum) firstprivate(kind, a, h)
    for (long i = 0; i < n; i++)
      sum += integrand(kind, a + (i + 0.5) * h);
    results[k] = sum * h;
  }

  double total = 0.0;
  for (int k = 0; k < F_COUNT; k++) {
    double exact = exact_fn[k](b) - exact_fn[k](a);
    const char *tag = strcmp(names[k], "exp") == 0 ? " (growth)" : "";
    printf("integrate_fnptr: %-12s approx=%.8f exact=%.8f%s\n", names[k], results[k],
           exact, tag);
    total += results[k];
  }
  printf("integrate_fnptr: total=%.6f\n", total);
  free(results);
  return 0;
}
