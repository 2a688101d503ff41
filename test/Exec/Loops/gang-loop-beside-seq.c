// A gang loop with a run-time bound beside a `loop seq` in one construct:
// the gang loop is still the construct's kernel loop (the `seq` loop runs
// in the region's code), whose bounds the host evaluates first
// (host_eval); host_bounds counted the `seq` loop as a second kernel loop
// and left the bound inside, which the conversion then refused ("bounds of
// the gang loop computed inside ... from values the host cannot compute").
// Found by differential testing (85 of 2500 generated programs).
// With --offload-arch the construct is a compute construct per loop (a
// GPU kernel is one grid-stride loop, whose threads would all run the
// sequential loop beside it): split-parallel, test/Exec/Loops/parallel-loops-split.c.
//
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=8 %t | FileCheck %s
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu | FileCheck %s
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang && %t.clang | FileCheck %s
// CHECK: 8 18 20 14
#include <stdio.h>

int main(void) {
  int n = 9, m = 10;
  int a[10], b[10], c[10], d[10];
#pragma acc serial copyout(a, b)
  {
#pragma acc loop gang
    for (int i = 0; i < n; i++) a[i] = i;
#pragma acc loop seq
    for (int i = 0; i < 10; i++) b[i] = 2 * i;
  }
#pragma acc parallel num_gangs(2) copyout(c, d)
  {
#pragma acc loop gang
    for (int i = 0; i < m; i++) c[i] = 2 * i + 2;
#pragma acc loop seq
    for (int i = 0; i < 10; i++) d[i] = i + 5;
  }
  printf("%d %d %d %d\n", a[8], b[9], c[9], d[9]);
  return 0;
}
