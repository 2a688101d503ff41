// -fopenacc-print=omp of kernels, as accc translates it (conservatively):
// the data clauses become a target data region; each loop nest with a
// loop directive becomes a compute construct there (target teams
// distribute when independent, else target teams num_teams(1) with the
// loop sequential); the code between nests runs as a serial construct,
// wrapped in a block; kernels loop prints both lines. The OpenMP builds
// with clang-22 and gcc and prints what accc's executable prints.
//
// RUN: accc -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace
// RUN: accc -fopenacc-print=acc-omp %s 2>/dev/null | FileCheck %s --check-prefix=ACCOMP --match-full-lines --strict-whitespace
// RUN: accc %s -o %t.accc 2>/dev/null && env OMP_NUM_THREADS=4 %t.accc > %t.expected
// RUN: FileCheck %s --check-prefix=RESULT < %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c 2>/dev/null && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=4 %t.clang | cmp - %t.expected
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.clang | cmp - %t.expected
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold present=no-present" %s -o %t.gcc.c 2>/dev/null
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | cmp - %t.expected
// RESULT: 1 127 2016 64

#include <stdio.h>
#define N 64

int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
  // CHECK:#pragma omp target data map(ompx_hold, to: a) map(ompx_hold, from: b)
  // CHECK-NEXT:  {
  // CHECK-NEXT:#pragma omp target teams distribute num_teams(omp_get_max_threads())
  // CHECK-NEXT:    for (int i = 0; i < N; i++)
  // CHECK-NEXT:      b[i] = 2 * a[i];
  // CHECK-NEXT:    #pragma omp target teams num_teams(1) thread_limit(1)
  // CHECK-NEXT:    {
  // CHECK-NEXT:    b[0] = 0;
  // CHECK-NEXT:    b[1] = b[1] * 1;
  // CHECK-NEXT:    }
  // CHECK-NEXT:#pragma omp target teams num_teams(1) thread_limit(1)
  // CHECK-NEXT:    for (int i = 1; i < N; i++)
  // ACCOMP:#pragma acc kernels copyin(a) copyout(b)
  // ACCOMP-NEXT:// #pragma omp target data map(ompx_hold, to: a) map(ompx_hold, from: b)
  // ACCOMP:    // #pragma omp target teams num_teams(1) thread_limit(1)
  // ACCOMP-NEXT:    b[0] = 0;
#pragma acc kernels copyin(a) copyout(b)
  {
#pragma acc loop independent
    for (int i = 0; i < N; i++)
      b[i] = 2 * a[i];
    b[0] = 0;
    b[1] = b[1] * 1;
#pragma acc loop seq
    for (int i = 1; i < N; i++)
      b[i] = b[i] > b[i - 1] ? b[i] : b[i - 1];
  }
  double sum = 0;
  // CHECK:#pragma omp target data map(ompx_hold, tofrom: sum)
  // CHECK-NEXT:#pragma omp target teams distribute num_teams(omp_get_max_threads()) reduction(+:sum)
#pragma acc kernels loop independent reduction(+:sum)
  for (int i = 0; i < N; i++)
    sum += a[i];
  // A kernels region with one nest and no data clause: its directive goes
  // (it used to be "unsupported: printing the 'kernels' directive").
  // CHECK:  {
  // CHECK-NEXT:#pragma omp target teams distribute num_teams(omp_get_max_threads())
  // CHECK-NEXT:    for (int i = 0; i < N; i++)
  // CHECK-NEXT:      b[i] = b[i] + 1;
  // CHECK-NEXT:  }
#pragma acc kernels
  {
#pragma acc loop independent
    for (int i = 0; i < N; i++)
      b[i] = b[i] + 1;
  }
  printf("%g %g %g %d\n", b[0], b[N - 1], sum, N);
  return 0;
}
