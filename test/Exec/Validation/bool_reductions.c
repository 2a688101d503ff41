// A validation-style test of reductions of `_Bool` (OpenACC 3.3 §2.5.15:
// C's arithmetic types): `+` keeps a `_Bool` 0 or 1 through every
// combination ((a + b) != 0) for a scalar and an array, and a `signed char`
// array of the same MLIR type (i8) is summed. main returns the bitmask of
// failed sub-tests. Run on 1, 2, 4 threads.
// Host only with --offload-arch: 8-bit reductions in GPU kernels are a
// located error (32- and 64-bit only), checked below.
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=8 %t
// RUN: accc -emit-mlir=omp %s | FileCheck %s
// RUN: not accc --offload-arch=sm_90 -c %s -o %t.gpu.o 2>&1 | FileCheck %s --check-prefix=GPU
// (Not printed: clang-22 crashes on OpenMP's reduction of a `_Bool` array,
// "Cannot select: AtomicLoad ... zext from i1".)
//
// CHECK:       omp.declare_reduction @acc2omp.reduction.add.i8_bool : i8
// CHECK:         arith.addi
// CHECK-NEXT:    arith.constant 0 : i8
// CHECK-NEXT:    arith.cmpi ne
// CHECK-NEXT:    arith.extui
// GPU: error: unsupported: a reduction of a variable of another type than a 32- or 64-bit integer or float in a GPU kernel ('@acc2omp.reduction.add.i8_bool') (--offload-arch)
#include "acc_testsuite.h"

/* _Bool: `+` keeps it 0 or 1 ((a + b) != 0); a signed char array of the
 * same MLIR type (i8) is summed. */
int test1(void) {
  int err = 0;
  _Bool any = 0, flags[8];
  signed char counts[8];
  for (int k = 0; k < 8; ++k)
    flags[k] = counts[k] = 0;
#pragma acc parallel loop gang worker reduction(+:any, flags)
  for (int x = 0; x < n; ++x) {
    any += x % 3 == 0;
    flags[x % 8] += x % 2 == 0;
  }
#pragma acc parallel loop gang worker reduction(+:counts)
  for (int x = 0; x < 800; ++x)
    counts[x % 8] += 1;
  for (int k = 0; k < 8; ++k)
    if (counts[k] != 100)
      err += 1;
  if (any != 1)
    err += 1;
  for (int k = 0; k < 8; ++k)
    if (flags[k] != (k % 2 == 0))
      err += 1;
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  return failed;
}
