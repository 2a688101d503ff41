// An atomic beside a partitioned loop in a compute construct: at the top
// of the region, after the loop, under an `if`, in a sequential loop. The
// atomic becomes an OpenMP op (`omp.atomic.update`), so MLIR's kernel
// capture takes no loop and the loop's bounds must not be evaluated on the
// host (`host_eval`). Before, the first two were an internal error
// ("predicted the wrong kernel mode": MLIR's analysis ran while the atomic
// was still an acc op) and the other two an MLIR verifier error on the
// host_eval bounds (the atomic, under C control flow, ends up beside the
// loop once the `scf` ops become branches). Found by a libgomp test
// (mode-transitions.c) and its variants. Run on the host and on the
// emulated discrete device: the same output.
//
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=2 %t | FileCheck %s
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu
// RUN: env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu | FileCheck %s
// RUN: accc -emit-mlir=omp %s | FileCheck %s --check-prefix=OMP
//
// CHECK: 1 4 4
// CHECK-NEXT: 1 64 63
// CHECK-NEXT: 1 64 63
// CHECK-NEXT: 5 64 63
//
// No loop bounds evaluated on the host: num_teams (and the serial
// construct's thread_limit) only.
// OMP-COUNT-4: omp.target host_eval({{[^:]*}} : i32{{(, i32)?}}) map_entries
#include <stdio.h>

int main(void) {
  int n = 0, a[4] = {0};
#pragma acc serial copy(n, a)
  {
#pragma acc atomic
    n++;
#pragma acc loop
    for (int j = 0; j < 4; j++)
      a[j] += 1;
  }
  int s = 0;
  for (int j = 0; j < 4; j++)
    s += a[j];
  printf("%d %d %d\n", n, a[0] + 3, s);

  int m = 0, b[64] = {0};
#pragma acc parallel copy(m, b) num_gangs(1)
  {
#pragma acc loop gang
    for (int j = 0; j < 64; j++)
      b[j] = j;
#pragma acc atomic update
    m += 1;
  }
  printf("%d %d %d\n", m, b[63] + 1, b[63]);

  int k = 0, c[64] = {0};
#pragma acc parallel copy(k, c) num_gangs(1)
  {
    if (k == 0) {
#pragma acc atomic
      k++;
    }
#pragma acc loop gang
    for (int j = 0; j < 64; j++)
      c[j] = j;
  }
  printf("%d %d %d\n", k, c[63] + 1, c[63]);

  int t = 0, e[64] = {0};
#pragma acc parallel copy(t, e) num_gangs(1)
  {
#pragma acc loop seq
    for (int i = 0; i < 5; i++) {
#pragma acc atomic
      t++;
    }
#pragma acc loop gang
    for (int j = 0; j < 64; j++)
      e[j] = j;
  }
  printf("%d %d %d\n", t, e[63] + 1, e[63]);
  return 0;
}
