// Partitioned loops inside a kernel's loop run sequentially per thread on
// a GPU: a `worker vector` loop with its reduction (two levels, the inner
// one reducing the outer's partial), a gang-level reduction beside it, and
// a `max` reduction into a row's local.
//
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t
// RUN: env ACC_DEVICE_TYPE=host_discrete %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=host %t | FileCheck %s
// CHECK: rows 180003 total 180003 maxima 1800
#include <stdio.h>

int main(void) {
  int n = 300, m = 200;
  static double a[300][200], y[300];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i][j] = (i + j) % 7;
  double total = 0, maxima = 0;
#pragma acc parallel loop gang copyin(a) copyout(y) reduction(+ : total, maxima)
  for (int i = 0; i < n; i++) {
    double sum = 0;
#pragma acc loop worker vector reduction(+ : sum)
    for (int j = 0; j < m; j++) sum += a[i][j];
    double mx = 0;
#pragma acc loop vector reduction(max : mx)
    for (int j = 0; j < m; j++) mx = a[i][j] > mx ? a[i][j] : mx;
    y[i] = sum;
    total += sum;
    maxima += mx;
  }
  double t = 0;
  for (int i = 0; i < n; i++) t += y[i];
  printf("rows %g total %g maxima %g\n", t, total, maxima);
  return 0;
}
