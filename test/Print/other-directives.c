// -fopenacc-print=omp of the directives OpenMP does without or spells
// otherwise: init, shutdown and cache lines go (as Clacc drops cache); set
// device_num(n) -> omp_set_default_device(n); with <omp.h> included before
// the file's first #include; host_data use_device(p) ->
// target data use_device_ptr(p) (use_device_addr for an array);
// deviceptr(p) -> is_device_ptr(p). The OpenMP builds with clang-22 and gcc
// and prints what accc's executable prints.
//
// RUN: accc -fopenacc-print=omp %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: accc -fopenacc-print=omp %s | not grep "^ *#pragma acc"
// RUN: accc %s -o %t.accc && env OMP_NUM_THREADS=4 %t.accc > %t.expected
// RUN: FileCheck %s --check-prefix=RESULT < %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=4 %t.clang | cmp - %t.expected
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.clang | cmp - %t.expected
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold present=no-present update-present=no-present" %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | cmp - %t.expected
// RESULT: 90 28
// CHECK:#include <omp.h>
// CHECK-NEXT:#include <stdio.h>

#include <stdio.h>

static void twice(int n, double *p) {
#pragma acc parallel loop deviceptr(p)
  // CHECK:#pragma omp target teams distribute num_teams(omp_get_max_threads()) is_device_ptr(p)
  for (int i = 0; i < n; i++)
    p[i] *= 2;
}

int main(void) {
  double x[10];
  double *p = x;
  int n = 10, hits = 0;
#pragma acc init
  // CHECK:int main(void) {
  // CHECK-NEXT:  double x[10];
  // CHECK-NEXT:  double *p = x;
  // CHECK-NEXT:  int n = 10, hits = 0;
  // CHECK-NEXT:  // CHECK:int main(void) {
#pragma acc set device_num(0)
  // CHECK:omp_set_default_device(0);
  for (int i = 0; i < n; i++)
    x[i] = i;
#pragma acc data copy(x)
  {
#pragma acc host_data use_device(p)
    // CHECK:#pragma omp target data use_device_ptr(p)
    twice(n, p);
  }
#pragma acc parallel loop copy(hits) copyin(x)
  for (int i = 0; i < n; i++) {
#pragma acc cache(x[0:10])
    if (x[i] > 4)
#pragma acc atomic update
      hits += 4;
  }
  // CHECK:  for (int i = 0; i < n; i++) {
  // CHECK-NEXT:    if (x[i] > 4)
  // default(present): the aggregates without a clause map present.
  // CHECK:#pragma omp target teams distribute num_teams(omp_get_max_threads()) defaultmap(present: aggregate)
#pragma acc data copy(x)
  {
#pragma acc parallel loop default(present)
    for (int i = 0; i < n; i++)
      x[i] += 0;
  }
#pragma acc shutdown
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += x[i];
  printf("%g %d\n", sum, hits);
  return 0;
}
