// -fopenacc-print=omp of `kernels` with `if(c)` and `default(present)`:
// the condition on the region's `target data` and on every part's
// `target teams` (a nest at its loop directive, a nest without one, the
// code between nests; evaluated once), `default(present)` as `defaultmap(present:
// aggregate)` on every part (not with, for GCC 12, which
// has no such defaultmap). The OpenMP output compiles with clang-22 and gcc
// and prints what accc's executable prints.
//
// RUN: accc -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace
// RUN: accc %s -o %t.accc && env OMP_NUM_THREADS=2 %t.accc > %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=1 %t.clang | cmp - %t.expected
// RUN: env OMP_NUM_THREADS=4 %t.clang | cmp - %t.expected
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold present=no-present" %s -o %t.gcc.c
// RUN: FileCheck %s --check-prefix=GCC < %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | cmp - %t.expected
// RUN: FileCheck %s --check-prefix=RESULT < %t.expected
// RESULT: 4032 126 4032 252

// The condition is evaluated once, when the construct is encountered (the
// code between nests could change what it reads): a local of a block.
// CHECK:static double kernels_if(int n, int limit) {
// CHECK-NEXT:{
// CHECK-NEXT:const int acc2omp_kernels_if = (n > limit) != 0;
// CHECK-NEXT:#pragma omp target data if(acc2omp_kernels_if) map(ompx_hold, tofrom: a) map(ompx_hold, tofrom: b) map(ompx_hold, tofrom: n)
// CHECK-NEXT:  {
// CHECK-NEXT:#pragma omp target teams distribute num_teams(omp_get_max_threads()) if(acc2omp_kernels_if)
// CHECK:    #pragma omp target teams num_teams(1) thread_limit(1) map(tofrom: n) if(acc2omp_kernels_if)
// CHECK:  }
// CHECK-NEXT:}
// CHECK-NEXT:  return b[n - 1];
// CHECK:    #pragma omp target teams num_teams(1) thread_limit(1) defaultmap(present: aggregate)
// CHECK:#pragma omp target teams distribute num_teams(omp_get_max_threads()) defaultmap(present: aggregate)
// GCC-NOT: {{^ *}}#pragma omp {{.*}}defaultmap

#include <stdio.h>

static double a[64], b[64];

static double kernels_if(int n, int limit) {
#pragma acc kernels if(n > limit) copy(a, b)
  {
#pragma acc loop independent
    for (int i = 0; i < n; i++)
      a[i] = i * 2.0;
    for (int i = 1; i < n; i++)
      b[i] = b[i - 1] + a[i];
  }
  return b[n - 1];
}

static double kernels_present(void) {
  double table[64];
  for (int i = 0; i < 64; i++)
    table[i] = i;
#pragma acc data copy(table)
  {
#pragma acc kernels default(present)
    for (int i = 0; i < 64; i++)
      table[i] *= 2;
#pragma acc kernels default(present)
    {
#pragma acc loop independent
      for (int i = 0; i < 64; i++)
        table[i] *= 32;
    }
  }
  return table[63];
}

int main(void) {
  double x = kernels_if(64, 10), y = kernels_present();
  double z = kernels_if(64, 1000);
  printf("%g %g %g %g\n", x, y / 32, z, y / 16);
  return 0;
}
