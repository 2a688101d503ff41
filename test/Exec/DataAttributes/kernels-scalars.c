// OpenACC 3.3 §2.6.2: a scalar that a kernels construct uses without a data
// clause (its own, or a visible one) is `copy`: its writes reach the host
// (a convergence flag, Rodinia's BFS `cost`). accc's conservative kernels
// translation lists such scalars on the kernels' data region (`target data
// map(tofrom: ...)`), and each part (a loop nest's compute construct, the
// code between nests) maps them `tofrom`, as it does a scalar in an
// explicit copy clause of the kernels. accc's executable, the printed
// OpenMP (clang-22, gcc) and GCC's OpenACC print the same.
//
// RUN: accc -O2 %s -o %t 2>/dev/null
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t | FileCheck %s
// RUN: accc -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefix=OMP
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c 2>/dev/null && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=4 %t.clang | FileCheck %s
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold present=no-present" %s -o %t.gcc.c 2>/dev/null
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | FileCheck %s
// RUN: gcc -fopenacc -foffload=disable -w %s -o %t.gacc && %t.gacc | FileCheck %s

#include <stdio.h>
#define N 100

int a[N];

// OMP-LABEL: void flag_between_nests(void) {
// OMP: #pragma omp target data map(ompx_hold, tofrom: flag)
// OMP: #pragma omp target teams num_teams(1) thread_limit(1) map(tofrom: flag)
void flag_between_nests(void) {
  int flag = 0;
#pragma acc kernels
  {
    for (int i = 0; i < N; i++)
      if (a[i] == 42)
        flag = 1;
  }
  // CHECK: flag_between_nests: flag=1
  printf("flag_between_nests: flag=%d\n", flag);
}

// OMP-LABEL: void cost_in_a_nest(void) {
// OMP: #pragma omp target data map(ompx_hold, tofrom: cost)
// OMP-NEXT: #pragma omp target teams map(tofrom: cost) num_teams(1)
void cost_in_a_nest(void) {
  int cost = 12;
#pragma acc kernels loop
  for (int i = 0; i < N; i++)
    if (a[i] == 99)
      cost = -1;
  // CHECK: cost_in_a_nest: cost=-1
  printf("cost_in_a_nest: cost=%d\n", cost);
}

// An explicit copy of a scalar, used in a nest and between nests.
// OMP-LABEL: void explicit_copy(void) {
// OMP: #pragma omp target data map(ompx_hold, tofrom: s) map(ompx_hold, tofrom: b)
// OMP: #pragma omp target teams map(tofrom: s) num_teams(1)
// OMP: #pragma omp target teams num_teams(1) thread_limit(1) map(tofrom: s)
void explicit_copy(void) {
  int s = 1;
  int b[N];
#pragma acc kernels copy(s, b)
  {
#pragma acc loop seq
    for (int i = 0; i < N; i++)
      b[i] = s + i;
    s = b[N - 1] * 2;
  }
  // CHECK: explicit_copy: s=200 b[99]=100
  printf("explicit_copy: s=%d b[99]=%d\n", s, b[N - 1]);
}

// A scalar with a clause of an enclosing data construct: no implicit copy
// of its own; its write is the variable's.
void visible_through_data(void) {
  long total = 0;
#pragma acc data copy(total)
  {
#pragma acc kernels
    {
      for (int i = 0; i < N; i++)
        total += a[i];
    }
  }
  // CHECK: visible_through_data: total=4950
  printf("visible_through_data: total=%ld\n", total);
}

// A loop's reduction variable that the code after the loop updates: the
// loop's clause does not give it the kernels' data attribute, its implicit
// copy does (it was each part's firstprivate: `s += k` was lost, 45 for 73;
// found by differential testing).
// OMP-LABEL: void reduction_then_code(void) {
// OMP: #pragma omp target data map(ompx_hold, tofrom: b) map(ompx_hold, tofrom: s) map(ompx_hold, tofrom: k)
// OMP: #pragma omp target teams num_teams(1) thread_limit(1) map(tofrom: k, s)
void reduction_then_code(void) {
  int b[64], s = 0, k = 28;
  for (int i = 0; i < 64; i++)
    b[i] = i;
#pragma acc kernels copy(b)
  {
#pragma acc loop independent reduction(+:s)
    for (int i = 0; i < 10; i++)
      s += b[i];
    s += k;
  }
  // CHECK: reduction_then_code: s=73
  printf("reduction_then_code: s=%d\n", s);
}

int main(void) {
  for (int i = 0; i < N; i++)
    a[i] = i;
  flag_between_nests();
  cost_in_a_nest();
  explicit_copy();
  visible_through_data();
  reduction_then_code();
  return 0;
}
