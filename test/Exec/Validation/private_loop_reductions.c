// A validation-style test of loop reductions of a variable that the compute
// construct privatizes (GCC's libgomp reduction-7.c, `v_p_1`, `w_p_1`,
// `wv_p_*`): `parallel private(res)` (or `firstprivate`, or a combined
// construct's gang loop's `private`) with `reduction(+:res)` on a worker,
// vector or worker vector loop inside: each gang's copy gets the inner
// loop's sum; no gang-level (teams) reduction. It was an internal error
// ("unsupported OpenACC operation: acc.private.recipe": the pass made a
// teams reduction of the private copy), and the printed OpenMP had
// `private(res) reduction(+:res)` on one `target teams`, which clang and gcc
// reject. main returns the bitmask of failed sub-tests. Run on 1, 2, 4
// threads and the emulated device; the printed OpenMP built by clang-22 and
// gcc. A reduction of such a variable on a loop partitioned across the
// gangs is an error (test/Frontend/Diagnostics/private-gang-reduction.c).
// Host only with --offload-arch: the GPU kernel generator runs a loop's
// rows in each thread and treats a reduction on an inner partitioned loop
// of a variable outside the gang loop as one every row shares (the GPU
// kernels row of the README).
// RUN: accc -O1 -w %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=8 %t
// RUN: env ACC_DEVICE_TYPE=host_discrete %t
// RUN: accc -w -emit-mlir=omp %s | FileCheck %s
// RUN: accc -w -fopenacc-print=omp %s -o %t.omp.c && FileCheck %s --check-prefix=PRINT < %t.omp.c
// RUN: clang -fopenmp -w -I%S %t.omp.c -o %t.clang %acc_runtime && env OMP_NUM_THREADS=1 %t.clang && env OMP_NUM_THREADS=4 %t.clang
// RUN: accc -w -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w -I%S %t.gcc.c -o %t.gcc %acc_runtime && env OMP_NUM_THREADS=4 %t.gcc
// RUN: not accc -w --offload-arch=sm_90 -c %s -o %t.gpu.o 2>&1 | FileCheck %s --check-prefix=GPU
// GPU: error: unsupported: a reduction on an inner partitioned loop of a variable the outer loop's iterations share, in a GPU kernel (--offload-arch)
//
// No construct gets a teams reduction:
// CHECK-NOT: omp.teams {{.*}}reduction
// PRINT: {{^}}#pragma omp target teams map(ompx_hold, from: out) num_teams(32) private(res)
// PRINT-NOT: {{^}}#pragma omp target teams {{.*}}reduction
#include "acc_testsuite.h"

static int arr[1024];

/* parallel private(res), reduction on an inner vector loop. */
int test1(void) {
  int err = 0, res = 7, out[32];
#pragma acc parallel num_gangs(32) private(res) copyout(out)
  {
#pragma acc loop gang
    for (int j = 0; j < 32; j++) {
      res = 0;
#pragma acc loop vector reduction(+:res)
      for (int i = 0; i < 32; i++)
        res += arr[j * 32 + i];
      out[j] = res;
    }
  }
  for (int j = 0; j < 32; j++)
    err += out[j] != 32 * 32 * j + 496;
  return err + (res != 7);
}

/* A worker loop's reduction. */
int test2(void) {
  int err = 0, res = 0, out[32];
#pragma acc parallel num_gangs(32) num_workers(4) private(res) copyout(out)
  {
#pragma acc loop gang
    for (int j = 0; j < 32; j++) {
      res = 1;
#pragma acc loop worker reduction(+:res)
      for (int i = 0; i < 32; i++)
        res += arr[j * 32 + i];
      out[j] = res;
    }
  }
  for (int j = 0; j < 32; j++)
    err += out[j] != 32 * 32 * j + 497;
  return err;
}

/* A worker vector loop's reduction, and a worker loop's over vector loops. */
int test3(void) {
  int err = 0, res = 0, out[32], out2[32];
#pragma acc parallel num_gangs(32) private(res) copyout(out, out2)
  {
#pragma acc loop gang
    for (int j = 0; j < 32; j++) {
      res = 0;
#pragma acc loop worker vector reduction(+:res)
      for (int i = 0; i < 32; i++)
        res += arr[j * 32 + i];
      out[j] = res;
      res = 0;
#pragma acc loop worker reduction(+:res)
      for (int k = 0; k < 4; k++) {
#pragma acc loop vector reduction(+:res)
        for (int i = 0; i < 8; i++)
          res += arr[j * 32 + k * 8 + i];
      }
      out2[j] = res;
    }
  }
  for (int j = 0; j < 32; j++)
    err += (out[j] != 32 * 32 * j + 496) + (out2[j] != 32 * 32 * j + 496);
  return err;
}

/* firstprivate(res): each gang's copy starts from the host's value and
 * keeps what its iterations add (a gang runs several of them). */
int test4(void) {
  int err = 0, res = 1000, out[8], start[8];
#pragma acc parallel num_gangs(4) firstprivate(res) copyout(out, start)
  {
#pragma acc loop gang
    for (int j = 0; j < 8; j++) {
      start[j] = res;
#pragma acc loop vector reduction(+:res)
      for (int i = 0; i < 128; i++)
        res += arr[j * 128 + i];
      out[j] = res - start[j];
#pragma acc loop worker reduction(max:res)
      for (int i = 0; i < 128; i++)
        res = res > 3 * arr[i] ? res : 3 * arr[i];
    }
  }
  for (int j = 0; j < 8; j++)
    err += (out[j] != 128 * 128 * j + 127 * 64) + (start[j] < 1000);
  return err + (res != 1000);
}

/* A combined construct's gang loop's private(res). */
int test5(void) {
  int err = 0, res = 0, out[32];
#pragma acc parallel loop gang private(res) copyout(out)
  for (int j = 0; j < 32; j++) {
    res = 0;
#pragma acc loop vector reduction(+:res)
    for (int i = 0; i < 32; i++)
      res += arr[j * 32 + i];
    out[j] = res;
  }
  for (int j = 0; j < 32; j++)
    err += out[j] != 32 * 32 * j + 496;
  return err;
}

int main(void) {
  int failed = 0;
  for (int i = 0; i < 1024; i++)
    arr[i] = i;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  RUN_TEST(3, test3);
  RUN_TEST(4, test4);
  RUN_TEST(5, test5);
  return failed;
}
