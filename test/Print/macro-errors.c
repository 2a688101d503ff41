// What -fopenacc-print=omp cannot rewrite, each a located error with exit
// code 1 and no output: a sequential loop whose `for` a macro writes (its
// control variable, which needs a private copy when declared outside the
// loop, is not in the file's text), and a directive of an included file
// (only the main file is rewritten). accc compiles the same file.
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

#define EACH(v, n) for (v = 0; v < n; v++)

int main(void) {
  int a[4] = {0}, i, sum = 0;
#pragma acc parallel copy(a) reduction(+:sum)
  {
#pragma acc loop seq
    EACH(i, 4) sum += 2;
    // CHECK: macro-errors.c:[[@LINE-2]]:1: error: unsupported: printing a sequential loop whose 'for' is written by a macro as OpenMP (cannot rewrite OpenACC construct starting within a macro expansion)
  }
  increment(a, 4);
  printf("%d %d\n", sum, a[0] + a[1] + a[2] + a[3]);
  return 0;
}
