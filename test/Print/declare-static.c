// A `static` global in a file-scope `declare create` and an `update` of it:
// clang rejects `target update` of a declare target variable that is not
// externally visible, so printing it is a located error (and no output);
// without the `static` it prints and runs. accc compiles both.
//
// RUN: not accc -fopenacc-print=omp %s -o %t.c 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not ls %t.c
// RUN: accc %s -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: accc -fopenacc-print=omp -DEXTERNAL %s -o %t.omp.c && clang -fopenmp -DEXTERNAL -w %t.omp.c -o %t.omp && %t.omp | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=EXTERNAL < %t.omp.c
// OUT: 14 7

#include <stdio.h>
#define N 8
#ifdef EXTERNAL
double g[N];
#else
static double g[N];
#endif
#pragma acc declare create(g)
// EXTERNAL: #pragma omp declare target(g)

int main(void) {
  double a[N];
  for (int i = 0; i < N; i++) a[i] = i;
#pragma acc parallel loop copy(a) present(g)
  for (int i = 0; i < N; i++) { g[i] = a[i]; a[i] *= 2; }
#pragma acc update self(g)
  // CHECK: declare-static.c:[[@LINE-1]]:1: error: unsupported: printing 'update' of 'g', a static variable in a 'declare' directive, as OpenMP ('target update' of a declare target variable that is not externally visible is rejected by clang)
  // EXTERNAL: #pragma omp target update from(present: g)
  printf("%g %g\n", a[N - 1], g[N - 1]);
  return 0;
}
