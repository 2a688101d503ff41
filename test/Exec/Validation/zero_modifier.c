// A validation-style test of the zero modifier (OpenACC 3.3 §2.7.8-9) on
// create and copyout, on data, enter data, parallel, serial and kernels,
// of whole variables and a pointer's section, under `if`: a new device
// copy starts zeroed. On a device that shares the host's memory no copy is
// made, so the constructs see the host's values (what accc's host
// executables do); the sub-tests expect either, as acc_is_present says
// which. Run on the host's threads and the emulated device (separate
// memory). OpenMP's maps have no zero modifier: the printer writes the
// zeroing (a `target` loop over the bytes of what the directive newly
// allocated: test/Print/zero-modifier.c has the forms), built by clang-22
// and gcc and run.
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=4 %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=2 %t.gpu
// RUN: accc -emit-mlir=omp %s | FileCheck %s
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w -I%S %t.omp.c -o %t.clang %acc_runtime && env OMP_NUM_THREADS=1 %t.clang && env OMP_NUM_THREADS=4 %t.clang
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c && gcc -fopenmp -foffload=disable -w -I%S %t.gcc.c -o %t.gcc %acc_runtime && env OMP_NUM_THREADS=4 %t.gcc
//
// CHECK-LABEL: func.func @test1(
// CHECK:         omp.map.info var_ptr({{.*}}) map_clauses(ompx_hold, storage) {{.*}}acc2omp.zero
// CHECK-LABEL: func.func @test2(
// CHECK:         omp.map.info var_ptr({{.*}}) map_clauses(storage) {{.*}}acc2omp.zero
#include "acc_testsuite.h"

/* What a copy that starts zeroed, or the host's data, holds. */
static int expect(const real_t *a, int shared, real_t host, real_t added) {
  int err = 0;
  for (int x = 0; x < n; ++x)
    if (fabs(a[x] - ((shared ? host : 0) + added)) > PRECISION)
      err += 1;
  return err;
}

/* data create(zero:) and copyout(zero:). */
int test1(void) {
  real_t a[n], b[n];
  int shared = acc_is_present(a, sizeof a);
  for (int x = 0; x < n; ++x)
    a[x] = b[x] = 3;
#pragma acc data create(zero: a) copyout(zero: b)
  {
#pragma acc parallel loop present(a, b)
    for (int x = 0; x < n; ++x)
      b[x] += a[x] + 1;
  }
  return expect(b, shared, 3 + 3, 1);
}

/* enter data create(zero:), then present. */
int test2(void) {
  real_t a[n];
  int shared = acc_is_present(a, sizeof a);
  for (int x = 0; x < n; ++x)
    a[x] = 4;
#pragma acc enter data create(zero: a)
#pragma acc parallel loop present(a)
  for (int x = 0; x < n; ++x)
    a[x] += 2;
#pragma acc exit data copyout(a)
  return expect(a, shared, 4, 2);
}

/* copyout(zero:) on parallel loop, serial and kernels: the elements the
 * construct does not write come back zero. */
int test3(void) {
  int err = 0;
  real_t a[n], b[n], c[n];
  int shared = acc_is_present(a, sizeof a);
  for (int x = 0; x < n; ++x)
    a[x] = b[x] = c[x] = 5;
#pragma acc parallel loop copyout(zero: a)
  for (int x = 0; x < n; x += 2)
    a[x] += 1;
#pragma acc serial copyout(zero: b)
  b[0] += 1;
#pragma acc kernels copyout(zero: c)
  {
#pragma acc loop independent
    for (int x = 0; x < n; x += 2)
      c[x] += 1;
  }
  for (int x = 0; x < n; ++x) {
    real_t base = shared ? 5 : 0;
    if (fabs(a[x] - (base + (x % 2 == 0))) > PRECISION)
      err += 1;
    if (fabs(b[x] - (base + (x == 0))) > PRECISION)
      err += 1;
    if (fabs(c[x] - (base + (x % 2 == 0))) > PRECISION)
      err += 1;
  }
  return err;
}

/* Present data: zero does not touch it. */
int test4(void) {
  real_t a[n];
  for (int x = 0; x < n; ++x)
    a[x] = 6;
#pragma acc data copyin(a)
  {
#pragma acc data create(zero: a)
    {
#pragma acc parallel loop present(a)
      for (int x = 0; x < n; ++x)
        a[x] += 1;
    }
#pragma acc update self(a)
  }
  return expect(a, 1, 6, 1);
}

/* enter data create(zero:) of a pointer's section: only its elements. */
int test5(void) {
  int err = 0;
  real_t *p = malloc(n * sizeof *p);
  int shared = acc_is_present(p, n * sizeof *p);
  for (int x = 0; x < n; ++x)
    p[x] = 7;
#pragma acc enter data create(zero: p[2:8])
#pragma acc parallel loop present(p[2:8])
  for (int x = 2; x < 10; ++x)
    p[x] += 1;
#pragma acc exit data copyout(p[2:8])
  for (int x = 0; x < n; ++x)
    if (fabs(p[x] - (x >= 2 && x < 10 ? (shared ? 7 : 0) + 1 : 7)) > PRECISION)
      err += 1;
  free(p);
  return err;
}

/* copyout(zero:) under if: a false condition runs the construct on the
 * host, with the host's data. */
int test6(void) {
  int err = 0;
  real_t a[n];
  int shared = acc_is_present(a, sizeof a);
  for (int pass = 0; pass < 2; ++pass) {
    for (int x = 0; x < n; ++x)
      a[x] = 2;
#pragma acc parallel loop copyout(zero: a) if(pass + 0)
    for (int x = 0; x < n; x += 2)
      a[x] += 1;
    int zeroed = pass && !shared;
    for (int x = 0; x < n; ++x)
      if (fabs(a[x] - ((zeroed ? 0 : 2) + (x % 2 == 0))) > PRECISION)
        err += 1;
  }
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  RUN_TEST(3, test3);
  RUN_TEST(4, test4);
  RUN_TEST(5, test5);
  RUN_TEST(6, test6);
  return failed;
}
