// A validation-style test of self on kernels (OpenACC 3.3 §2.5.6): where
// the condition is true (or self has none) every part of the region runs
// on the host with the host's data, and the region's data clauses do
// nothing (a device copy would be copied back over the host's values):
// each part gets the self clause, the data region the condition `if` and
// not `self`. main returns the bitmask of failed sub-tests. Run on the
// host's threads and the emulated device; printed as OpenMP's `if(!(c))` on
// the data region and every part (`self` alone: `if(0)`).
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=4 %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=2 %t.gpu
// RUN: accc -emit-mlir=acc %s | acc-opt --convert-acc-to-omp=fake-async-wait=true | FileCheck %s
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && FileCheck %s --check-prefix=PRINT --match-full-lines < %t.omp.c
//
// CHECK-LABEL: func.func @test1(
// CHECK:         %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[DEVICE:.*]] = arith.xori %{{.*}}, %[[TRUE]] : i1
// CHECK:         omp.target_data if(%[[DEVICE]])
// PRINT:      const int acc2omp_kernels_self = (host != 0) != 0;
// PRINT-NEXT: #pragma omp target data if(!(acc2omp_kernels_self)) map(ompx_hold, tofrom: a) map(ompx_hold, tofrom: where)
// PRINT:      #pragma omp target teams distribute num_teams(omp_get_max_threads()) if(!(acc2omp_kernels_self))
// PRINT:      #pragma omp target teams num_teams(1) thread_limit(1) map(tofrom: where) if(!(acc2omp_kernels_self))
// PRINT:      #pragma omp target data if(0) map(ompx_hold, tofrom: a) map(ompx_hold, tofrom: where)
// PRINT:      #pragma omp target teams distribute num_teams(omp_get_max_threads()) if(0)
// PRINT:      #pragma omp target teams num_teams(1) thread_limit(1) map(tofrom: where) if(0)
#include "acc_testsuite.h"

/* self(c): on the device where c is false, on the host where it is true;
 * the data the same either way. */
int test1(void) {
  int err = 0, where = -1;
  real_t a[n];
  for (int x = 0; x < n; ++x)
    a[x] = 1;
  for (int host = 0; host < 2; ++host) {
#pragma acc kernels self(host != 0) copy(a, where)
    {
#pragma acc loop independent
      for (int x = 0; x < n; ++x)
        a[x] += 1;
      where = acc_on_device(acc_device_not_host);
    }
    for (int x = 0; x < n; ++x)
      if (fabs(a[x] - (2 + host)) > PRECISION)
        err += 1;
    if (host && where != 0)
      err += 1;
  }
  return err;
}

/* self without a condition: always the host. */
int test2(void) {
  int err = 0, where = -1;
  real_t a[n];
  for (int x = 0; x < n; ++x)
    a[x] = 5;
#pragma acc kernels self copy(a, where)
  {
#pragma acc loop independent
    for (int x = 0; x < n; ++x)
      a[x] *= 2;
    where = acc_on_device(acc_device_not_host);
  }
  for (int x = 0; x < n; ++x)
    if (fabs(a[x] - 10) > PRECISION)
      err += 1;
  if (where != 0)
    err += 1;
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  return failed;
}
