// The printed OpenMP calls omp_get_max_threads(), so it includes omp.h:
// before the first #include that the preprocessor reads, not one in a
// false #ifdef (it went there and the printed file did not compile), at
// the file's start when there is none; and where the whole file is in a
// true conditional, after the feature-test macro it defines first (before
// its first #include: omp.h includes stdlib.h, which would fix the feature
// set without the macro).
//
// RUN: accc -fopenacc-print=omp %s -o %t.c
// RUN: FileCheck %s < %t.c
// RUN: clang -fopenmp -Werror=implicit-function-declaration -c %t.c -o %t.o
// RUN: accc -DWHOLE_FILE -fopenacc-print=omp %s -o %t.whole.c
// RUN: FileCheck %s --check-prefix=WHOLE < %t.whole.c
// RUN: clang -std=c99 -DWHOLE_FILE -fopenmp -Werror=implicit-function-declaration -c %t.whole.c -o %t.whole.o
// CHECK: {{^}}#include <omp.h>
// CHECK-NEXT: {{^}}// The printed OpenMP calls
// WHOLE: {{^}}#define _POSIX_C_SOURCE 200809L
// WHOLE-NEXT: {{^}}#include <omp.h>
// WHOLE-NEXT: {{^}}#include <time.h>
#ifndef WHOLE_FILE
int table[4];
#ifdef WITH_STDIO
#include <stdio.h>
#endif

void fill(void) {
#pragma acc parallel loop copyout(table)
  for (int i = 0; i < 4; i++)
    table[i] = i;
}
#else
#define _POSIX_C_SOURCE 200809L
#include <time.h>
double elapsed(double *a, int n) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] += 1;
  return (double)t.tv_sec;
}
#endif
