// What -fopenacc-print=omp cannot rewrite, a located error with exit code 1
// and no output: a directive of an included file (only the main file is
// rewritten). accc compiles the same file.
//
// RUN: not accc -fopenacc-print=omp %s -o %t.c 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not ls %t.c
// RUN: accc %s -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// OUT: 8 4

#include <stdio.h>
#include "Inputs/acc-header.h"
// CHECK: acc-header.h:2:1: error: unsupported: printing an OpenACC directive of an included file as OpenMP (-fopenacc-print rewrites the main file only)
// CHECK-NEXT: #pragma acc parallel loop copy(a[0:n])
// CHECK-NEXT: ^

int main(void) {
  int a[4] = {0}, i, sum = 0;
#pragma acc parallel copy(a) reduction(+:sum)
  {
#pragma acc loop seq
    for (i = 0; i < 4; i++) sum += 2;
  }
  increment(a, 4);
  printf("%d %d\n", sum, a[0] + a[1] + a[2] + a[3]);
  return 0;
}
