// A validation-style test of host_data use_device with if_present (OpenACC
// 3.3 §2.8.3): inside, a variable whose data is present is its device
// address, one whose data is not present its own address. main returns the
// bitmask of failed sub-tests. Run on the host's threads and the emulated
// device (separate memory, where the two differ); printed as OpenMP's
// use_device_ptr/use_device_addr (which since OpenMP 5.1 refer to the
// original for data not present), built by clang-22 and gcc.
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=2 %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete %t.gpu
// RUN: accc -O1 --offload-arch=sm_90 -DDISCRETE %s -o %t.discrete && env ACC_DEVICE_TYPE=host_discrete %t.discrete
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && FileCheck %s < %t.omp.c
// RUN: clang -fopenmp -w -I%S %t.omp.c -o %t.clang %acc_runtime && %t.clang
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c && gcc -fopenmp -foffload=disable -w -I%S %t.gcc.c -o %t.gcc %acc_runtime && %t.gcc
// CHECK: #pragma omp target data use_device_ptr(p) use_device_ptr(q)
#include "acc_testsuite.h"

static real_t *where_p, *where_q;

int test1(void) {
  int err = 0;
  real_t *p = malloc(n * sizeof(real_t)), *q = malloc(n * sizeof(real_t));
#pragma acc data create(p[0:n])
  {
#pragma acc parallel loop present(p[0:n])
    for (int x = 0; x < n; ++x)
      p[x] = x;
#pragma acc host_data use_device(p, q) if_present
    {
      where_p = p;
      where_q = q;
    }
  }
  /* q was not present: its own address. p: its device copy's (the host's
   * own on a device that shares memory: the emulated device's differs). */
  if (where_q != q || where_p == NULL)
    err += 1;
#ifdef DISCRETE
  if (where_p == p)
    err += 1;
#endif
  free(p);
  free(q);
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  return failed;
}
