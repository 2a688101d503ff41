// -fopenacc-print-target=gcc: the printed OpenMP is for GCC 12 (no
// ompx_hold, no present modifier, no tile construct), the same as the four
// pass options it stands for; options given after it override it; an
// unknown compiler is an error. The output builds with gcc and runs as
// accc's executable does.
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold present=no-present update-present=no-present tile=collapse" %s -o %t.options.c
// RUN: cmp %t.gcc.c %t.options.c
// RUN: FileCheck %s --match-full-lines < %t.gcc.c
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc -acc2omp-options=structured-ref-count=hold %s -o - | FileCheck %s --check-prefix=HOLD
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=clang %s -o - | FileCheck %s --check-prefix=CLANG
// RUN: not accc -fopenacc-print=omp -fopenacc-print-target=icc %s 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=3 %t.gcc > %t.gcc.out
// RUN: accc %s -o %t && env OMP_NUM_THREADS=3 %t | cmp - %t.gcc.out

// CHECK: #pragma omp target data map(tofrom: a)
// CHECK: #pragma omp target teams distribute map(alloc: a) num_teams(omp_get_max_threads()) collapse(2)
// CHECK: #pragma omp target update from(a)
// HOLD: #pragma omp target data map(ompx_hold, tofrom: a)
// CLANG: #pragma omp target data map(ompx_hold, tofrom: a)
// CLANG: #pragma omp tile sizes(4, 4)
// CLANG: #pragma omp target update from(present: a)
// ERROR: error: invalid value 'icc' for '-fopenacc-print-target=<compiler>'

#include <stdio.h>

int main(void) {
  static double a[16][16];
#pragma acc data copy(a)
  {
#pragma acc parallel loop tile(4, 4) present(a)
    for (int i = 0; i < 16; i++)
      for (int j = 0; j < 16; j++)
        a[i][j] = i * 16 + j;
#pragma acc update self(a)
  }
  double sum = 0;
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++)
      sum += a[i][j];
  printf("%.0f\n", sum);
  return 0;
}
