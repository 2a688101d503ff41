// -fopenacc-print=omp of declare: at file scope, declare target(list); in
// a function, target enter data where the directive is and target exit
// data before every return (wrapped with it in a block) and before the
// closing brace when the function falls off its end. The OpenMP builds
// with clang-22 and gcc and prints what accc's executable prints.
//
// RUN: accc -fopenacc-print=omp %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: accc %s -o %t.accc && env OMP_NUM_THREADS=4 %t.accc > %t.expected
// RUN: FileCheck %s --check-prefix=RESULT < %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=4 %t.clang | cmp - %t.expected
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.clang | cmp - %t.expected
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold present=no-present update-present=no-present" %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | cmp - %t.expected
// RESULT: 20 -1 12

#include <stdio.h>

static double scale[4] = {1, 2, 3, 4};
#pragma acc declare copyin(scale)
// CHECK:#pragma omp declare target(scale)

static double total(int n) {
  double t[4];
#pragma acc declare create(t)
  // CHECK:#pragma omp target enter data map(alloc: t)
  if (n < 0)
    return -1;
  // CHECK:  if (n < 0)
  // CHECK-NEXT:    {
  // CHECK-NEXT:    #pragma omp target exit data map(release: t)
  // CHECK-NEXT:    return -1;
  // CHECK-NEXT:    }
  double s = 0;
#pragma acc parallel loop present(t) reduction(+:s)
  for (int i = 0; i < 4; i++) {
    t[i] = scale[i] * 2;
    s += t[i];
  }
  return s + n - n;
}

static void fill(double *out) {
  double u[2];
#pragma acc declare copy(u)
  u[0] = 5;
  u[1] = 7;
  // CHECK:    out[i] = u[i];
  // CHECK-NEXT:  #pragma omp target exit data map(from: u)
  // CHECK-NEXT:}
#pragma acc parallel loop present(u) copyout(out[0:2])
  for (int i = 0; i < 2; i++)
    out[i] = u[i];
}

int main(void) {
  double out[2];
  fill(out);
  printf("%g %g %g\n", total(4), total(-1), out[0] + out[1]);
  return 0;
}
