// A validation-style test of routine bind (OpenACC 3.3 §2.15.1): bind(g)
// and bind("g") on a routine directive before a function and naming one:
// the calls in compute constructs (device code) call g, host code calls
// the function itself. main returns the bitmask of failed sub-tests. Run
// on the host's threads and the emulated device. Printed as OpenMP, a
// directive before its function is `declare variant(g)
// match(construct={target})` in the function's `declare target` (calls in
// target regions and declare target functions call g); one that names its
// function is the same variant on a declaration of its own,
// `__typeof__(g) f;` (g has f's type: accc checks it). clang-22 and gcc
// build and run both forms (-DPRINTABLE: the directive before the
// function). A bound name that is no function, or one of another type, is
// an error.
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=4 %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=2 %t.gpu
// RUN: accc -emit-mlir=omp %s | FileCheck %s
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && FileCheck %s --check-prefix=NAMED --match-full-lines < %t.omp.c
// RUN: clang -fopenmp -w -I%S %t.omp.c -o %t.named.clang %acc_runtime && env OMP_NUM_THREADS=2 %t.named.clang
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.named.gcc.c && gcc -fopenmp -foffload=disable -w -I%S %t.named.gcc.c -o %t.named.gcc %acc_runtime && env OMP_NUM_THREADS=2 %t.named.gcc
// RUN: accc -DPRINTABLE -fopenacc-print=omp %s -o %t.p.c && FileCheck %s --check-prefix=VARIANT < %t.p.c
// RUN: clang -fopenmp -w -I%S -DPRINTABLE %t.p.c -o %t.clang %acc_runtime && env OMP_NUM_THREADS=2 %t.clang
// RUN: accc -DPRINTABLE -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.g.c
// RUN: gcc -fopenmp -foffload=disable -w -I%S -DPRINTABLE %t.g.c -o %t.gcc %acc_runtime && env OMP_NUM_THREADS=2 %t.gcc
// VARIANT: {{^}}real_t twice_device(
// VARIANT: {{^}}#pragma omp declare target
// VARIANT-NEXT: {{^}}#pragma omp declare variant(twice_device) match(construct={target})
// VARIANT: {{^}}real_t twice(real_t x) { return 2 * x; }
// VARIANT: {{^}}#pragma omp declare variant(twice_device) match(construct={target})
// VARIANT: {{^}}real_t thrice(real_t x) { return 3 * x; }
// NAMED:      real_t thrice(real_t x) { return 3 * x; }
// NAMED:      #elif !defined(PRINTABLE)
// NAMED-NEXT: #pragma omp declare target(thrice)
// NAMED-NEXT: #pragma omp declare variant(twice_device) match(construct={target})
// NAMED-NEXT: __typeof__(twice_device) thrice;
// RUN: not accc -DMISSING -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not accc -DMISTYPED -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=MISTYPED
//
// CHECK-LABEL: func.func @test1(
// CHECK:         omp.target
// CHECK:           func.call @twice_device(
// CHECK:           func.call @twice_device(
// CHECK:         } {{.*}}
// CHECK:         call @twice(
// CHECK:         call @thrice(
#include "acc_testsuite.h"

#pragma acc routine seq
real_t twice_device(real_t x) { return 2 * x + 1000; }

#ifdef MISTYPED
#pragma acc routine seq
int other(int x) { return x; }
// MISTYPED: routine_bind.c:[[@LINE+1]]:13: error: 'bind(other)': 'other' has another type than the routine it replaces in device code
#pragma acc routine seq bind(other)
#else
#pragma acc routine seq bind(twice_device)
#endif
real_t twice(real_t x) { return 2 * x; }

#ifdef PRINTABLE
#pragma acc routine seq bind("twice_device")
#endif
real_t thrice(real_t x) { return 3 * x; }
#ifdef MISSING
// MISSING: routine_bind.c:[[@LINE+1]]:13: error: 'bind(nowhere)' names 'nowhere', which is not a function of this file
#pragma acc routine(thrice) seq bind(nowhere)
#elif !defined(PRINTABLE)
#pragma acc routine(thrice) seq bind("twice_device")
#endif

int test1(void) {
  int err = 0;
  real_t a[n], b[n], c[n];
  for (int x = 0; x < n; ++x)
    a[x] = x;
#pragma acc parallel loop copyin(a) copyout(b, c)
  for (int x = 0; x < n; ++x) {
    b[x] = twice(a[x]);
    c[x] = thrice(a[x]);
  }
  for (int x = 0; x < n; ++x)
    if (fabs(b[x] - (2 * x + 1000)) > PRECISION || fabs(c[x] - (2 * x + 1000)) > PRECISION)
      err += 1;
  /* Host code calls the functions themselves. */
  if (twice(1) != 2 || thrice(1) != 3)
    err += 1;
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  return failed;
}
