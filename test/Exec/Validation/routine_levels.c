// A validation-style test of routines with partitioned loops (OpenACC 3.3
// §2.15.1, §2.9): `routine vector` with a vector loop, `routine worker`
// with a worker loop (and a reduction), `routine gang` with a gang loop
// called from gang-redundant code, each called from compute constructs and
// from the host. A routine's worker and vector loops run in the calling
// gang or worker (one worker, one lane: a schedule OpenACC allows); its
// gang loops share their iterations among the calling gangs, round-robin
// (omp_get_team_num of omp_get_num_teams; on the GPU the block and the
// grid). main returns the bitmask of failed sub-tests. Run on 1, 2, 4
// threads and the emulated device.
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=1 %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu
// RUN: accc -emit-mlir=omp %s | FileCheck %s
// RUN: not accc -fopenacc-print=omp %s -o %t.omp.c 2>&1 | FileCheck %s --check-prefix=PRINT
// Printed without the gang routine, built by clang-22 and gcc:
// RUN: accc -fopenacc-print=omp -DNO_GANG %s -o %t.omp.c && clang -fopenmp -w -I%S -DNO_GANG %t.omp.c -o %t.clang %acc_runtime && env OMP_NUM_THREADS=3 %t.clang
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc -DNO_GANG %s -o %t.gcc.c && gcc -fopenmp -foffload=disable -w -I%S -DNO_GANG %t.gcc.c -o %t.gcc %acc_runtime && env OMP_NUM_THREADS=3 %t.gcc
// PRINT: routine_levels.c:[[@LINE+36]]:1: error: unsupported: printing a routine's gang loop as OpenMP (its iterations are shared among the teams that call the routine; OpenMP has no orphaned 'distribute')
//
// A routine's vector and worker loops: sequential; its gang loop: from
// lb + team * step by step * teams.
// CHECK-LABEL: func.func private @scale_row(
// CHECK:         scf.for
// CHECK-LABEL: func.func private @row_sum(
// CHECK:         scf.for
// CHECK-LABEL: func.func private @add_gang(
// CHECK:         %[[TEAM:.*]] = llvm.call @omp_get_team_num() : () -> i32
// CHECK:         %[[TEAMS:.*]] = llvm.call @omp_get_num_teams() : () -> i32
// CHECK:         %[[OFFSET:.*]] = arith.muli %[[TEAM]], %[[STEP:.*]] : i32
// CHECK:         %[[START:.*]] = arith.addi %{{.*}}, %[[OFFSET]] : i32
// CHECK:         %[[STRIDE:.*]] = arith.muli %[[STEP]], %[[TEAMS]] : i32
// CHECK:         scf.for %{{.*}} = %[[START]] to %{{.*}} step %[[STRIDE]]
#include "acc_testsuite.h"

#pragma acc routine vector
static void scale_row(real_t *row, int m, real_t factor) {
#pragma acc loop vector
  for (int j = 0; j < m; ++j)
    row[j] *= factor;
}

#pragma acc routine worker
static real_t row_sum(const real_t *row, int m) {
  real_t sum = 0;
#pragma acc loop worker reduction(+:sum)
  for (int j = 0; j < m; ++j)
    sum += row[j];
  return sum;
}

#ifndef NO_GANG
#pragma acc routine gang
static void add_gang(real_t *a, int count, real_t value) {
#pragma acc loop gang
  for (int i = 0; i < count; ++i)
    a[i] += value;
}
#endif

/* A vector routine from a gang loop, a worker routine from a gang loop. */
int test1(void) {
  int err = 0;
  real_t a[64 * 16], sums[64];
  for (int x = 0; x < 64 * 16; ++x)
    a[x] = x % 16;
#pragma acc parallel loop gang copy(a) copyout(sums)
  for (int i = 0; i < 64; ++i) {
    scale_row(&a[i * 16], 16, 2);
    sums[i] = row_sum(&a[i * 16], 16);
  }
  for (int i = 0; i < 64; ++i)
    if (fabs(sums[i] - 2 * 120) > PRECISION)
      err += 1;
  return err;
}

#ifndef NO_GANG
/* A gang routine from gang-redundant code, several gangs: every element
 * gets the value once. */
int test2(void) {
  int err = 0;
  real_t a[n];
  for (int x = 0; x < n; ++x)
    a[x] = x;
#pragma acc parallel num_gangs(4) copy(a)
  {
    add_gang(a, n, 1);
  }
#pragma acc serial copy(a)
  {
    add_gang(a, n, 10);
  }
  for (int x = 0; x < n; ++x)
    if (fabs(a[x] - (x + 11)) > PRECISION)
      err += 1;
  return err;
}
#endif

/* The routines called from the host. */
int test3(void) {
  int err = 0;
  real_t a[n];
  for (int x = 0; x < n; ++x)
    a[x] = 3;
#ifndef NO_GANG
  for (int x = 0; x < n; ++x)
    a[x] = 1;
  add_gang(a, n, 2);
#endif
  scale_row(a, n, 3);
  if (fabs(row_sum(a, n) - 9.0 * n) > PRECISION)
    err += 1;
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
#ifndef NO_GANG
  RUN_TEST(2, test2);
#endif
  RUN_TEST(3, test3);
  return failed;
}
