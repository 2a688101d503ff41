// gang(static:n) and gang(static:*) on gang-worker loops (OpenMP's composite
// `distribute parallel for` with `dist_schedule(static[, n])`): MLIR 22
// lowers the composite with a dist_schedule for a host into a
// __kmpc_dist_for_static_init call that libomp 22 aborts on ("unknown loop
// scheduling type") or that runs some iterations twice (one gang, two
// threads, chunk 2: elements 12 to 22 counted twice); omp-host-legalize
// drops the schedule there (the gangs' iterations are dealt in blocks, a
// schedule OpenACC allows), and keeps it on a gang-only loop. Found by
// differential testing against the sequential program.
//
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=8 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=8 %t | FileCheck %s
// RUN: accc -emit-mlir=omp %s -o %t.mlir && acc-opt --omp-host-legalize %t.mlir | FileCheck %s --check-prefix=IR
// CHECK: b 23 c 23 d 23 e 23 r 276
//
// The gang-only loop keeps its chunk; the composites lose the schedule.
// IR: omp.distribute dist_schedule_static dist_schedule_chunk_size(
// IR-NOT: omp.distribute dist_schedule_static
// IR-NOT: dist_schedule_chunk_size
#include <stdio.h>

int main(void) {
  int b[23], c[23], d[23], e[23], a[23];
  for (int i = 0; i < 23; i++) {
    b[i] = c[i] = d[i] = e[i] = 0;
    a[i] = i + 1;
  }
#pragma acc parallel loop gang(static:2) num_gangs(3) copy(b)
  for (int i = 0; i < 23; i++) b[i] += 1;
#pragma acc parallel loop gang(static:2) worker num_gangs(1) copy(c)
  for (int i = 0; i < 23; i++) c[i] += 1;
#pragma acc parallel loop gang(static:3) worker num_gangs(2) copy(d)
  for (int i = 0; i < 23; i++) d[i] += 1;
#pragma acc parallel loop gang(static:*) worker vector num_gangs(2) copy(e)
  for (int i = 0; i < 23; i++) e[i] += 1;
  int r = 0;
#pragma acc parallel loop gang(static:2) worker num_gangs(1) reduction(+:r)
  for (int i = 0; i < 23; i++) r += a[i];
  int sums[4] = {0, 0, 0, 0};
  for (int i = 0; i < 23; i++) {
    sums[0] += b[i];
    sums[1] += c[i];
    sums[2] += d[i];
    sums[3] += e[i];
  }
  printf("b %d c %d d %d e %d r %d\n", sums[0], sums[1], sums[2], sums[3], r);
  return 0;
}
