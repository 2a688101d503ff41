// A validation-style test of deviceptr on data constructs and declare
// directives (OpenACC 3.3 §2.7.5): the pointer holds a device address
// (acc_malloc, or device memory acc_map_data attaches to host memory),
// which the compute constructs inside use as it is; nothing is mapped.
// main returns the bitmask of failed sub-tests. Run on 1, 2 and 4 threads
// and on the emulated device (separate device memory: a host access to
// the pointer would read the wrong memory); the printed OpenMP drops the
// directives (a target region uses a pointer without a map as it is).
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu
// RUN: accc -emit-mlir=omp %s | FileCheck %s
// RUN: accc -fopenacc-print=omp %s -o - | FileCheck %s --check-prefix=PRINT
//
// No map and no target data for a data construct with only deviceptr:
// CHECK-LABEL: func.func @test1(
// CHECK-NOT:     omp.target_data
// CHECK:         omp.target
// CHECK-LABEL: func.func @test2(
// CHECK:         omp.target_data map_entries(%{{[0-9]+}} : !llvm.ptr)
// PRINT-NOT: {{^}}#pragma acc
// PRINT: #pragma omp target data map(ompx_hold, to: a)
// PRINT-NOT: {{^}}#pragma acc
#include "acc_testsuite.h"

static real_t *global_device;
#pragma acc declare deviceptr(global_device)

/* data deviceptr(d) alone, and with if. */
int test1(void) {
  int err = 0;
  real_t *d = acc_malloc(n * sizeof(real_t)), h[n];
#pragma acc data deviceptr(d)
  {
#pragma acc parallel loop
    for (int x = 0; x < n; ++x)
      d[x] = x;
  }
#pragma acc data deviceptr(d) if(n > 1)
  {
#pragma acc kernels loop independent
    for (int x = 0; x < n; ++x)
      d[x] *= 2;
  }
  acc_memcpy_from_device(h, d, sizeof h);
  for (int x = 0; x < n; ++x)
    if (fabs(h[x] - 2 * x) > PRECISION)
      err += 1;
  acc_free(d);
  return err;
}

/* deviceptr with other data clauses, a serial construct and a reduction. */
int test2(void) {
  int err = 0;
  real_t *d = acc_malloc(n * sizeof(real_t)), a[n], sum = 0;
  for (int x = 0; x < n; ++x)
    a[x] = x;
#pragma acc data deviceptr(d) copyin(a)
  {
#pragma acc parallel loop
    for (int x = 0; x < n; ++x)
      d[x] = a[x] + 1;
#pragma acc serial
    d[0] = -1;
#pragma acc parallel loop reduction(+:sum)
    for (int x = 0; x < n; ++x)
      sum += d[x];
  }
  if (fabs(sum - ((real_t)n * (n - 1) / 2 + n - 2)) > PRECISION)
    err += 1;
  acc_free(d);
  return err;
}

/* declare deviceptr in a function, on a parameter. */
static void scale(real_t *d, int count) {
#pragma acc declare deviceptr(d)
#pragma acc parallel loop
  for (int x = 0; x < count; ++x)
    d[x] *= 3;
}

int test3(void) {
  int err = 0;
  real_t a[n];
  real_t *d = acc_malloc(sizeof a);
  for (int x = 0; x < n; ++x)
    a[x] = x;
  acc_memcpy_to_device(d, a, sizeof a);
  scale(d, n);
  acc_memcpy_from_device(a, d, sizeof a);
  for (int x = 0; x < n; ++x)
    if (fabs(a[x] - 3 * x) > PRECISION)
      err += 1;
  acc_free(d);
  return err;
}

/* A global pointer in a file-scope declare deviceptr. */
int test4(void) {
  int err = 0;
  real_t a[n];
  global_device = acc_malloc(sizeof a);
#pragma acc parallel loop
  for (int x = 0; x < n; ++x)
    global_device[x] = 5 * x;
  acc_memcpy_from_device(a, global_device, sizeof a);
  for (int x = 0; x < n; ++x)
    if (fabs(a[x] - 5 * x) > PRECISION)
      err += 1;
  acc_free(global_device);
  return err;
}

/* acc_map_data: host memory with device memory attached; the host array
 * is present, the device pointer used by value. (Host memory is always
 * present on a device that shares it: acc_map_data is an error there.) */
int test5(void) {
  int err = 0;
  real_t a[n];
  if (acc_is_present(a, sizeof a))
    return 0;
  real_t *d = acc_malloc(sizeof a);
  acc_map_data(a, d, sizeof a);
#pragma acc data deviceptr(d) present(a)
  {
#pragma acc parallel loop
    for (int x = 0; x < n; ++x)
      d[x] = 7 * x;
#pragma acc update self(a)
  }
  acc_unmap_data(a);
  for (int x = 0; x < n; ++x)
    if (fabs(a[x] - 7 * x) > PRECISION)
      err += 1;
  acc_free(d);
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  RUN_TEST(3, test3);
  RUN_TEST(4, test4);
  RUN_TEST(5, test5);
  return failed;
}
