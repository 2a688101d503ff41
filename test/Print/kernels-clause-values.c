// -fopenacc-print=omp of `kernels` clauses whose values every part uses
// (`if`, `self`, `num_gangs`, `num_workers`, `vector_length`): OpenACC
// evaluates them once, when the construct is encountered; the printed
// parts are one target region each, so a non-constant value is a `const`
// local of a block around the construct that every part names (calls with
// side effects ran once per part, and code between nests that changes a
// variable the clause reads changed the later parts' value). A loop's own
// `worker(n)` in `kernels` is its part's `num_threads(n)` (it named an
// undeclared local). `set default_async(q)` is the runtime's call where the
// file includes openacc.h (it was dropped: acc_get_default_async read the
// old queue). The OpenMP output compiles with clang-22 and gcc and prints
// what accc's executable prints.
//
// RUN: accc -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace
// RUN: accc %s -o %t.accc && env OMP_NUM_THREADS=2 %t.accc > %t.expected
// RUN: FileCheck %s --check-prefix=RESULT < %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c
// RUN: clang -fopenmp -w %t.omp.c -o %t.clang %acc_runtime
// RUN: env OMP_NUM_THREADS=1 %t.clang | cmp - %t.expected
// RUN: env OMP_NUM_THREADS=4 %t.clang | cmp - %t.expected
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc %acc_runtime
// RUN: env OMP_NUM_THREADS=4 %t.gcc | cmp - %t.expected
// RUN: env OMP_NUM_THREADS=1 %t.gcc | cmp - %t.expected

// RESULT: calls 1 31 1 1 sum 26802 default queue 5 2

// CHECK:{
// CHECK-NEXT:const int acc2omp_kernels_if = (count(&if_calls)) != 0;
// CHECK-NEXT:const int acc2omp_num_gangs = count(&gang_calls) + 1;
// CHECK-NEXT:const int acc2omp_num_workers = workers;
// CHECK-NEXT:(void)(count(&length_calls));
// CHECK-NEXT:#pragma omp target data if(acc2omp_kernels_if) map(ompx_hold, tofrom: a) map(ompx_hold, tofrom: workers)
// CHECK-NEXT:  {
// CHECK-NEXT:#pragma omp target teams distribute parallel for if(acc2omp_kernels_if) num_teams(acc2omp_num_gangs) num_threads(acc2omp_num_workers)
// CHECK:    #pragma omp target teams num_teams(1) thread_limit(1) map(tofrom: workers) if(acc2omp_kernels_if)
// CHECK:#pragma omp target teams distribute parallel for if(acc2omp_kernels_if) num_teams(acc2omp_num_gangs) num_threads(acc2omp_num_workers)
// CHECK:  }
// CHECK-NEXT:}
// CHECK:#pragma omp target teams distribute parallel for {{.*}}num_threads(w)
// CHECK:#pragma omp parallel for num_threads(w + 1)
// CHECK:acc_set_default_async(5);
// CHECK:if (workers > 100) acc_set_default_async(7);

#include <openacc.h>
#include <stdio.h>

static int if_calls, gang_calls, length_calls;

static int count(int *calls) {
  *calls += 1;
  return *calls;
}

int main(int argc, char **argv) {
  int a[64];
  int workers = argc + 1;
  for (int i = 0; i < 64; i++)
    a[i] = i;
#pragma acc kernels if(count(&if_calls)) num_gangs(count(&gang_calls) + 1) num_workers(workers) vector_length(count(&length_calls)) copy(a)
  {
#pragma acc loop independent gang worker
    for (int i = 0; i < 64; i++)
      a[i] += 1;
    // The later part's workers stay the value at the construct.
    workers = 30;
#pragma acc loop independent gang worker
    for (int i = 0; i < 64; i++)
      a[i] *= 3;
  }
  int w = argc + 2;
#pragma acc kernels loop independent gang worker(w) copy(a)
  for (int i = 0; i < 64; i++)
    a[i] += w;
#pragma acc kernels copy(a)
  {
#pragma acc loop independent gang
    for (int j = 0; j < 8; j++) {
#pragma acc loop independent worker(w + 1)
      for (int i = 0; i < 8; i++)
        a[j * 8 + i] += j;
    }
  }
  long sum = 0;
  for (int i = 0; i < 64; i++)
    sum += a[i] * (i % 7 + 1);
#pragma acc set default_async(5)
  int queue = acc_get_default_async();
#pragma acc set default_async(7) if(workers > 100)
  printf("calls %d %d %d %d sum %ld default queue %d %d\n", if_calls, workers + gang_calls,
         gang_calls, length_calls, sum, queue, acc_get_default_async() == 5 ? 2 : 0);
  return 0;
}
