// A collapse(2) loop with vector_length and a reduction, and short/char
// control variables on partitioned loops: each used to stop accc with an
// internal error ("predicted the wrong kernel mode"; a failed LLVM
// translation). accc's executable, the printed OpenMP built by clang-22 and
// gcc, and GCC's OpenACC print the same, except gcc 12 on the signed char
// loop (its OpenMP and OpenACC loops over a signed char both sum to 0: see
// control-variables.c), which only clang-22 builds.
//
// RUN: accc -O2 %s -o %t 2>/dev/null
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t | FileCheck %s
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c 2>/dev/null && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=4 %t.clang | FileCheck %s
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold present=no-present" %s -o %t.gcc.c 2>/dev/null
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | FileCheck %s --check-prefix=GCC
// RUN: gcc -fopenacc -foffload=disable -w %s -o %t.gacc && %t.gacc | FileCheck %s --check-prefix=GCC

#include <stdio.h>

static double a[64][64];

int main(void) {
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] = i + j;
  double s = 0;
#pragma acc parallel loop collapse(2) vector_length(128) reduction(+ : s)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      s += a[i][j];
  // CHECK: collapse: 258048
  // GCC: collapse: 258048
  printf("collapse: %g\n", s);

  short k;
  long t = 0;
#pragma acc parallel loop reduction(+ : t)
  for (k = 0; k < 300; k++)
    t += k;
  signed char c;
  int u = 0;
#pragma acc parallel loop gang vector reduction(+ : u)
  for (c = -100; c < 100; c += 3)
    u += c;
  // CHECK: short: 44850 char: -67
  // GCC: short: 44850 char:
  printf("short: %ld char: %d\n", t, u);
  return 0;
}
