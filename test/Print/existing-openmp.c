// OpenMP directives the file already has: accc ignores them (-fopenacc
// only). Inside a translated OpenACC construct the printed OpenMP must not
// turn them on (a second level of threads, and here a racy reduction of a
// gang-private copy): each line becomes a comment, as Clacc drops them.
// Outside OpenACC constructs they are the user's OpenMP and stay.
//
// RUN: accc -fopenacc-print=omp %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: accc %s -o %t.accc && env OMP_NUM_THREADS=4 %t.accc > %t.expected
// RUN: FileCheck %s --check-prefix=RESULT < %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=4 %t.clang | cmp - %t.expected
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.clang | cmp - %t.expected
// RESULT: 224 14

#include <stdio.h>

int main(void) {
  int a[64], n = 64;
  long s = 0;
  // CHECK:#pragma omp parallel for
  // CHECK-NEXT:  for (int i = 0; i < n; i++)
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = 0;
  // CHECK:#pragma omp target teams distribute map(ompx_hold, tofrom: a) num_teams(omp_get_max_threads()) reduction(+:s)
  // CHECK-NEXT:  for (int i = 0; i < 8; i++) {
  // CHECK-NEXT:// #pragma omp parallel for \
  // CHECK-NEXT://         reduction(+:s)
  // CHECK-NEXT:    for (int j = 0; j < 8; j++) {
#pragma acc parallel loop gang copy(a) reduction(+:s)
  for (int i = 0; i < 8; i++) {
#pragma omp parallel for \
        reduction(+:s)
    for (int j = 0; j < 8; j++) {
      a[i * 8 + j] = i + j;
      s += j;
    }
  }
  printf("%ld %d\n", s, a[63]);
  return 0;
}
