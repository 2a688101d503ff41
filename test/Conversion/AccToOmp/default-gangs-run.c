// A gang reduction without num_gangs: the conversion asks for one gang per
// thread (`omp_get_max_threads()` teams). libomp's default on the host is one
// team, where MLIR 22's teams reduction deadlocks when the team has several
// threads. From C through accc, run with 1, 2 and 4 threads (each run would
// hang before; `timeout` turns that into a failure).
//
// RUN: accc -emit-mlir=acc %s | acc-opt --convert-acc-to-omp | FileCheck %s
// RUN: accc -emit-mlir=acc %s | acc-opt --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm \
// RUN:   --convert-func-to-llvm --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 -w %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 timeout 60 %t.exe | FileCheck %s --check-prefix=OUT
// RUN: env OMP_NUM_THREADS=2 timeout 60 %t.exe | FileCheck %s --check-prefix=OUT
// RUN: env OMP_NUM_THREADS=4 timeout 60 %t.exe | FileCheck %s --check-prefix=OUT
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s --check-prefix=OUT
#include <stdio.h>

// CHECK: llvm.func @omp_get_max_threads() -> i32
// CHECK-LABEL: func.func @main
// CHECK: %[[N:.*]] = llvm.call @omp_get_max_threads() : () -> i32
// CHECK: omp.target host_eval(%[[N]] -> %[[NT:[^,]*]],
// CHECK: omp.teams num_teams( to %[[NT]] : i32) reduction(
int main(void) {
  double a[1000], s = 0.0;
  long m = 0;
  for (int i = 0; i < 1000; i++) a[i] = i % 7;
#pragma acc parallel loop reduction(+:s) reduction(max:m) copyin(a)
  for (int i = 0; i < 1000; i++) {
    s += a[i];
    m = m > i ? m : i;
  }
  // OUT: s=2997 m=999
  printf("s=%.0f m=%ld\n", s, m);
  return 0;
}
