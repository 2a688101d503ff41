// A `loop seq` (or an `if`) *before* a gang loop with a run-time bound in
// one construct: the host evaluates the gang loop's bounds before the
// construct (host_eval), which it may when nothing before the loop in the
// construct can write what they read. host_bounds now looks into the ops
// with regions before the loop (loops, `if`s): stores to private copies
// (the construct's, made before it, and the loops'), to locals and to
// other variables' data (a data clause's device copy is its variable's
// object) cannot write the bound's variable;
// a call, or a store to the bound's variable or through an unknown
// pointer, keeps the bound inside, which the conversion reports (before,
// any loop before the gang loop did).
// With --offload-arch the construct is a compute construct per loop (a
// GPU kernel is one grid-stride loop, whose threads would all run the
// sequential loop before it): split-parallel, test/Exec/Loops/parallel-loops-split.c.
//
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=8 %t | FileCheck %s
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu | FileCheck %s
// RUN: accc -emit-mlir=omp %s | FileCheck %s --check-prefix=IR
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang && %t.clang | FileCheck %s
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c && gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && %t.gcc | FileCheck %s
// RUN: not accc -DWRITES -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WRITES
// CHECK: 20 14 7 9 0 9
// CHECK-NEXT: 6 33
//
// The bounds read before the construct, which is a target region with
// host_eval (a kernel loop).
// IR:     llvm.load %{{.*}} : !llvm.ptr -> i32
// IR:     omp.target host_eval(
// IR:     omp.target host_eval(
#include <stdio.h>

int main(void) {
  int m = 10, k = 4;
  int c[10], d[10], e[10];
  /* A seq loop storing to another variable's data and to its private
     control variable. */
#pragma acc parallel num_gangs(2) copyout(c, d)
  {
#pragma acc loop seq
    for (int i = 0; i < 10; i++) d[i] = i + 5;
#pragma acc loop gang
    for (int i = 0; i < m; i++) c[i] = 2 * i + 2 + d[i] - d[i];
  }
  /* An if and a seq loop before the gang loop, its bound from a
     firstprivate variable. */
#pragma acc parallel num_gangs(2) firstprivate(k) copyout(e)
  {
    e[1] = 0;
    if (k > 2) {
      e[0] = 7;
    }
#pragma acc loop seq
    for (int i = 0; i < 3; i++) e[i + 1] = i;
#pragma acc loop gang
    for (int i = 4; i < k + 6; i++) e[i] = i;
  }
  printf("%d %d %d %d %d %d\n", c[9], d[9], e[0], e[9], e[1], m + k - 5);
  /* Stores to the construct's private copies before the loop (a scalar,
     an array): they cannot write the bound's variable (they were taken
     for possible writes of it: "bounds of the gang loop computed inside";
     found by differential testing). */
  int t, pa[3], b[10];
  for (int i = 0; i < 10; i++)
    b[i] = 3 * i;
#pragma acc parallel private(t, pa) copy(b)
  {
    t = 5;
    pa[0] = 1;
    pa[1] = 2;
    pa[2] = 5;
#pragma acc loop gang
    for (int i = 0; i < m; i++)
      b[i] += t + pa[i % 3];
  }
  printf("%d %d\n", b[0], b[9]);
  return 0;
}

#ifdef WRITES
/* The seq loop writes the bound's variable (each gang's copy): the bound
   is the value after the loop, which the host cannot know before. */
void writes(int *c) {
  int m = 10;
#pragma acc parallel num_gangs(2) copy(c[0:10])
  {
#pragma acc loop seq
    for (int i = 0; i < 3; i++)
      m = m - 1;
    // WRITES: seq-before-gang.c:[[@LINE+1]]:13: error: unsupported: bounds of the gang loop computed inside 'acc.parallel' from values the host cannot compute before it (memory written or a call made earlier in the construct): compute them before the construct
#pragma acc loop gang
    for (int i = 0; i < m; i++)
      c[i] = 1;
  }
}
#endif
