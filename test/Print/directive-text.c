// -fopenacc-print=omp on directives as programs write them: macros that
// write clauses or the directive's name (their text is printed; macros in
// clause arguments stay), comments in and after directives, blanks after
// standalone directives, a no-break space between clauses, a non-ASCII
// identifier, directives inside comments, string literals and inactive
// preprocessor blocks (left as they are), and _OPENACC: its definition is
// inserted first, with a warning, so that the OpenMP selects the same code.
// The OpenMP compiles with clang-22 and gcc and prints what accc's
// executable prints, which is the sequential program's output.
//
// RUN: accc -fopenacc-print=omp %s 2>%t.warnings | FileCheck %s --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=WARN < %t.warnings
// RUN: accc %s -o %t.accc 2>/dev/null
// RUN: env OMP_NUM_THREADS=1 %t.accc > %t.expected
// RUN: env OMP_NUM_THREADS=4 %t.accc | cmp - %t.expected
// RUN: clang -w -Wno-unknown-pragmas -D_OPENACC %s -o %t.seq && %t.seq | cmp - %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c 2>/dev/null && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=4 %t.clang | cmp - %t.expected
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.clang | cmp - %t.expected
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold present=no-present update-present=no-present" %s -o %t.gcc.c 2>/dev/null
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | cmp - %t.expected
// RUN: FileCheck %s --check-prefix=RESULT < %t.expected
// RESULT: 2016 126 2016 1.890462 64 openacc

// CHECK:#define _OPENACC 202506
// CHECK-NEXT:// -fopenacc-print=omp on directives as programs write them: macros that
#include <stdio.h>
#define N 64
#define GV gang vector
#define PL parallel loop
#define CLAUSES copyout(b[0:N]) reduction(+:s)
#define RED(op, v) reduction(op:v)
#define SECTION(x, n) x[0:n]
#define NG 4
#define CAT(a, b) a##b
#define EMPTY

/* An example in a comment:
#pragma acc parallel loop
*/
// CHECK:#pragma acc parallel loop
int main(void) {
  double a[N], b[N], s = 0, t = 0, u = 1, café[N];
  const char *text = "#pragma acc kernels";
  for (int i = 0; i < N; i++) a[i] = i;
#pragma acc parallel loop GV /* a comment */ copyin(SECTION(a, N)) CLAUSES // trailing
  // CHECK:#pragma omp target teams distribute simd map(ompx_hold, to: SECTION(a,N)) map(ompx_hold, from: b[0:64]) num_teams(omp_get_max_threads()) reduction(+:s) // trailing
  for (int i = 0; i < N; i++) {
    b[i] = 2 * a[i];
    s += a[i];
  }
#pragma acc PL CAT(num_, gangs)(NG) RED(+, t) \
    copyin(a[0:N]) /* a comment that
    continues the directive */ RED(*, u)
  // CHECK:#pragma omp target teams distribute map(ompx_hold, to: a[0:N]) num_teams(NG) reduction(+:t) reduction(*:u)
  EMPTY for (int i = 0; i < N; i++) {
    t += a[i];
    u *= 1.01;
  }
#pragma acc enter data copyin(a[0:N]) 
#pragma acc update device(a[0:N])	
#pragma acc exit data delete(a[0:N]) // done
#pragma acc wait 
  // CHECK:#pragma omp target enter data map(to: a[0:N]) 
  // CHECK-NEXT:#pragma omp target update to(present: a[0:N])	
  // CHECK-NEXT:#pragma omp target exit data map(release: a[0:N]) // done
  // CHECK-NEXT:#pragma omp taskwait 
#pragma acc parallel loop copyout(café) present_or_copyin(a)
  // CHECK:#pragma omp target teams distribute map(ompx_hold, from: café) map(ompx_hold, to: a) num_teams(omp_get_max_threads())
  for (int i = 0; i < N; i++) café[i] = a[i];
#if 0
  #pragma acc kernels bogus
#endif
// WARN: directive-text.c:[[@LINE+1]]:9: warning: '_OPENACC' is used: '#define _OPENACC 202506' is inserted at the start of the OpenMP translation so that it selects the same code
#ifndef _OPENACC
  printf("no openacc\n");
  #pragma acc parallel also bogus
#else
  printf("%g %g %g %.6f %g %s\n", s, b[N - 1], t, u, café[N - 1] + 1, "openacc");
#endif
  // CHECK:  #pragma acc kernels bogus
  // CHECK:  #pragma acc parallel also bogus
  (void)text;
  return 0;
}
