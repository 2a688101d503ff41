// -fopenacc-print=omp of routine: before a function, `declare target` and
// `end declare target` after it; `routine(name)` -> `declare target(name)`.
// The OpenMP builds with clang-22 and gcc and prints what accc's executable
// prints.
//
// RUN: accc -fopenacc-print=omp %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: accc -fopenacc-print=acc-omp %s | FileCheck %s --check-prefix=ACCOMP --match-full-lines --strict-whitespace
// RUN: accc %s -o %t.accc && env OMP_NUM_THREADS=4 %t.accc > %t.expected
// RUN: FileCheck %s --check-prefix=RESULT < %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=4 %t.clang | cmp - %t.expected
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.clang | cmp - %t.expected
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold" %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | cmp - %t.expected
// RESULT: 2440 1650

#include <stdio.h>

// CHECK:#pragma omp declare target
// CHECK-NEXT:static int square(int x) {
// CHECK-NEXT:  return x * x;
// CHECK-NEXT:}
// CHECK-NEXT:#pragma omp end declare target
// ACCOMP:#pragma acc routine seq
// ACCOMP-NEXT:// #pragma omp declare target
// ACCOMP-NEXT:static int square(int x) {
// ACCOMP-NEXT:  return x * x;
// ACCOMP-NEXT:}
// ACCOMP-NEXT:// #pragma omp end declare target
#pragma acc routine seq
static int square(int x) {
  return x * x;
}

static int triple(int x) { return 3 * x; }
// CHECK:#pragma omp declare target(triple)
#pragma acc routine(triple) seq

int main(void) {
  int s = 0, t = 0;
#pragma acc parallel loop reduction(+:s, t)
  for (int i = 0; i < 20; i++) {
    s += square(i) / 1;
    t += triple(i) * 10;
  }
  printf("%d %d\n", s - 30, t / 3 - 250);
  return 0;
}
