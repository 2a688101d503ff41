// A validation-style test of the always, alwaysin and alwaysout modifiers
// (OpenACC 3.3 §2.7.4): copyin(always:)/copyin(alwaysin:) copy the host's
// values to present data, copyout(always:)/copyout(alwaysout:) copy the
// device's back though references remain, copy(always:) both; on data,
// enter data, exit data and compute constructs (OpenMP's always map
// modifier). On the shared-memory host every copy is a no-op. main returns
// the bitmask of failed sub-tests. Run on the host's threads and the
// emulated device (separate memory, where the difference shows); printed
// as OpenMP's map(always, ...), built by clang-22 and gcc.
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=4 %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=2 %t.gpu
// RUN: accc -emit-mlir=omp %s | FileCheck %s
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && FileCheck %s --check-prefix=PRINT < %t.omp.c
// RUN: clang -fopenmp -w -I%S %t.omp.c -o %t.clang %acc_runtime && env OMP_NUM_THREADS=2 %t.clang
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c && gcc -fopenmp -foffload=disable -w -I%S %t.gcc.c -o %t.gcc %acc_runtime && env OMP_NUM_THREADS=2 %t.gcc
// RUN: not accc -DCOPY_ALWAYSIN -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ALWAYSIN
//
// CHECK-LABEL: func.func @test1(
// CHECK:         omp.map.info var_ptr({{.*}}) map_clauses(always, to) {{.*}}name = "a"
// CHECK-LABEL: func.func @test2(
// CHECK:         omp.map.info var_ptr({{.*}}) map_clauses(always, ompx_hold, from) {{.*}}name = "a"
// PRINT: #pragma omp target enter data map(always, to: a)
// PRINT: #pragma omp target data map(ompx_hold, always, from: a)
// PRINT: #pragma omp target teams {{.*}}map(ompx_hold, always, tofrom: a)
// PRINT: #pragma omp target exit data map(always, from: a)
#include "acc_testsuite.h"

/* enter data copyin(always:) of present data: the device gets the host's
 * new values; copyin(alwaysin:) on a compute construct too. */
int test1(void) {
  int err = 0;
  real_t a[n];
  for (int x = 0; x < n; ++x)
    a[x] = 1;
#pragma acc enter data copyin(a)
  for (int x = 0; x < n; ++x)
    a[x] = 2;
#pragma acc enter data copyin(always: a)
#pragma acc parallel loop present(a)
  for (int x = 0; x < n; ++x)
    a[x] *= 10;
  for (int x = 0; x < n; ++x)
    a[x] = 3;
#pragma acc parallel loop copyin(alwaysin: a)
  for (int x = 0; x < n; ++x)
    a[x] += 1;
#pragma acc exit data copyout(a) finalize
  for (int x = 0; x < n; ++x)
    if (fabs(a[x] - 4) > PRECISION)
      err += 1;
  return err;
}

/* copyout(always:) in a data construct inside another: the values come
 * back at its end although the outer one keeps the data; copy(always:)
 * on a compute construct; exit data copyout(alwaysout:) with a reference
 * left. */
int test2(void) {
  int err = 0;
  real_t a[n];
  for (int x = 0; x < n; ++x)
    a[x] = 0;
#pragma acc data copy(a)
  {
#pragma acc data copyout(always: a)
    {
#pragma acc parallel loop present(a)
      for (int x = 0; x < n; ++x)
        a[x] = 5;
    }
    for (int x = 0; x < n; ++x)
      if (fabs(a[x] - 5) > PRECISION)
        err += 1;
#pragma acc parallel loop copy(always: a)
    for (int x = 0; x < n; ++x)
      a[x] += 1;
    for (int x = 0; x < n; ++x)
      if (fabs(a[x] - 6) > PRECISION)
        err += 1;
#pragma acc enter data copyin(a)
#pragma acc parallel loop present(a)
    for (int x = 0; x < n; ++x)
      a[x] += 1;
#pragma acc exit data copyout(alwaysout: a)
    for (int x = 0; x < n; ++x)
      if (fabs(a[x] - 7) > PRECISION)
        err += 1;
  }
  return err;
}

#ifdef COPY_ALWAYSIN
void copy_alwaysin(real_t *a) {
  // ALWAYSIN: always_modifiers.c:[[@LINE+1]]:1: error: unsupported: 'alwaysin' on a 'copy' clause ('acc.copyin'): OpenMP's 'always' map modifier makes both of the map's copies unconditional
#pragma acc parallel loop copy(alwaysin: a[0:n])
  for (int x = 0; x < n; ++x)
    a[x] = 1;
}
#endif

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  return failed;
}
