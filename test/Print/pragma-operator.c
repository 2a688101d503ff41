// -fopenacc-print of directives written with the _Pragma operator: the
// operator (or the use of the macro that writes it, over several lines
// too) becomes the OpenMP directive's `#pragma omp` line; in the acc-omp
// and omp-acc modes the use stays, with the OpenMP beside it as a comment
// (or the other way round). A directive the translation drops (`init`)
// goes, `set` becomes its call. The printed OpenMP builds with clang and
// gives accc's output.
//
// RUN: accc -fopenacc-print=omp %s | FileCheck %s
// RUN: accc -fopenacc-print=acc-omp %s | FileCheck %s --check-prefix=ACC-OMP
// RUN: accc -fopenacc-print=omp-acc %s | FileCheck %s --check-prefix=OMP-ACC
// RUN: accc %s -o %t.accc && env OMP_NUM_THREADS=4 %t.accc > %t.expected
// RUN: FileCheck %s --check-prefix=RESULT < %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=4 %t.clang | cmp - %t.expected
// RESULT: 28 14
//
// A directive written so on a line with other code: an OpenMP `#pragma`
// takes a line of its own, so a located error and no output.
// RUN: not accc -DSHARED -fopenacc-print=omp %s -o %t.shared.c 2>&1 | FileCheck %s --check-prefix=SHARED
// RUN: not test -e %t.shared.c
// CHECK: {{^}}  int a[8], n = 8, s = 0;
// CHECK-NEXT: {{^}}  omp_set_default_device(0);
// CHECK-NEXT: {{^}}  #pragma omp target teams distribute map(ompx_hold, from: a[0:n]) num_teams(omp_get_max_threads()) // the loop
// CHECK-NEXT: {{^}}  for
// CHECK: {{^}}  #pragma omp target teams distribute map(ompx_hold, to: a[0:n]) num_teams(omp_get_max_threads()) reduction(+:s)
// CHECK-NEXT: {{^}}  for
// ACC-OMP: {{^}}  PARALLEL_LOOP(copyin(a[0:n])
// ACC-OMP-NEXT: {{^}}                reduction(+:s))
// ACC-OMP-NEXT: {{^}}  // #pragma omp target teams distribute map(ompx_hold, to: a[0:n]) num_teams(omp_get_max_threads()) reduction(+:s)
// OMP-ACC: {{^}}  #pragma omp target teams distribute map(ompx_hold, to: a[0:n]) num_teams(omp_get_max_threads()) reduction(+:s)
// OMP-ACC-NEXT: {{^}}  // PARALLEL_LOOP(copyin(a[0:n])
// OMP-ACC-NEXT: {{^}}  // reduction(+:s))
// CHECK: {{^}}  #pragma omp target update from(present: a[0:n])
#include <stdio.h>
#define PRAGMA(x) _Pragma(#x)
#define PARALLEL_LOOP(clauses) PRAGMA(acc parallel loop clauses)

int main(void) {
  int a[8], n = 8, s = 0;
  _Pragma("acc init")
  PRAGMA(acc set device_num(0))
  PRAGMA(acc parallel loop copyout(a[0:n])) // the loop
  for (int i = 0; i < n; i++)
    a[i] = i;
  PARALLEL_LOOP(copyin(a[0:n])
                reduction(+:s))
  for (int i = 0; i < n; i++)
    s += a[i];
  _Pragma("acc data copyin(a[0:n])")
  {
    _Pragma("acc parallel loop present(a[0:n])")
    for (int i = 0; i < n; i++)
      a[i] *= 2;
    _Pragma("acc update self(a[0:n])")
  }
#ifdef SHARED
  // SHARED: pragma-operator.c:[[@LINE+1]]:14: error: unsupported: printing an OpenACC directive written with the '_Pragma' operator on a line with other code (an OpenMP '#pragma' takes a line of its own)
  int x = 0; _Pragma("acc wait")
#endif
  printf("%d %d\n", s, a[7]);
  return 0;
}
