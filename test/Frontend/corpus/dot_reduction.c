// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Dot product, running product, and max/min reductions over two deterministic vectors.
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
// CHECK-LABEL: func.func @main
// CHECK: acc.data
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 200000L

double dot(long n, const double *a, const double *b)
{
  double s = 0.0;
#pragma acc parallel loop reduction(+:s) copyin(a[0:n], b[0:n])
  for (long i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

int main(void)
{
  double *a = (double *)malloc(N * sizeof(double));
  double *b = (double *)malloc(N * sizeof(double));
  long i;

  for (i = 0; i < N; ++i) {
    a[i] = (double)(i % 100) / 8.0;           /* exact dyadic values */
    b[i] = (double)((i * 7) % 13) - 6.0;
  }

  double d = dot(N, a, b);

  double prod = 1.0;
  double mx = -HUGE_VAL, mn = HUGE_VAL;
  long npos = 0;
#pragma acc data copyin(a[0:N], b[0:N])
  {
#pragma acc parallel loop reduction(*:prod)
    for (i = 0; i < 64; i++)
      prod *= 1.0 + a[i] / 1024.0;

#pragma acc parallel loop reduction(max:mx) reduction(min:mn) reduction(+:npos)
    for (i = 0; i < N; i++) {
      double v = a[i] * b[i];
      mx = fmax(mx, v);
      mn = v < mn ? v : mn;
      npos += (v > 0.0) ? 1 : 0;
    }
  }

  double ref = 0.0;
  for (i = N - 1; i >= 0; i--)
    ref += a[i] * b[i];

  printf("dot: %.3f (reference %.3f)\n", d, ref);
  printf("prod: %.9f\n", prod);
  printf("max: %.4f min: %.4f positive: %ld\n", mx, mn, npos);
  free(a);
  free(b);
  return 0;
}
