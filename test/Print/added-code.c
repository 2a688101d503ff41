// The C that Clacc's mapping adds around directives: a block with a
// `const` local for a non-constant num_workers that worker loops use as
// num_threads; `(void)(arg);` for a num_workers or vector_length argument
// that OpenMP does without and that may have side effects; a block with a
// local copy of a sequential (here `auto`) loop's control variable declared
// outside its `for` (OpenACC makes it private; a `seq` loop's is shared,
// Clacc's rule: test/Exec/Loops/assigned-control-variables.c). The OpenMP
// builds with clang-22 and gcc
// and prints what accc's executable prints.
//
// RUN: accc -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace
// RUN: accc %s -o %t.accc 2>/dev/null && env OMP_NUM_THREADS=4 %t.accc > %t.expected
// RUN: FileCheck %s --check-prefix=RESULT < %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c 2>/dev/null && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=4 %t.clang | cmp - %t.expected
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.clang | cmp - %t.expected
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold" %s -o %t.gcc.c 2>/dev/null
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | cmp - %t.expected
// RESULT: 1 19 2 63

#include <stdio.h>

static int calls = 0;
static int count(void) {
  calls++;
  return 2;
}

int main(void) {
  int n = 100, w = 3, i, j;
  double a[100], b[8][8];
  // CHECK:{
  // CHECK-NEXT:const int acc2omp_num_workers = w;
  // CHECK-NEXT:#pragma omp target teams map(ompx_hold, from: a) num_teams(2)
  // CHECK:#pragma omp parallel for num_threads(acc2omp_num_workers)
  // CHECK:        a[i * 10 + j] = i + j;
  // CHECK-NEXT:    }
  // CHECK-NEXT:  }
  // CHECK-NEXT:}
#pragma acc parallel num_gangs(2) num_workers(w) copyout(a)
  {
#pragma acc loop gang
    for (int i = 0; i < 10; i++) {
#pragma acc loop worker
      for (int j = 0; j < 10; j++)
        a[i * 10 + j] = i + j;
    }
  }
  // CHECK:{
  // CHECK-NEXT:(void)(count());
  // CHECK-NEXT:(void)(count() + 6);
  // CHECK-NEXT:#pragma omp target teams distribute map(ompx_hold, tofrom: a) num_teams(omp_get_max_threads())
  // CHECK-NEXT:  for (int i = 0; i < n; i++)
  // CHECK-NEXT:    a[i] += 1;
  // CHECK-NEXT:}
#pragma acc parallel loop num_workers(count()) vector_length(count() + 6) copy(a)
  for (int i = 0; i < n; i++)
    a[i] += 1;
  // CHECK:{ __typeof__(j) j;
  // CHECK-NEXT:    for (j = 0; j < 8; j++)
  // CHECK-NEXT:      b[i][j] = i * 8 + j; }
#pragma acc parallel loop gang copyout(b)
  for (i = 0; i < 8; i++) {
#pragma acc loop auto
    for (j = 0; j < 8; j++)
      b[i][j] = i * 8 + j;
  }
  printf("%g %g %d %g\n", a[0], a[99], calls, b[7][7]);
  return 0;
}
