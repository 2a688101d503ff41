// -fopenacc-print=omp of atomic: each form keeps its clause (atomic alone
// is update), its statement unchanged; the OpenMP builds with clang-22 and
// gcc and prints what accc's executable prints.
//
// RUN: accc -fopenacc-print=omp %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: accc %s -o %t.accc && env OMP_NUM_THREADS=4 %t.accc > %t.expected
// RUN: FileCheck %s --check-prefix=RESULT < %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=4 %t.clang | cmp - %t.expected
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.clang | cmp - %t.expected
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold" %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | cmp - %t.expected
// RESULT: 34 50 101 1
// CHECK:#pragma omp target teams distribute map(ompx_hold, tofrom: hits) map(ompx_hold, tofrom: x) map(ompx_hold, tofrom: last) map(ompx_hold, tofrom: y) num_teams(omp_get_max_threads()) private(v, seen)
// CHECK:#pragma omp atomic update
// CHECK-NEXT:      hits++;
// CHECK:#pragma omp atomic update
// CHECK-NEXT:    x += 0.5;
// CHECK:#pragma omp atomic capture
// CHECK-NEXT:    { v = last; last += 1; }
// CHECK-NEXT:#pragma omp atomic read
// CHECK-NEXT:    seen = last;
// CHECK-NEXT:#pragma omp atomic write
// CHECK-NEXT:    y = 1.0;
#include <stdio.h>
int main(void) {
  int hits = 0, last = 0, v, seen;
  double x = 0.0, y = 0.0;
#pragma acc parallel loop copy(hits, x, last, y) private(v, seen)
  for (int i = 0; i < 100; i++) {
    if (i % 3 == 0) {
#pragma acc atomic update
      hits++;
    }
#pragma acc atomic
    x += 0.5;
#pragma acc atomic capture
    { v = last; last += 1; }
#pragma acc atomic read
    seen = last;
#pragma acc atomic write
    y = 1.0;
  }
  // In a serial construct, directly: the construct prints as a plain
  // target (OpenMP allows no atomic strictly nested in teams).
  // CHECK:#pragma omp target map(ompx_hold, tofrom: last)
  // CHECK-NEXT:  {
  // CHECK-NEXT:#pragma omp atomic update
#pragma acc serial copy(last)
  {
#pragma acc atomic update
    last += 1;
  }
  printf("%d %g %d %g\n", hits, x, last, y);
  return 0;
}
