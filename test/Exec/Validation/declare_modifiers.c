// A validation-style test of data clause modifiers on declare (OpenACC
// 3.3 §2.13, §2.7.4): in a function copyin(readonly:), create(zero:) (a
// new device copy starts zeroed), copyin(always:) of data already present
// (copied again), copyout(always:) of data an enter data holds (copied
// out at the return anyway); at file scope create(zero:) and
// copyin(readonly:) of globals. On the shared-memory host no copy is made
// and the constructs see the host's values, which the sub-tests make
// equal to what a device would see. main returns the bitmask of failed
// sub-tests. Run on 1, 2, 4 threads and the emulated device (separate,
// poisoned memory: a missing zeroing or copy shows). Printed as OpenMP,
// whose maps cannot zero: the function's declare zeroes what it allocated
// (test/Print/zero-modifier.c); the global without an initializer needs
// nothing (its declare target copy starts zero); built by clang-22 and gcc.
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu
// RUN: accc -emit-mlir=acc %s | FileCheck %s
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && FileCheck %s --check-prefix=PRINT --match-full-lines < %t.omp.c
// RUN: clang -fopenmp -w -I%S %t.omp.c -o %t.clang %acc_runtime && env OMP_NUM_THREADS=1 %t.clang && env OMP_NUM_THREADS=4 %t.clang
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c && gcc -fopenmp -foffload=disable -w -I%S %t.gcc.c -o %t.gcc %acc_runtime && env OMP_NUM_THREADS=4 %t.gcc
//
// CHECK:       acc.global_ctor @zeroed_acc_ctor {
// CHECK:         acc.create varPtr(%{{.*}} : !llvm.ptr) varType(!llvm.array<64 x f64>) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_create_zero>, name = "zeroed", structured = false}
// CHECK:       acc.global_ctor @table_acc_ctor {
// CHECK:         acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(!llvm.array<64 x f64>) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyin_readonly>, name = "table", structured = false}
// CHECK-LABEL: func.func private @zero_scratch(
// CHECK:         acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%{{.*}}) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copyin_readonly>, name = "x[0:count]"}
// CHECK:         acc.create varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%{{.*}}) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_create_zero>, name = "z[0:count]"}
// CHECK-LABEL: func.func private @read_again(
// CHECK:         acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%{{.*}}) -> !llvm.ptr {{{.*}}modifiers = #acc<data_clause_modifier always>, name = "x[0:count]"}
// CHECK-LABEL: func.func private @write_back(
// CHECK:         acc.create varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%{{.*}}) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copyout>, modifiers = #acc<data_clause_modifier always>, name = "x[0:count]"}
// PRINT:      #pragma omp declare target(zeroed)
// PRINT:      #pragma omp target enter data map(to: x[0:count]) map(alloc: z[0:count])
// PRINT-NEXT: if (acc2omp_zero0 && omp_target_is_present(&z[0], omp_get_default_device())) {
#include "acc_testsuite.h"

#define N 64

real_t zeroed[N];
#pragma acc declare create(zero: zeroed)
real_t table[N];
#pragma acc declare copyin(readonly: table)

/* readonly and zero in a function: out[i] = x[i] where the scratch copy
 * started zeroed. */
static void zero_scratch(const real_t *x, real_t *z, real_t *out, int count) {
#pragma acc declare copyin(readonly: x[0:count]) create(zero: z[0:count])
#pragma acc parallel loop present(x[0:count], z[0:count]) copyout(out[0:count])
  for (int i = 0; i < count; ++i)
    out[i] = z[i] == 0 ? x[i] : -1;
}

int test1(void) {
  int err = 0;
  real_t x[N], z[N], out[N];
  for (int i = 0; i < N; ++i) {
    x[i] = i;
    z[i] = 0;
  }
  zero_scratch(x, z, out, N);
  for (int i = 0; i < N; ++i)
    if (fabs(out[i] - i) > PRECISION)
      err += 1;
  return err;
}

/* copyin(always:) of present data copies the host's new values. */
static void read_again(real_t *x, real_t *out, int count) {
#pragma acc declare copyin(always: x[0:count])
#pragma acc parallel loop present(x[0:count]) copyout(out[0:count])
  for (int i = 0; i < count; ++i)
    out[i] = x[i];
}

/* copyout(always:) of data enter data holds: copied out at the return. */
static void write_back(real_t *x, int count) {
#pragma acc declare copyout(always: x[0:count])
#pragma acc parallel loop present(x[0:count])
  for (int i = 0; i < count; ++i)
    x[i] = -x[i];
}

int test2(void) {
  int err = 0;
  real_t x[N], out[N];
  for (int i = 0; i < N; ++i)
    x[i] = i;
#pragma acc enter data copyin(x[0:N])
  for (int i = 0; i < N; ++i)
    x[i] = 2 * i;
  read_again(x, out, N);
  write_back(x, N);
  for (int i = 0; i < N; ++i)
    if (fabs(out[i] - 2 * i) > PRECISION || fabs(x[i] + 2 * i) > PRECISION)
      err += 1;
#pragma acc exit data delete(x[0:N])
  return err;
}

/* File-scope create(zero:) and copyin(readonly:). */
int test3(void) {
  int err = 0;
  real_t out[N];
  for (int i = 0; i < N; ++i)
    table[i] = 0; /* the copy made at the start holds zeros too */
#pragma acc parallel loop present(zeroed, table) copyout(out[0:N])
  for (int i = 0; i < N; ++i)
    out[i] = zeroed[i] == 0 ? table[i] + 1 : -1;
  for (int i = 0; i < N; ++i)
    if (fabs(out[i] - 1) > PRECISION)
      err += 1;
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  RUN_TEST(3, test3);
  return failed;
}
