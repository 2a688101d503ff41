// A function definition whose name a macro writes (NAS FT, EP and LU:
// `#define wtime wtime_` in a header) is the file's and is lowered, even
// when nothing in the file calls it; a clang-compiled file calls it.
//
// RUN: accc -emit-mlir=acc %s | FileCheck %s
// RUN: accc -c %s -o %t.o && nm %t.o | FileCheck %s --check-prefix=NM
// RUN: clang -c %S/Inputs/wtime-caller.c -o %t.caller.o && accc %t.o %t.caller.o -o %t && %t | FileCheck %s --check-prefix=OUT
// NM-DAG: T wtime_
// NM-DAG: T scaled_
// OUT: 1 42

#include <sys/time.h>
#include "Inputs/wtime.h"
#define SCALED(name) name##_

// CHECK-LABEL: func.func @wtime_(
void wtime(double *t) {
  struct timeval tv;
  gettimeofday(&tv, 0);
  *t = tv.tv_sec + 1.0e-6 * tv.tv_usec;
}

// CHECK-LABEL: func.func @scaled_(
int SCALED(scaled)(int x) {
  int y = 0;
#pragma acc parallel loop reduction(+ : y)
  for (int i = 0; i < 2; i++)
    y += x;
  return y;
}
