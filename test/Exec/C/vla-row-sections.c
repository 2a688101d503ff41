// Sections of rows of a variable-length array of several dimensions
// (`copy(b[0:6])`, `update self(b[2:2])` of `int b[n][m]`): the row type's
// size is known only at run time, so the front end describes the section
// in elements over every dimension (`b[0:6][0:m]`). It described 6
// elements instead of 6 rows, so a device with memory of its own copied a
// few elements only (wrong results, "partly present" errors, heap
// corruption). Found by differential testing.
//
// RUN: accc -O1 %s -o %t && env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.dev
// RUN: env ACC_DEVICE_TYPE=host_discrete %t.dev | FileCheck %s
// RUN: accc -emit-mlir=acc %s -o - | FileCheck %s --check-prefix=IR
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang && %t.clang | FileCheck %s
// CHECK: 5 24 55
// CHECK-NEXT: 20 24 34
//
// The rows' section: two bounds, the elements of each row the inner one.
// IR: acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(i32) bounds(%{{.*}}, %{{.*}}) -> !llvm.ptr {{.*}}name = "b[0:6]"
#include <stdio.h>

int main(void) {
  volatile int vol = 0;
  int n = 6 + vol, m = 5 + vol;
  int b[n][m];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) b[i][j] = 1;
#pragma acc parallel loop copy(b[0:6])
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 5; j++) b[i][j] += i * 10 + j;
  printf("%d %d %d\n", b[0][4], b[2][3], b[5][4]);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) b[i][j] = 1;
#pragma acc data copyin(b)
  {
#pragma acc parallel loop collapse(2) present(b)
    for (int i = 0; i < 6; i++)
      for (int j = 0; j < 5; j++) b[i][j] = i * 10 + j;
#pragma acc update self(b[2:2])
  }
  // Rows 2 and 3 came back (the others are the host's on a device with
  // memory of its own).
  printf("%d %d %d\n", b[2][0], b[2][4], b[3][4]);
  return 0;
}
