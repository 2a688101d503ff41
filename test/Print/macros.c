// -fopenacc-print=omp around macros: a directive's clauses keep their
// macros as spelled; an associated statement that starts, ends or lies in a
// macro expansion (an object-like macro, a function-like macro with its
// arguments, a macro that writes the whole `for`) is wrapped and rewritten
// at the macro's use (a sequential loop's local copies of the variables it
// privatizes too: their names come from the IR, not the `for`), and the macros, comments and blank lines around the
// directives are left as they are. The OpenMP compiles with clang-22 and
// gcc and prints what accc's executable prints.
//
// RUN: accc -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace
// RUN: accc %s -o %t.accc 2>/dev/null && env OMP_NUM_THREADS=4 %t.accc > %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c 2>/dev/null && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=4 %t.clang | cmp - %t.expected
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.clang | cmp - %t.expected
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold" %s -o %t.gcc.c 2>/dev/null
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | cmp - %t.expected
// RUN: FileCheck %s --check-prefix=RESULT < %t.expected
// RESULT: 103 113 109 8 8 6

#include <stdio.h>
#define N 8
#define ADD(x) 1 + x
#define BODY(x) x += 1
#define BLOCK(s) { s; }
#define LOOP(i) for (int i = 0; i < N; i++)
#define EACH(v, n) for (v = 0; v < n; v++)
#define WORKERS (t + 2)

int main(void) {
  int a[N] = {0}, t = 0;

  /* num_workers from a macro: the const local keeps the macro. */
#pragma acc parallel copy(a[0:N]) num_workers(WORKERS)
#pragma acc loop gang worker
  for (int i = 0; i < N; i++) a[i] = ADD(i)
    ;
  // CHECK:  /* num_workers from a macro: the const local keeps the macro. */
  // CHECK-NEXT:{
  // CHECK-NEXT:const int acc2omp_num_workers = WORKERS;
  // CHECK-NEXT:#pragma omp target teams map(ompx_hold, tofrom: a[0:N]) num_teams(omp_get_max_threads())
  // CHECK-NEXT:#pragma omp distribute parallel for num_threads(acc2omp_num_workers)
  // CHECK-NEXT:  for (int i = 0; i < N; i++) a[i] = ADD(i)
  // CHECK-NEXT:    ;
  // CHECK-NEXT:}

  // Code between kernels' loop nests that ends in a macro.
#pragma acc kernels copy(a)
  {
    a[0] = ADD(a[0]);
#pragma acc loop independent
    for (int i = 0; i < N; i++) BODY(a[i]);
    BLOCK(a[1] += 10)
  }
  // CHECK:#pragma omp target data map(ompx_hold, tofrom: a)
  // CHECK-NEXT:  {
  // CHECK-NEXT:    #pragma omp target teams num_teams(1) thread_limit(1)
  // CHECK-NEXT:    {
  // CHECK-NEXT:    a[0] = ADD(a[0]);
  // CHECK-NEXT:    }
  // CHECK-NEXT:#pragma omp target teams distribute num_teams(omp_get_max_threads())
  // CHECK-NEXT:    for (int i = 0; i < N; i++) BODY(a[i]);
  // CHECK-NEXT:    #pragma omp target teams num_teams(1) thread_limit(1)
  // CHECK-NEXT:    {
  // CHECK-NEXT:    BLOCK(a[1] += 10)
  // CHECK-NEXT:    }
  // CHECK-NEXT:  }

  // The whole loop written by a macro.
#pragma acc parallel loop copy(a) num_workers(t + 1) worker
  LOOP(i) BLOCK(a[i] += 100)
  // CHECK:{
  // CHECK-NEXT:const int acc2omp_num_workers = t + 1;
  // CHECK-NEXT:#pragma omp target teams distribute parallel for map(ompx_hold, tofrom: a) num_teams(omp_get_max_threads()) num_threads(acc2omp_num_workers)
  // CHECK-NEXT:  LOOP(i) BLOCK(a[i] += 100)
  // CHECK-NEXT:}
  int count = 0;
#pragma acc parallel loop reduction(+:count)
  LOOP(k) count += 1;
  // CHECK:#pragma omp target teams distribute num_teams(omp_get_max_threads()) reduction(+:count)
  // CHECK-NEXT:  LOOP(k) count += 1;
  // Sequential loops whose `for` a macro writes over a variable declared
  // outside: `seq` shares it, `auto` makes it private (a local copy).
  int v, twice = 0, sum = 0;
#pragma acc parallel copy(twice, sum)
  {
#pragma acc loop seq
    EACH(v, 4) twice += 2;
#pragma acc loop auto
    EACH(v, 4) sum += v;
  }
  // CHECK:#pragma omp target teams map(ompx_hold, tofrom: twice) map(ompx_hold, tofrom: sum) num_teams(1) firstprivate(v)
  // CHECK-NEXT:  {
  // CHECK-NEXT:    EACH(v, 4) twice += 2;
  // CHECK-NEXT:{ __typeof__(v) v;
  // CHECK-NEXT:    EACH(v, 4) sum += v; }
  // CHECK-NEXT:  }
  printf("%d %d %d %d %d %d\n", a[0], a[1], a[7], count, twice, sum);
  return 0;
}
