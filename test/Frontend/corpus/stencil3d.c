// RUN: accc -emit-mlir=acc %s | FileCheck %s
// 7-point 3-D diffusion stencil on a flattened cube, several sweeps, with a sum reduction.
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.create
// CHECK: acc.data
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
#include <stdio.h>
#include <stdlib.h>

#define NG 48
#define IDX(i, j, k, n) ((size_t)(i) * (n) * (n) + (size_t)(j) * (n) + (size_t)(k))

static const double C0 = 0.4;
static const double C1 = 0.1;

int main(void)
{
  const int n = NG;
  const size_t total = (size_t)n * n * n;
  double *in = (double *)malloc(total * sizeof(double));
  double *out = (double *)malloc(total * sizeof(double));

  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++) {
        int d = abs(i - n / 2) + abs(j - n / 2) + abs(k - n / 2);
        in[IDX(i, j, k, n)] = d < 8 ? (double)(8 - d) : 0.0;
        out[IDX(i, j, k, n)] = in[IDX(i, j, k, n)];
      }

  double sum = 0.0, peak = 0.0;
#pragma acc data copyin(in[0:total]) create(out[0:total])
  {
#pragma acc parallel loop present(in[0:total], out[0:total])
    for (size_t p = 0; p < total; p++)
      out[p] = in[p];

    for (int sweep = 0; sweep < 10; sweep++) {
#pragma acc parallel loop gang vector collapse(3) present(in[0:total], out[0:total])
      for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
          for (int k = 1; k < n - 1; k++)
            out[IDX(i, j, k, n)] =
                C0 * in[IDX(i, j, k, n)] +
                C1 * (in[IDX(i - 1, j, k, n)] + in[IDX(i + 1, j, k, n)] +
                      in[IDX(i, j - 1, k, n)] + in[IDX(i, j + 1, k, n)] +
                      in[IDX(i, j, k - 1, n)] + in[IDX(i, j, k + 1, n)]);
      double *t = in;
      in = out;
      out = t;
    }

#pragma acc parallel loop reduction(+:sum) reduction(max:peak) present(in[0:total])
    for (size_t p = 0; p < total; p++) {
      sum += in[p];
      peak = in[p] > peak ? in[p] : peak;
    }
  }

  printf("stencil3d: n=%d sweeps=10 sum=%.6e peak=%.6f\n", n, sum, peak);
  free(in);
  free(out);
  return 0;
}
