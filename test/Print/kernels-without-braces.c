// -fopenacc-print=omp of `kernels` directives whose statement has no
// braces: a loop directive right after the `kernels` directive is the
// region's one nest (its `target teams` was printed inside the serial
// stretch's, a target region in a target region, which clang and gcc
// reject), and a region that is the branch of an `if` keeps its block
// (the clause locals' and the stretch's) as that branch. The OpenMP builds
// with clang-22 and gcc and prints what accc's executable prints.
//
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c
// RUN: FileCheck %s --input-file=%t.omp.c --match-full-lines
// RUN: accc %s -o %t.accc && %t.accc > %t.expected
// RUN: FileCheck %s --check-prefix=RESULT --input-file=%t.expected
// RUN: clang -fopenmp -w %t.omp.c -o %t.clang && env OMP_NUM_THREADS=4 %t.clang | cmp - %t.expected
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | cmp - %t.expected
//
// RESULT: 2144 2 2272
// CHECK:  if (n > 0)
// CHECK-NEXT:    {
// CHECK-NEXT:    const int acc2omp_num_gangs = n;
// CHECK:    #pragma omp target teams num_teams(1) thread_limit(1)
// CHECK:  else
// CHECK:{
// CHECK-NEXT:const int acc2omp_kernels_if = (n > 1) != 0;
// CHECK-NEXT:const int acc2omp_num_gangs = n;
// CHECK-NEXT:#pragma omp target teams distribute if(acc2omp_kernels_if) num_teams(acc2omp_num_gangs)
// CHECK-NEXT:  for (int i = 0; i < 64; i++)
// CHECK-NEXT:    g[i] += 1;
// CHECK-NEXT:}
// CHECK:#pragma omp target teams distribute num_teams(omp_get_max_threads())
// CHECK-NEXT:  for (int i = 0; i < 64; i++)
// CHECK-NEXT:    g[i] += 2;
#include <stdio.h>

int g[64];

int main(int argc, char **argv) {
  int n = argc + 1;
  for (int i = 0; i < 64; i++)
    g[i] = i;
  if (n > 0)
#pragma acc kernels num_gangs(n) // a comment after the directive
    for (int i = 0; i < 64; i++)
      g[i] += 1;
  else
    n = 5;
#pragma acc kernels if(n > 1) /* a comment */ num_gangs(n)
#pragma acc loop independent gang
  for (int i = 0; i < 64; i++)
    g[i] += 1;
  long sum = 0;
  for (int i = 0; i < 64; i++)
    sum += g[i];
#pragma acc kernels
#pragma acc loop independent gang
  for (int i = 0; i < 64; i++)
    g[i] += 2;
  long after = 0;
  for (int i = 0; i < 64; i++)
    after += g[i];
  printf("%ld %d %ld\n", sum, n, after);
  return 0;
}
