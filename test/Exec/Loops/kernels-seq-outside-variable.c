// `kernels loop seq` over a control variable declared outside the loop
// (C89 style): after the loop the variable holds its final value, which
// code after the loop computes from the loop's bound; the kernels split put
// the loop and that code in two parts, the bound's load in a third, and
// refused the program ("a value computed in one part of 'acc.kernels' ...
// used in another"). A combined kernels loop's sequential parts that share
// values are one part now (a serial construct runs them in order). Found by
// differential testing.
//
// RUN: accc -O1 %s -o %t && env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.dev && env ACC_DEVICE_TYPE=host_discrete %t.dev | FileCheck %s
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang && %t.clang | FileCheck %s
// CHECK: 10 19 18
#include <stdio.h>

int main(void) {
  int a[20];
  int n = 18, i;
  for (int q = 0; q < 20; q++) a[q] = q;
#pragma acc kernels loop seq copy(a)
  for (i = 0; i < n; i++) a[i] = a[i] + 1;
  printf("%d %d %d\n", a[9], a[19], i);
  return 0;
}
