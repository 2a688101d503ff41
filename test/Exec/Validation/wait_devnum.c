// A validation-style test of wait(devnum: d: queues: q, ...) (OpenACC 3.3
// §2.16.3), as a directive and as a clause of compute constructs, update,
// enter data and exit data: the work of those queues is complete after it.
// accc's host builds run queues as tasks (a wait with devnum is a host
// wait, acc_wait_device); GPU builds and printed OpenMP run every queue
// synchronously (fake-async-wait), so the waits are waits for all work.
// Run on 1, 2, 4 threads and the emulated device, and printed as OpenMP
// (taskwait), built by clang-22 and gcc.
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete %t.gpu
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w -I%S %t.omp.c -o %t.clang %acc_runtime && %t.clang
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold present=no-present update-present=no-present fake-async-wait" %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w -I%S %t.gcc.c -o %t.gcc %acc_runtime && %t.gcc
#include "acc_testsuite.h"

/* The directive, with and without queues:. */
int test1(void) {
  int err = 0, device = 0;
  real_t a[n], b[n];
  for (int x = 0; x < n; ++x)
    a[x] = x, b[x] = 0;
#pragma acc data copyin(a) copyout(b)
  {
#pragma acc parallel loop async(1)
    for (int x = 0; x < n; ++x)
      b[x] = a[x] + 1;
#pragma acc wait(devnum: device: queues: 1)
#pragma acc parallel loop async(2)
    for (int x = 0; x < n; ++x)
      b[x] *= 2;
#pragma acc wait(devnum: 0: 2, 1)
  }
  for (int x = 0; x < n; ++x)
    if (fabs(b[x] - 2 * (a[x] + 1)) > PRECISION)
      err += 1;
  return err;
}

/* The clause on parallel, kernels, serial, update, enter and exit data. */
int test2(void) {
  int err = 0, device = 0;
  real_t a[n];
  for (int x = 0; x < n; ++x)
    a[x] = x;
#pragma acc enter data copyin(a) async(3) wait(devnum: device: queues: 3)
#pragma acc parallel loop present(a) async(3) wait(devnum: device: 3)
  for (int x = 0; x < n; ++x)
    a[x] += 1;
#pragma acc kernels loop independent present(a) wait(devnum: 0: queues: 3)
  for (int x = 0; x < n; ++x)
    a[x] *= 2;
#pragma acc serial present(a) wait(devnum: device: 3)
  a[0] = -1;
#pragma acc update self(a) wait(devnum: device: queues: 3)
#pragma acc exit data delete(a) wait(devnum: 0: 3)
  if (fabs(a[0] + 1) > PRECISION)
    err += 1;
  for (int x = 1; x < n; ++x)
    if (fabs(a[x] - 2 * (x + 1)) > PRECISION)
      err += 1;
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  return failed;
}
