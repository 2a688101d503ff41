// A validation-style test of reductions of `_Bool` and 8- and 16-bit
// integers (OpenACC 3.3 §2.5.15: C's arithmetic types): `+` keeps a
// `_Bool` 0 or 1 through every combination ((a + b) != 0) for a scalar and
// an array, a `signed char` array of the same MLIR type (i8) is summed,
// and `short`/`unsigned char` scalars and arrays are reduced with every
// kind of operator on gang, gang vector and gang worker loops (in GPU
// kernels: widened to 32 bits for the warp shuffles, combined into the
// variable by a compare-and-swap of their width). main returns the bitmask
// of failed sub-tests. Run on 1, 2, 4 threads and the emulated device (and
// on the GPU by scripts/test-gpu.sh).
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=8 %t
// RUN: accc -emit-mlir=omp %s | FileCheck %s
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu
// RUN: accc --offload-arch=sm_90 -emit-mlir=gpu %s | FileCheck %s --check-prefix=KERNEL
// (Not printed: clang-22 crashes on OpenMP's reduction of a `_Bool` array,
// "Cannot select: AtomicLoad ... zext from i1".)
//
// CHECK:       omp.declare_reduction @acc2omp.reduction.add.i8_bool : i8
// CHECK:         arith.addi
// CHECK-NEXT:    arith.constant 0 : i8
// CHECK-NEXT:    arith.cmpi ne
// CHECK-NEXT:    arith.extui
// In a kernel, a 16-bit partial: widened for the shuffle, combined by a
// 16-bit compare-and-swap.
// KERNEL:      arith.extui %{{.*}} : i16 to i32
// KERNEL:      gpu.shuffle xor
// KERNEL:      llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} {{.*}}: !llvm.ptr, i16
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

/* short and unsigned char: +, max, min, |, & and ^ on scalars and arrays,
 * on gang vector and gang worker loops. */
int test2(void) {
  int err = 0;
  short total = 0, hi = -30000, lo = 30000, sums[8];
  unsigned char bits = 0, mask = 255, parity = 0, ucounts[4];
  for (int k = 0; k < 8; ++k)
    sums[k] = 0;
  for (int k = 0; k < 4; ++k)
    ucounts[k] = 0;
#pragma acc parallel loop gang vector reduction(+:total) reduction(max:hi) \
    reduction(min:lo) reduction(+:sums)
  for (int x = 0; x < 4000; ++x) {
    total += x % 5 == 0;
    hi = hi > (short)(x - 2000) ? hi : (short)(x - 2000);
    lo = lo < (short)(x - 2000) ? lo : (short)(x - 2000);
    sums[x % 8] += 2;
  }
#pragma acc parallel loop gang worker reduction(|:bits) reduction(&:mask) \
    reduction(^:parity) reduction(+:ucounts)
  for (int x = 0; x < 800; ++x) {
    bits |= (unsigned char)(1 << (x % 7));
    mask &= (unsigned char)~(1 << (x % 3));
    parity ^= (unsigned char)(x % 2 == 0);
    ucounts[x % 4] += 1;
  }
  if (total != 800 || hi != 1999 || lo != -2000)
    err += 1;
  for (int k = 0; k < 8; ++k)
    if (sums[k] != 1000)
      err += 1;
  if (bits != 127 || mask != (unsigned char)~7 || parity != 0)
    err += 1;
  for (int k = 0; k < 4; ++k)
    if (ucounts[k] != 200)
      err += 1;
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  return failed;
}
