// A validation-style test of declare with array sections in functions
// (OpenACC 3.3 §2.13): copy, copyin, copyout, create and present of
// x[lo:n] (bounds from literals, parameters, locals and globals, with
// arithmetic), the data entered at the directive and left at every
// return of the function. main returns the bitmask of failed sub-tests.
// Run on 1, 2, 4 threads and the emulated device; printed as OpenMP
// (target enter data / exit data around the body and before each
// return), built by clang-22 and gcc.
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu
// RUN: accc -emit-mlir=acc %s | FileCheck %s
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && FileCheck %s --check-prefix=PRINT < %t.omp.c
// RUN: clang -fopenmp -w -I%S %t.omp.c -o %t.clang %acc_runtime && env OMP_NUM_THREADS=2 %t.clang
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold present=no-present update-present=no-present" %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w -I%S %t.gcc.c -o %t.gcc %acc_runtime && env OMP_NUM_THREADS=2 %t.gcc
//
// CHECK-LABEL: func.func private @add_one(
// CHECK:         %[[B:.*]] = acc.bounds lowerbound(%{{.*}} : i64) upperbound(%{{.*}} : i64) extent(%{{.*}} : i64)
// CHECK:         %[[E:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%[[B]]) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copy>, name = "x[0:count]"}
// CHECK:         acc.declare_enter dataOperands(%[[E]] : !llvm.ptr)
// CHECK:         acc.declare_exit
// CHECK:         acc.copyout accPtr(%[[E]] : !llvm.ptr) bounds(%[[B]]) to varPtr(
// PRINT: #pragma omp target enter data map(to: x[0:count])
// PRINT: #pragma omp target exit data map(from: x[0:count])
#include "acc_testsuite.h"

static int offset = 2;

/* copy(x[0:count]) in a function. */
static void add_one(real_t *x, int count) {
#pragma acc declare copy(x[0:count])
#pragma acc parallel loop present(x[0:count])
  for (int i = 0; i < count; ++i)
    x[i] += 1;
}

/* create and copyout of sections with arithmetic bounds; an early
 * return leaves the data too. */
static int fill(real_t *x, real_t *y, int count, int early) {
  int half = count / 2;
#pragma acc declare create(x[offset:count - 2 * offset]) copyout(y[0:(half)*2])
#pragma acc parallel loop present(x[offset:count - 2 * offset])
  for (int i = offset; i < count - offset; ++i)
    x[i] = i;
  if (early) {
#pragma acc parallel loop present(y[0:2 * half])
    for (int i = 0; i < 2 * half; ++i)
      y[i] = -1;
    return 1;
  }
#pragma acc parallel loop present(x[offset:count - 2 * offset], y[0:half * 2])
  for (int i = 0; i < 2 * half; ++i)
    y[i] = (i >= offset && i < count - offset) ? 2 * x[i] : 0;
  return 0;
}

/* copyin of a local array's section, present of a section another
 * declare made present. */
static real_t sum_middle(const real_t *x, int count) {
  real_t sum = 0, local[16];
  for (int i = 0; i < 16; ++i)
    local[i] = i;
#pragma acc declare copyin(local[4:8])
#pragma acc parallel loop reduction(+:sum) present(local[4:8]) copyin(x[0:count])
  for (int i = 4; i < 12; ++i)
    sum += local[i] + x[i];
  return sum;
}

int test1(void) {
  int err = 0;
  real_t x[n];
  for (int i = 0; i < n; ++i)
    x[i] = i;
  add_one(x, n);
  for (int i = 0; i < n; ++i)
    if (fabs(x[i] - (i + 1)) > PRECISION)
      err += 1;
  return err;
}

int test2(void) {
  int err = 0;
  real_t x[n], y[n];
  for (int early = 0; early < 2; ++early) {
    for (int i = 0; i < n; ++i)
      y[i] = 7;
    fill(x, y, n, early);
    for (int i = 0; i < n; ++i) {
      real_t expected = early ? -1 : (i >= offset && i < n - offset) ? 2 * i : 0;
      if (fabs(y[i] - expected) > PRECISION)
        err += 1;
    }
  }
  return err;
}

int test3(void) {
  real_t x[n];
  for (int i = 0; i < n; ++i)
    x[i] = 1;
  real_t sum = sum_middle(x, n);
  return fabs(sum - (4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 8)) > PRECISION;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  RUN_TEST(3, test3);
  return failed;
}
