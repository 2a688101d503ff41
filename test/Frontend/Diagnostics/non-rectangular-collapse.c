// Collapsed loops must be rectangular: an inner bound that reads an outer
// control variable is an error at the bound, not a wrong loop.
//
// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck %s
void triangle(float *a, int n) {
#pragma acc parallel loop collapse(2) copy(a[0:n*n])
  for (int i = 0; i < n; i++)
    // CHECK: {{.*}}non-rectangular-collapse.c:[[@LINE+1]]:21: error: unsupported: collapsed loops whose bounds depend on the outer loop's 'i' (not rectangular)
    for (int j = 0; j < i; j++)
      a[i * n + j] = 0;
}
