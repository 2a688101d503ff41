// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Passing device addresses to a deviceptr routine via host_data, plus a no_create fallback.
// CHECK-LABEL: func.func @scale_on_device
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.data
// CHECK: acc.host_data
// CHECK: acc.copyout
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* d_x and d_y must already be device addresses (as a CUDA library would expect). */
void scale_on_device(int n, double alpha, double *d_x, double *d_y)
{
#pragma acc parallel loop deviceptr(d_x, d_y)
  for (int i = 0; i < n; i++)
    d_y[i] = alpha * d_x[i] + d_y[i];
}

/* Uses bias on the device when it is present there and the host copy otherwise. */
static void add_bias(int n, double *v, double *bias)
{
#pragma acc parallel loop present(v[0:n]) no_create(bias[0:n])
  for (int i = 0; i < n; i++)
    v[i] += bias[i];
}

int main(void)
{
  const int n = 100000;
  double *x = (double *)malloc(n * sizeof(double));
  double *y = (double *)malloc(n * sizeof(double));
  double *bias = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    x[i] = (double)(i % 37);
    y[i] = 1.0;
  }
  memset(bias, 0, n * sizeof(double));
  bias[0] = 100.0;

#pragma acc data copyin(x[0:n], bias[0:n]) copy(y[0:n])
  {
#pragma acc host_data use_device(x, y)
    {
      scale_on_device(n, 0.5, x, y);
      scale_on_device(n, 0.25, x, y);
    }
    add_bias(n, y, bias);
  }

  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += y[i];
  printf("host_data_scale: y[0]=%.2f y[36]=%.2f y[n-1]=%.2f sum=%.2f\n", y[0], y[36],
         y[n - 1], s);
  free(x);
  free(y);
  free(bias);
  return 0;
}
