// -fopenacc-print=omp of `set device_num(n) if(c)` and `wait if(c)`: C `if`
// statements around omp_set_default_device(n) and `#pragma omp taskwait`
// (OpenMP's taskwait has no if clause). The OpenMP output compiles with
// clang-22 and gcc and prints what accc's executable prints.
//
// RUN: accc -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace
// RUN: accc %s -o %t.accc && env OMP_NUM_THREADS=2 %t.accc > %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=1 %t.clang | cmp - %t.expected
// RUN: env OMP_NUM_THREADS=4 %t.clang | cmp - %t.expected
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold" %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | cmp - %t.expected
// RUN: FileCheck %s --check-prefix=RESULT < %t.expected
// RESULT: 4950 12

// CHECK:if (n > 1) omp_set_default_device(0);
// CHECK-NEXT:if (n < 0) omp_set_default_device(0);
// CHECK:if (n > 1) {
// CHECK-NEXT:#pragma omp taskwait
// CHECK-NEXT:}
// CHECK-NEXT:if (n < 0) {
// CHECK-NEXT:#pragma omp taskwait
// CHECK-NEXT:}
// CHECK-NEXT:  for (int i = 0; i < 12; i++) {
// CHECK-NEXT:if (i % 2 == 0 || i % 2 == 1) {
// CHECK-NEXT:#pragma omp taskwait
// CHECK-NEXT:}
// CHECK-NEXT:    waits++;

#include <stdio.h>

int main(void) {
  int n = 100, waits = 0;
  double a[100];
#pragma acc set device_num(0) if(n > 1)
#pragma acc set device_num(0) if(n < 0)
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < n; i++) a[i] = i;
#pragma acc wait if(n > 1)
#pragma acc wait if(n < 0)
  for (int i = 0; i < 12; i++) {
#pragma acc wait if(i % 2 == 0 || i % 2 == 1)
    waits++;
  }
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  printf("%g %d\n", s, waits);
  return 0;
}
