// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Independent vector kernels on separate async queues joined by a wait clause and wait directive.
// CHECK-LABEL: func.func @main
// CHECK: acc.data
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
// CHECK: acc.wait
#include <stdio.h>
#include <stdlib.h>

#define N 500000

enum queue { Q_LEFT = 1, Q_RIGHT = 2, Q_JOIN = 3 };

int main(void)
{
  const int n = N;
  double *x = (double *)malloc(n * sizeof(double));
  double *y = (double *)malloc(n * sizeof(double));
  double *z = (double *)malloc(n * sizeof(double));
  double dot = 0.0;

  for (int i = 0; i < n; i++)
    z[i] = (double)(i & 255) / 256.0;

#pragma acc data create(x[0:n], y[0:n]) copyin(z[0:n]) copy(dot)
  {
#pragma acc parallel loop async(Q_LEFT) present(x[0:n], z[0:n])
    for (int i = 0; i < n; i++)
      x[i] = 2.0 * z[i] + 1.0;

#pragma acc parallel loop async(Q_RIGHT) present(y[0:n], z[0:n])
    for (int i = n - 1; i >= 0; --i)
      y[i] = 1.0 - z[i];

    /* Runs only after both producer queues have drained. */
#pragma acc parallel loop wait(Q_LEFT, Q_RIGHT) async(Q_JOIN) reduction(+:dot) present(x[0:n], y[0:n])
    for (int i = 0; i < n; i++)
      dot += x[i] * y[i];

#pragma acc wait(Q_JOIN)
  }

  printf("async_dependencies: n=%d dot=%.6f\n", n, dot);
  printf("async_dependencies: mean=%.8f\n", dot / n);
  free(x);
  free(y);
  free(z);
  return 0;
}
