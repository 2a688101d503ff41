// A compute construct without a gang-partitioned loop (explicit or
// implicit) runs gang-redundant: every gang executes the whole region. Its
// number of gangs is the implementation's, and the conversion gives one:
// more gangs would repeat the work, and a construct reduction would combine
// each gang's identical partial result (`parallel loop vector reduction(+:s)`
// summed once per thread). Run with 1, 2, 4 and 8 threads and each mapping
// of worker and vector.
//
// RUN: accc -emit-mlir=acc %s | acc-opt --convert-acc-to-omp | FileCheck %s
// RUN: accc -O2 %s -o %t
// RUN: for t in 1 2 4 8; do env OMP_NUM_THREADS=$t timeout 60 %t; done | FileCheck %s --check-prefix=OUT
// RUN: accc -O2 -acc2omp-options="vector=parallel-for" %s -o %t.vpf
// RUN: for t in 1 2 4 8; do env OMP_NUM_THREADS=$t timeout 60 %t.vpf; done | FileCheck %s --check-prefix=OUT
// RUN: accc -O2 -acc2omp-options="worker=simd" %s -o %t.ws
// RUN: for t in 1 2 4 8; do env OMP_NUM_THREADS=$t timeout 60 %t.ws; done | FileCheck %s --check-prefix=OUT
// OUT-COUNT-4: 45 499500 4950 999 1 1000
// OUT-NOT: {{.}}
#include <stdio.h>

// CHECK-LABEL: func.func @main
// No gang loop: one gang.
// CHECK: omp.target host_eval(%c1_i32{{[_0-9]*}} -> %[[NT:[^ ]*]] : i32)
// CHECK: omp.teams num_teams( to %[[NT]] : i32) reduction(
// CHECK: omp.simd
// CHECK: omp.target host_eval(%c1_i32{{[_0-9]*}} -> %[[NT2:[^ ]*]] : i32)
// CHECK: omp.teams num_teams( to %[[NT2]] : i32) reduction(
// CHECK: omp.parallel
// CHECK: omp.wsloop
// The gang loop of the last construct: one gang per thread.
// CHECK: llvm.call @omp_get_max_threads()
// CHECK: omp.distribute
int main(void) {
  int sum = 0, s2 = 0, s3 = 0, s4 = 0;
  double d = 0;
  long g = 0;
#pragma acc parallel loop vector reduction(+ : sum)
  for (int i = 0; i < 10; i++)
    sum += i;
#pragma acc parallel loop worker reduction(+ : s2)
  for (int i = 0; i < 1000; i++)
    s2 += i;
  // The workers of the gang share its copy of s3: the loop needs its own
  // reduction clause (without it the workers race).
#pragma acc parallel reduction(+ : s3)
  {
#pragma acc loop worker vector reduction(+ : s3)
    for (int i = 0; i < 100; i++)
      s3 += i;
  }
#pragma acc parallel loop worker reduction(max : s4)
  for (int i = 0; i < 1000; i++)
    s4 = s4 > i ? s4 : i;
#pragma acc parallel reduction(+ : d)
  d += 1.0;
#pragma acc parallel loop gang reduction(+ : g)
  for (int i = 0; i < 1000; i++)
    g += 1;
  printf("%d %d %d %d %g %ld\n", sum, s2, s3, s4, d, g);
  return 0;
}
