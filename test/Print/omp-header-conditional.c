// The printed OpenMP calls omp_get_max_threads(), so it includes omp.h:
// before the file's first #include outside preprocessor conditionals, and
// where every #include is inside one, before the outermost conditional
// (its condition may be false). It went before the first #include, inside
// a false #ifdef here, and the printed file did not compile.
//
// RUN: accc -fopenacc-print=omp %s -o %t.c
// RUN: FileCheck %s < %t.c
// RUN: clang -fopenmp -Werror=implicit-function-declaration -c %t.c -o %t.o
// CHECK: {{^}}int table[4];
// CHECK-NEXT: {{^}}#include <omp.h>
// CHECK-NEXT: {{^}}#ifdef WITH_STDIO
int table[4];
#ifdef WITH_STDIO
#include <stdio.h>
#endif

void fill(void) {
#pragma acc parallel loop copyout(table)
  for (int i = 0; i < 4; i++)
    table[i] = i;
}
