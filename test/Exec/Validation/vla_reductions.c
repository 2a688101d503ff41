// A validation-style test of reductions of variable-length arrays of one
// dimension (OpenACC 3.3 §2.5.15: an array of scalars): a whole VLA in a
// reduction is its section of a run-time length, `v[0:n]` (the descriptor
// of section_reductions.c), on a combined construct, on a parallel
// construct over a gang loop, and on a gang loop inside a data clause's
// construct. main returns the bitmask of failed sub-tests. Run on 1, 2, 4
// threads and the emulated device; the printed OpenMP built by clang-22
// (gcc 12's build of it crashes in the third construct, its own bug: each
// construct alone runs). GPU kernels: a located error (the section row).
// Host only with --offload-arch: reductions of sections of a run-time length
// (each thread's copy would come from CUDA's device heap).
// RUN: accc -O1 -w %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=8 %t
// RUN: env ACC_DEVICE_TYPE=host_discrete %t
// RUN: accc -w -emit-mlir=acc %s | FileCheck %s
// RUN: accc -w -fopenacc-print=omp %s -o %t.omp.c && FileCheck %s --check-prefix=PRINT < %t.omp.c
// RUN: clang -fopenmp -w -I%S %t.omp.c -o %t.clang %acc_runtime && env OMP_NUM_THREADS=2 %t.clang
// RUN: not accc -w --offload-arch=sm_90 -c %s -o %t.gpu.o 2>&1 | FileCheck %s --check-prefix=GPU
//
// CHECK-LABEL: func.func @test1(
// CHECK:         acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%{{.*}}) recipe(@{{.*}}) -> !llvm.ptr {{{.*}}name = "v"}
// PRINT: #pragma omp target teams distribute num_teams(omp_get_max_threads()) reduction(+:v)
// GPU: error: unsupported: a reduction of an array section of a run-time length in a GPU kernel
#include "acc_testsuite.h"

/* reduction(+:v) on a combined construct. */
int test1(void) {
  int err = 0, len = 5;
  real_t v[len];
  for (int i = 0; i < len; ++i)
    v[i] = 1;
#pragma acc parallel loop reduction(+:v)
  for (int j = 0; j < 100; ++j)
    v[j % len] += 1;
  for (int i = 0; i < len; ++i)
    err += fabs(v[i] - 21) > PRECISION;
  return err;
}

/* reduction(max:w) on parallel, a gang loop inside. */
int test2(void) {
  int err = 0, len = 7;
  long w[len];
  for (int i = 0; i < len; ++i)
    w[i] = 100;
#pragma acc parallel reduction(max:w)
  {
#pragma acc loop gang
    for (int j = 0; j < 1000; ++j)
      w[j % len] = w[j % len] > j ? w[j % len] : j;
  }
  for (int i = 0; i < len; ++i)
    err += w[i] != 999 - (999 - i) % len; /* the last j of its class */
  return err;
}

/* A gang loop's reduction(+:v) inside a construct with copy(v). */
int test3(void) {
  int err = 0, len = 5;
  real_t v[len];
  for (int i = 0; i < len; ++i)
    v[i] = 1;
#pragma acc parallel copy(v)
  {
#pragma acc loop gang reduction(+:v)
    for (int j = 0; j < 50; ++j)
      v[j % len] += 2;
  }
  for (int i = 0; i < len; ++i)
    err += fabs(v[i] - 21) > PRECISION;
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  RUN_TEST(3, test3);
  return failed;
}
