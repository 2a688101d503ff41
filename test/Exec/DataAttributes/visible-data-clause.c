// OpenACC 3.3 §2.6.2: a scalar with a visible data clause (a clause of a
// lexically enclosing data construct, or of a declare directive in its
// scope) has no implicit data attribute in a compute construct: the
// construct uses the present data, so its writes are the variable's (not
// a firstprivate copy's). Scalars without one stay firstprivate in
// parallel and serial. The printed OpenMP maps such scalars
// `tofrom` (OpenMP would make them firstprivate); the executables of accc,
// of the printed OpenMP (clang-22 and gcc) and of GCC's OpenACC all print
// the same.
//
// RUN: accc -emit-mlir=omp %s 2>/dev/null | FileCheck %s --check-prefix=IR
// RUN: accc -O2 %s -o %t 2>/dev/null
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t | FileCheck %s
// RUN: accc -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefix=OMP
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c 2>/dev/null && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=4 %t.clang | FileCheck %s
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold present=no-present" %s -o %t.gcc.c 2>/dev/null
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | FileCheck %s
// RUN: gcc -fopenacc -foffload=disable -w %s -o %t.gacc && %t.gacc | FileCheck %s

#include <stdio.h>

// IR-LABEL: func.func @enclosing_data
// The parallel construct inside `data copy(x) copyout(y) create(z)`:
// IR: omp.target_data
// IR: omp.map.info var_ptr(%{{.*}} : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {acc2omp.visible, name = "x"}
// OMP-LABEL: void enclosing_data(void) {
// OMP: #pragma omp target data map(ompx_hold, tofrom: x) map(ompx_hold, from: y) map(ompx_hold, alloc: z) map(ompx_hold, tofrom: a)
// OMP: #pragma omp target teams map(tofrom: x) map(tofrom: z) map(tofrom: y) num_teams(1)
// OMP: #pragma omp target teams map(tofrom: x) num_teams(1) thread_limit(1)
// OMP: #pragma omp target teams num_teams(1) thread_limit(1) map(tofrom: y)
void enclosing_data(void) {
  int x = 0, y = 0, z = 0, w = 5;
  double a[4] = {0};
#pragma acc data copy(x) copyout(y) create(z) copy(a)
  {
#pragma acc parallel
    {
      x = 7;
      z = 3;
      y = z + 1;
      a[1] = 2.5;
      w = 9; // w has no visible data clause: firstprivate, lost
    }
#pragma acc serial
    { x += 1; }
#pragma acc kernels
    { y += 10; }
  }
  // CHECK: enclosing_data: x=8 y=14 a[1]=2.5 w=5
  printf("enclosing_data: x=%d y=%d a[1]=%.1f w=%d\n", x, y, a[1], w);
}

// Nested data constructs and a combined construct with a loop: the clause
// of the outer one is visible through the inner one.
void nested_data(void) {
  int count = 0;
  int v[16];
#pragma acc data copy(count)
  {
#pragma acc data copyout(v)
    {
#pragma acc parallel loop
      for (int i = 0; i < 16; i++) {
        v[i] = i;
#pragma acc atomic update
        count += 1;
      }
    }
  }
  // CHECK: nested_data: count=16 v[15]=15
  printf("nested_data: count=%d v[15]=%d\n", count, v[15]);
}

// `declare` in a function: its clauses are visible in the function.
// OMP-LABEL: void declared(void) {
// OMP: #pragma omp target teams map(tofrom: t) num_teams(1) thread_limit(1)
void declared(void) {
  int t = 1;
#pragma acc declare copy(t)
#pragma acc serial
  { t = t * 6; }
  // CHECK: declared: t=6
  printf("declared: t=%d\n", t);
}

// A scalar only written in the region without any clause: firstprivate.
void firstprivate_only(void) {
  int f = 3;
#pragma acc parallel num_gangs(2)
  { f = 42; }
  // CHECK: firstprivate_only: f=3
  printf("firstprivate_only: f=%d\n", f);
}

int main(void) {
  enclosing_data();
  nested_data();
  declared();
  firstprivate_only();
  return 0;
}
