// A compute construct without a gang-partitioned loop (explicit or
// implicit) runs gang-redundant: every gang executes the whole region. Its
// number of gangs is the implementation's, and the conversion gives one:
// more gangs would repeat the work, and a construct reduction would combine
// each gang's identical partial result. Clacc's implicit gang goes on the
// outermost loop that permits gang, `worker` and `vector` loops included,
// so such constructs are those with no partitioned loop: straight-line code
// and sequential loops. Worker and vector loops with no gang loop around
// them are gang-partitioned (a `loop worker` in `num_gangs(4)` runs each
// iteration once, not once per gang). Run with 1, 2, 4 and 8 threads and
// each mapping of worker and vector.
//
// RUN: accc -emit-mlir=acc %s | acc-opt --convert-acc-to-omp | FileCheck %s
// RUN: accc -O2 %s -o %t
// RUN: for t in 1 2 4 8; do env OMP_NUM_THREADS=$t timeout 60 %t; done | FileCheck %s --check-prefix=OUT4
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t | FileCheck %s --check-prefix=OUT
// RUN: accc -O2 -acc2omp-options="vector=parallel-for" %s -o %t.vpf
// RUN: for t in 1 2 4 8; do env OMP_NUM_THREADS=$t timeout 60 %t.vpf; done | FileCheck %s --check-prefix=OUT4
// RUN: accc -O2 -acc2omp-options="worker=simd" %s -o %t.ws
// RUN: for t in 1 2 4 8; do env OMP_NUM_THREADS=$t timeout 60 %t.ws; done | FileCheck %s --check-prefix=OUT4
// RUN: gcc -fopenacc -foffload=disable -w %s -o %t.gacc && %t.gacc | FileCheck %s --check-prefix=OUT
// OUT4-COUNT-4: 45 499500 4950 999 1 45 1000 400 400
// OUT4-NOT: {{.}}
// OUT: 45 499500 4950 999 1 45 1000 400 400
// OUT-NOT: {{.}}
#include <stdio.h>

// CHECK-LABEL: func.func @main
// vector, worker, worker vector with no gang loop around them: implicit
// gang, as many gangs as threads.
// CHECK: llvm.call @omp_get_max_threads()
// CHECK: omp.distribute
// CHECK: omp.simd
// CHECK: llvm.call @omp_get_max_threads()
// CHECK: omp.distribute
// CHECK: omp.wsloop
// CHECK: llvm.call @omp_get_max_threads()
// CHECK: omp.distribute
// CHECK: omp.wsloop
// CHECK: omp.simd
// CHECK: llvm.call @omp_get_max_threads()
// CHECK: omp.distribute
// No loop, or only a sequential one: one gang.
// CHECK: omp.target host_eval(%c1_i32{{[_0-9]*}} -> %[[NT:[^ ]*]] : i32)
// CHECK: omp.teams num_teams( to %[[NT]] : i32) reduction(
// CHECK-NOT: omp.distribute
// CHECK: omp.target host_eval(%c1_i32{{[_0-9]*}} -> %[[NT2:[^ ]*]] : i32)
// CHECK: omp.teams num_teams( to %[[NT2]] : i32) reduction(
// CHECK-NOT: omp.distribute
// CHECK: scf.for
int main(void) {
  int sum = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
  double d = 0;
  long g = 0;
#pragma acc parallel loop vector reduction(+ : sum)
  for (int i = 0; i < 10; i++)
    sum += i;
#pragma acc parallel loop worker reduction(+ : s2)
  for (int i = 0; i < 1000; i++)
    s2 += i;
  // The workers of a gang share its copy of s3: the loop needs its own
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
#pragma acc parallel reduction(+ : s5)
  {
#pragma acc loop seq
    for (int i = 0; i < 10; i++)
      s5 += i;
  }
#pragma acc parallel loop gang reduction(+ : g)
  for (int i = 0; i < 1000; i++)
    g += 1;
  // A worker loop and a vector loop in num_gangs(4), with no gang loop:
  // each iteration once.
  int workers = 0, lanes = 0;
#pragma acc parallel num_gangs(4) copy(workers, lanes)
  {
#pragma acc loop worker
    for (int i = 0; i < 400; i++) {
#pragma acc atomic update
      workers += 1;
    }
#pragma acc loop vector
    for (int i = 0; i < 400; i++) {
#pragma acc atomic update
      lanes += 1;
    }
  }
  printf("%d %d %d %d %g %d %ld %d %d\n", sum, s2, s3, s4, d, s5, g, workers, lanes);
  return 0;
}
