// -fopenacc-print of the data construct: data -> target data, its
// statement unchanged; copy/copyin/copyout/create/present/no_create ->
// map(ompx_hold, tofrom/to/from/alloc/present alloc/alloc) (Clacc's
// structured reference count: ompx_hold; no-hold drops it, as gcc needs);
// if(...) as spelled. Nested data directives are printed too.
//
// RUN: accc -fopenacc-print=omp %s | FileCheck %s --check-prefix=OMP --match-full-lines --strict-whitespace
// RUN: accc -fopenacc-print=omp-acc %s | FileCheck %s --check-prefix=OMPACC --match-full-lines --strict-whitespace
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang && %t.clang | FileCheck %s --check-prefix=RESULT
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold present=no-present update-present=no-present" %s | FileCheck %s --check-prefix=GCC --match-full-lines --strict-whitespace
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold present=no-present update-present=no-present" %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=RESULT
// RUN: accc %s -o %t.accc && %t.accc | FileCheck %s --check-prefix=RESULT
// RESULT: 45 10 0

#include <stdio.h>

int main(void) {
  int n = 10, flag = 1;
  double a[10], b[10], c[10], d[10];
  for (int i = 0; i < n; i++) {
    a[i] = i;
    b[i] = 1;
  }
#pragma acc data copy(a[0:n]) copyin(b[0:n]) copyout(c[0:n]) create(d) if(flag)
  // OMP:#pragma omp target data if(flag) map(ompx_hold, tofrom: a[0:n]) map(ompx_hold, to: b[0:n]) map(ompx_hold, from: c[0:n]) map(ompx_hold, alloc: d)
  // GCC:#pragma omp target data if(flag) map(tofrom: a[0:n]) map(to: b[0:n]) map(from: c[0:n]) map(alloc: d)
  // OMPACC:#pragma omp target data if(flag) map(ompx_hold, tofrom: a[0:n]) map(ompx_hold, to: b[0:n]) map(ompx_hold, from: c[0:n]) map(ompx_hold, alloc: d)
  // OMPACC-NEXT:// #pragma acc data copy(a[0:n]) copyin(b[0:n]) copyout(c[0:n]) create(d) if(flag)
  {
    for (int i = 0; i < n; i++)
      c[i] = 0;
    #pragma acc data present(a[0:n]) no_create(d)
    // OMP:    #pragma omp target data map(ompx_hold, present, alloc: a[0:n]) map(ompx_hold, alloc: d)
    // GCC:    #pragma omp target data map(alloc: a[0:n]) map(alloc: d)
    {
      #pragma acc update self(a[0:n])
      // OMP:      #pragma omp target update from(present: a[0:n])
    }
  }
  double sa = 0.0, sb = 0.0, sc = 0.0;
  for (int i = 0; i < n; i++) {
    sa += a[i];
    sb += b[i];
    sc += c[i];
  }
  printf("%g %g %g\n", sa, sb, sc);
  return 0;
}
