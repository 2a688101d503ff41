// Directives written with C's _Pragma operator (C17 6.10.9): directly,
// from macros with `#` (also of a macro's parameters), through a second
// stringizing macro of a header, as object-like macros, over two lines;
// compute, loop, data, update, atomic, async/wait, routine and declare
// directives. Clang lexes the operator's text from its scratch buffer:
// accc reads the same text (destringized, or stringized again from the
// macro's argument as C spaces it) and matches Clang's clause expressions
// to it by their column there. Before, each was "unsupported: an OpenACC
// directive written with the '_Pragma' operator". A macro may write the
// directive with its loop (and an OpenMP directive beside it, which accc
// ignores), or a compute construct with a loop directive inside: each
// construct takes the operator of its kind (the source printer refuses
// those, PRINTED leaves them out). The same output as the
// sequential program, on the host and on the emulated device, and from
// the printed OpenMP (each directive a '#pragma omp' line where it was).
//
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s --check-prefixes=CHECK,LOOPS
// RUN: env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=2 %t | FileCheck %s --check-prefixes=CHECK,LOOPS
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu
// RUN: env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu | FileCheck %s --check-prefixes=CHECK,LOOPS
// RUN: clang -w %s -o %t.seq && %t.seq | FileCheck %s --check-prefixes=CHECK,LOOPS
// RUN: accc -DPRINTED -fopenacc-print=omp %s -o %t.omp.c
// RUN: clang -fopenmp -w -I %S %t.omp.c -o %t.omp && env OMP_NUM_THREADS=4 %t.omp | FileCheck %s
// RUN: accc -emit-mlir=acc %s -o - | FileCheck %s --check-prefix=IR
// IR-DAG: acc.routine @acc_routine_sq_0 func(@sq) seq
// IR-DAG: acc.routine @acc_routine_cube_0 func(@cube) seq
// IR-DAG: acc.routine @acc_routine_quad_0 func(@quad) seq
// IR-DAG: acc.declare = #acc.declare<dataClause = acc_create>
#include <stdio.h>
#include "Inputs/pragma-operator.h"

#define N 1000
#define GV gang vector
#define DO_PRAGMA(x) _Pragma(#x)
#define PARALLEL_LOOP(clauses) DO_PRAGMA(acc parallel loop clauses)
#define UPDATE_SELF(v, n) DO_PRAGMA(acc update self(v[0:n]))
#define WAIT _Pragma("acc wait")
#define ATOMIC _Pragma("acc atomic update")
#define ROUTINE_SEQ _Pragma("acc routine seq")
#define PARFOR(i, n)                                                           \
  _Pragma("acc parallel loop copy(c[0:N])")                                    \
  _Pragma("omp parallel for")                                                  \
  for (int i = 0; i < (n); ++i)
#define SCHEME(m)                                                              \
  do {                                                                         \
    _Pragma("acc parallel copy(c[0:N]) num_gangs(4)")                          \
    {                                                                          \
      _Pragma("acc loop gang worker vector independent")                       \
      for (int j = 0; j < N; j++)                                              \
        c[j] += j % (m);                                                       \
    }                                                                          \
  } while (0)

static double a[N], b[N];
int c[N];
int hist[8];
double table[16];
PRAGMA(acc declare create(table))

ROUTINE_SEQ
static double sq(double x) { return x * x; }
_Pragma("acc routine seq")
double cube(double x) { return x * x * x; }
double quad(double x) { return x * x * x * x; }
DO_PRAGMA(acc routine(quad) seq)

int main(void) {
  double s = 0, t = 0, u = 0;
  long m = 1;
  int local[4] = {1, 2, 3, 4};
  PRAGMA(acc declare copyin(local))
  for (int i = 0; i < N; i++) {
    a[i] = i % 17;
    b[i] = 0;
  }
  // IR: acc.copyin varPtr({{.*}}) varType(f64) bounds({{.*}}) -> !llvm.ptr {{{.*}}name = "a[0:1000]"}
  // IR: acc.loop combined(parallel) gang vector private({{.*}}) reduction(
  _Pragma("acc parallel loop GV copyin(a[0:N]) reduction(+:s)")
  for (int i = 0; i < N; i++)
    s += a[i];
  // CHECK: direct 7979
  printf("direct %g\n", s);
  _Pragma("acc data copyin(a[0:N]) create(b[0:N])")
  {
    DO_PRAGMA(acc parallel present(a, b))
    {
      ACC_LOOP_GANG_VECTOR
      for (int i = 0; i < N; i++)
        b[i] = 2 * a[i] + 1;
    }
    UPDATE_SELF(b, N)
  }
  // CHECK-NEXT: b 1 15 27
  printf("b %g %g %g\n", b[0], b[500], b[N - 1]);
  PARALLEL_LOOP(copyin(b[0 : N])
                reduction(+ : t) reduction(*:m))
  for (int i = 0; i < N; i++) {
    t += b[i];
    if (i < 10)
      m *= 2;
  }
  // CHECK-NEXT: t 16958 m 1024
  printf("t %g m %ld\n", t, m);
  PRAGMA(acc parallel loop collapse(2) copy(hist) async(1))
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++) {
      ATOMIC
      hist[(i * j) % 8]++;
    }
  WAIT
  // CHECK-NEXT: hist 41 7 10 6 14 6 10 6
  printf("hist");
  for (int k = 0; k < 8; k++)
    printf(" %d", hist[k]);
  printf("\n");
  PRAGMA(acc parallel loop present(table))
  for (int i = 0; i < 16; i++)
    table[i] = i + local[i % 4];
  PRAGMA(acc update self(table))
  PRAGMA(acc parallel loop reduction(+:u))
  for (int i = 0; i < 10; i++)
    u += sq(i) + cube(i) + quad(i);
  // CHECK-NEXT: routines 17643 table 19
  printf("routines %g table %g\n", u, table[15]);
#ifndef PRINTED
  PARFOR(k, N)
    c[k] = k;
  SCHEME(32);
  SCHEME(5);
  // LOOPS: with loops 10 37 1010
  printf("with loops %d %d %d\n", c[5], c[33], c[N - 1]);
#endif
  return 0;
}
