// Macros in directives' clauses (OpenACC 3.3 2.1: the tokens after
// `#pragma acc` are macro-replaced), as `#pragma acc` lines and in the text
// of `_Pragma` operators: a clause argument that starts with a macro
// (`num_gangs(NG)`, `if(ON)`), a macro that writes more list items
// (`EXTRA`), a macro that renames a variable (generated code's `#define cc
// c`) in data clauses and reductions, a reduction operator from a macro.
// Found by public codes (GCC's libgomp tests, CoreNEURON's generated
// mechanisms): in a `_Pragma` each was "the argument of 'num_gangs' is not
// an expression" or "unsupported: argument 'cc' of 'reduction'"; a macro's
// reduction operator was an error as `#pragma acc` too. (A macro defined
// twice is an error: test/Frontend/Diagnostics/pragma-operator.c.) The
// sequential program's output, on the host, the emulated device and from
// the printed OpenMP.
//
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=2 %t | FileCheck %s
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu
// RUN: env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu | FileCheck %s
// RUN: clang -w %s -o %t.seq && %t.seq | FileCheck %s
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c
// RUN: clang -fopenmp -w %t.omp.c -o %t.omp && env OMP_NUM_THREADS=4 %t.omp | FileCheck %s
#include <stdio.h>

#define NG 4
#define ON 1
#define OP +
#define EXTRA , c[0:4]
#define cc c
#define DO_PRAGMA(x) _Pragma(#x)

double b = 2.5;

int main(void) {
  int a[4] = {1, 2, 3, 4}, c[4] = {5, 6, 7, 8}, s = 0, t = 0;
  double u = 0;
#pragma acc parallel loop num_gangs(NG) if(ON) copyin(a[0:4] EXTRA) reduction(OP:s)
  for (int i = 0; i < 4; i++)
    s += a[i] * c[i];
  DO_PRAGMA(acc parallel loop num_gangs(NG) if(ON) copyin(a[0:4] EXTRA) reduction(OP:s))
  for (int i = 0; i < 4; i++)
    s += a[i] * c[i];
  _Pragma("acc parallel loop copyin(a[0:4], cc[0:4]) reduction(+:t)")
  for (int i = 0; i < 4; i++)
    t += a[i] + cc[i];
#pragma acc parallel loop copyin(cc[0:4]) reduction(+:t)
  for (int i = 0; i < 4; i++)
    t += cc[i];
#pragma acc parallel loop reduction(+:u)
  for (int i = 0; i < 10; i++)
    u += b;
  // CHECK: 140 62 25
  printf("%d %d %g\n", s, t, u);
  return 0;
}
