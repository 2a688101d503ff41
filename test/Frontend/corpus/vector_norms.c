// RUN: accc -emit-mlir=acc %s | FileCheck %s
// 1-, 2- and infinity-norms of a vector and of a residual, using default(present) and default(none).
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.data
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
// CHECK: acc.firstprivate
// CHECK: acc.parallel
// CHECK: acc.loop
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  double one, two, inf;
} norms_t;

static void print_norms(const char *label, norms_t nm)
{
  printf("vector_norms: %-8s |v|_1=%.6e |v|_2=%.6e |v|_inf=%.6e\n", label, nm.one,
         nm.two, nm.inf);
}

int main(void)
{
  const int n = 1 << 18;
  double *v = (double *)malloc(n * sizeof(double));
  double *w = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    v[i] = ((i % 2) ? -1.0 : 1.0) * (double)(i % 1000) / 64.0;
    w[i] = v[i] + ((i % 5 == 0) ? 1.0 / 1024.0 : 0.0);
  }

  norms_t nv = {0.0, 0.0, 0.0}, nr = {0.0, 0.0, 0.0};
  double s1 = 0.0, s2 = 0.0, smax = 0.0;
  double r1 = 0.0, r2 = 0.0, rmax = 0.0;
  const double weight = 1.0;

#pragma acc data copyin(v[0:n], w[0:n])
  {
#pragma acc parallel loop default(present) reduction(+:s1, s2) reduction(max:smax)
    for (int i = 0; i < n; i++) {
      double a = fabs(v[i]);
      s1 += a;
      s2 += a * a;
      smax = fmax(smax, a);
    }

#pragma acc parallel loop default(none) present(v[0:n], w[0:n]) firstprivate(n, weight) reduction(+:r1, r2) reduction(max:rmax)
    for (int i = 0; i < n; i++) {
      double d = weight * fabs(w[i] - v[i]);
      r1 += d;
      r2 += d * d;
      rmax = d > rmax ? d : rmax;
    }
  }

  nv.one = s1;
  nv.two = sqrt(s2);
  nv.inf = smax;
  nr.one = r1;
  nr.two = sqrt(r2);
  nr.inf = rmax;
  print_norms("v", nv);
  print_norms("w - v", nr);
  printf("vector_norms: relative residual %.6e\n", nr.two / nv.two);
  free(v);
  free(w);
  return 0;
}
