// A scalar without a clause that a parallel construct writes: OpenACC
// makes it firstprivate, a copy per gang; OpenMP's implicit rules make it
// firstprivate to the target region, one copy its teams share, so each
// team applied the gang-redundant update to the one copy (gcc 12: 15 127
// 7 for 15 15 7). It is printed with `firstprivate(k)` on `target teams`
// (the map's acc2omp.gang_copy flag); one the construct only reads is left
// to OpenMP's rules. Found by differential testing.
//
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && FileCheck %s --check-prefix=PRINT < %t.omp.c
// RUN: clang -fopenmp -w %t.omp.c -o %t.clang && env OMP_NUM_THREADS=4 %t.clang | FileCheck %s
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c && gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | FileCheck %s
// RUN: accc -O1 %s -o %t && env OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: accc -emit-mlir=omp %s | FileCheck %s --check-prefix=IR
// CHECK: 15 15 7 3
//
// PRINT: #pragma omp target teams map(ompx_hold, from: a) num_teams(4) firstprivate(k)
// PRINT: #pragma omp target teams distribute map(ompx_hold, from: b) num_teams(omp_get_max_threads())
// IR: omp.map.info var_ptr({{.*}}) map_clauses(ompx_hold, to) capture(ByRef) -> !llvm.ptr {acc2omp.gang_copy, name = "k"}
// IR: omp.map.info var_ptr({{.*}}) map_clauses(ompx_hold, to) capture(ByRef) -> !llvm.ptr {name = "r"}
#include <stdio.h>
#define N 64

int main(void) {
  volatile int vol = 0;
  int k = 7 + vol, r = 3 + vol, a[N], b[N];
#pragma acc parallel num_gangs(4) copyout(a)
  {
    k = k * 2 + 1;
#pragma acc loop gang
    for (int i = 0; i < N; i++)
      a[i] = k;
  }
#pragma acc parallel loop copyout(b)
  for (int i = 0; i < N; i++)
    b[i] = r;
  printf("%d %d %d %d\n", a[0], a[N - 1], k, b[5]);
  return 0;
}
