// A validation-style test of attach and detach on enter data and exit data,
// and attach on data and compute constructs, kernels too (OpenACC 3.3 §2.7.13-14, §2.6.8): the
// device copy of a pointer member gets the address of its target's device
// copy (the runtime's acc_attach, after the directive's maps or at the start
// of the data region; acc_detach, or acc_detach_finalize with finalize,
// before the maps go), so that a construct using the struct writes the
// target's device copy. main returns the bitmask of failed sub-tests. Run
// on the host (shared memory: the calls do nothing) and the emulated device
// (separate memory: without the attachment the device copy of the struct
// would point to the host's data, and the copyout would undo the writes);
// the printer refuses them.
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=4 %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=2 %t.gpu
// RUN: accc -emit-mlir=omp %s | FileCheck %s
// RUN: not accc -fopenacc-print=omp %s -o %t.omp.c 2>&1 | FileCheck %s --check-prefix=PRINT
//
// CHECK-LABEL: func.func @test1(
// CHECK:         omp.target_enter_data
// CHECK-NEXT:    llvm.call @acc_attach(
// CHECK:         llvm.call @acc_detach(
// CHECK:         omp.target_exit_data
// CHECK-LABEL: func.func @test2(
// CHECK:         llvm.call @acc_detach_finalize(
// CHECK-LABEL: func.func @test3(
// CHECK:         omp.target_data
// CHECK-NEXT:      llvm.call @acc_attach(
// CHECK:           llvm.call @acc_detach(
// CHECK-NEXT:      omp.terminator
// CHECK-LABEL: func.func @test4(
// CHECK:         llvm.call @acc_attach(
// CHECK:         omp.target
// CHECK:         llvm.call @acc_detach(
// CHECK-LABEL: func.func @test5(
// CHECK:         omp.target_data
// CHECK:           omp.target_data
// CHECK-NEXT:        llvm.call @acc_attach(
// CHECK:           omp.target
// CHECK:           llvm.call @acc_detach(
// CHECK-NEXT:      omp.terminator
// PRINT: attach_detach.c:[[@LINE+17]]:1: error: unsupported: printing 'attach(v.data)' as OpenMP (accc calls the OpenACC runtime's acc_attach; an OpenMP map attaches a pointer only with a section of its target)
#include "acc_testsuite.h"

typedef struct {
  int count;
  real_t *data;
} vec;

/* enter data copyin(v, v.data[0:n]) attach(v.data), a parallel loop
 * through the struct, exit data detach(v.data) copyout(v.data[0:n]). */
int test1(void) {
  int err = 0;
  vec v;
  v.count = n;
  v.data = malloc(n * sizeof(real_t));
  for (int x = 0; x < n; ++x)
    v.data[x] = x;
#pragma acc enter data copyin(v, v.data[0:n]) attach(v.data)
#pragma acc parallel loop present(v)
  for (int x = 0; x < v.count; ++x)
    v.data[x] *= 2;
#pragma acc exit data detach(v.data) copyout(v.data[0:n]) delete(v)
  for (int x = 0; x < n; ++x)
    if (fabs(v.data[x] - 2 * x) > PRECISION)
      err += 1;
  free(v.data);
  return err;
}

/* attach alone, and detach with finalize, under if clauses. */
int test2(void) {
  int err = 0, yes = 1;
  vec v;
  v.count = n;
  v.data = malloc(n * sizeof(real_t));
  for (int x = 0; x < n; ++x)
    v.data[x] = 1;
#pragma acc enter data copyin(v) create(v.data[0:n])
#pragma acc enter data attach(v.data) if(yes)
#pragma acc parallel loop present(v)
  for (int x = 0; x < v.count; ++x)
    v.data[x] = 3;
#pragma acc exit data detach(v.data) finalize if(yes)
#pragma acc exit data copyout(v.data[0:n]) delete(v)
  for (int x = 0; x < n; ++x)
    if (fabs(v.data[x] - 3) > PRECISION)
      err += 1;
  free(v.data);
  return err;
}

/* attach on a data construct: attached at its start, detached at its
 * end, before its maps go. */
int test3(void) {
  int err = 0;
  vec v;
  v.count = n;
  v.data = malloc(n * sizeof(real_t));
  for (int x = 0; x < n; ++x)
    v.data[x] = x;
#pragma acc data copyin(v) copy(v.data[0:n]) attach(v.data)
  {
#pragma acc parallel loop present(v)
    for (int x = 0; x < v.count; ++x)
      v.data[x] += 1;
  }
  for (int x = 0; x < n; ++x)
    if (fabs(v.data[x] - (x + 1)) > PRECISION)
      err += 1;
  free(v.data);
  return err;
}

/* attach on a compute construct, its target present from an enclosing
 * data construct. */
int test4(void) {
  int err = 0;
  vec v;
  v.count = n;
  v.data = malloc(n * sizeof(real_t));
  for (int x = 0; x < n; ++x)
    v.data[x] = x;
#pragma acc data copyin(v) copy(v.data[0:n])
  {
#pragma acc parallel loop present(v) attach(v.data)
    for (int x = 0; x < v.count; ++x)
      v.data[x] *= 3;
  }
  for (int x = 0; x < n; ++x)
    if (fabs(v.data[x] - 3 * x) > PRECISION)
      err += 1;
  free(v.data);
  return err;
}

/* attach on kernels: the data region around its parts attaches the
 * pointer (a copy of the target through another pointer: no implicit
 * attachment). */
int test5(void) {
  int err = 0;
  vec v;
  v.count = n;
  v.data = malloc(n * sizeof(real_t));
  for (int x = 0; x < n; ++x)
    v.data[x] = x;
  real_t *d = v.data;
#pragma acc data copyin(v) copy(d[0:n])
  {
#pragma acc kernels present(v) attach(v.data)
    {
#pragma acc loop independent
      for (int x = 0; x < n; ++x)
        v.data[x] += 5;
    }
  }
  for (int x = 0; x < n; ++x)
    if (fabs(v.data[x] - (x + 5)) > PRECISION)
      err += 1;
  free(v.data);
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
