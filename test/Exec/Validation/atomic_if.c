// A validation-style test of the if clause of atomic (OpenACC 3.3 §2.12):
// where the condition is true the statement is atomic, where it is false
// it runs as it is (scf.if: the atomic operation, else the plain
// statement); read, write, update and capture, in parallel and serial
// constructs. main returns the bitmask of failed sub-tests. Run on the
// host's threads and the emulated device; the printer refuses it.
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=4 %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu
// RUN: accc -emit-mlir=omp %s | FileCheck %s
// RUN: not accc -fopenacc-print=omp %s -o %t.omp.c 2>&1 | FileCheck %s --check-prefix=PRINT
//
// CHECK-LABEL: func.func @test1(
// CHECK:         scf.if %{{.*}} {
// CHECK:           omp.atomic.update
// CHECK:         } else {
// CHECK-NOT:       omp.atomic
// CHECK:           llvm.store
// CHECK:         }
// PRINT: atomic_if.c:[[@LINE+10]]:1: error: unsupported: printing the 'if' clause of 'atomic' as OpenMP (OpenMP's atomic has none: the statement would be written twice)
#include "acc_testsuite.h"

/* update and capture under a true condition in a parallel loop: every
 * iteration counted once. */
int test1(void) {
  int err = 0, hits = 0, ticket = 0, parallel = 1;
  int seen[n];
#pragma acc parallel loop copy(hits, ticket) copyout(seen)
  for (int x = 0; x < n; ++x) {
#pragma acc atomic update if(parallel)
    hits += 1;
#pragma acc atomic capture if(parallel != 0)
    seen[x] = ticket++;
  }
  if (hits != n || ticket != n)
    err += 1;
  /* Every ticket handed out once. */
  int counts[n];
  for (int x = 0; x < n; ++x)
    counts[x] = 0;
  for (int x = 0; x < n; ++x)
    if (seen[x] >= 0 && seen[x] < n)
      counts[seen[x]] += 1;
  for (int x = 0; x < n; ++x)
    if (counts[x] != 1)
      err += 1;
  return err;
}

/* A false condition in a serial construct: the plain statements, read
 * and write too. */
int test2(void) {
  int err = 0, x = 3, v = 0, sequential = 0;
  real_t sum = 0;
#pragma acc serial copy(x, v, sum)
  {
    for (int i = 0; i < 10; ++i) {
#pragma acc atomic if(sequential)
      sum += 0.5;
    }
#pragma acc atomic write if(sequential)
    x = 7;
#pragma acc atomic read if(sequential)
    v = x;
  }
  if (fabs(sum - 5) > PRECISION || x != 7 || v != 7)
    err += 1;
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  return failed;
}
