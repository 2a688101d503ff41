// A validation-style test of atomic operations on 8- and 16-bit integers
// (OpenACC 3.3 §2.12: any scalar of intrinsic type): update (+, -, ^, |,
// &, ++, --), read, write and capture of char, signed char, unsigned char,
// short and unsigned short from every iteration of gang/vector loops, the
// results wrapping as C's conversions say. In GPU kernels LLVM's NVPTX
// back end makes each one a compare-and-swap on the 32-bit word that holds
// the variable (its neighbours in the word are kept: test3). main returns
// the bitmask of failed sub-tests. Run on 1, 2, 4 threads, the emulated
// device and the GPU (scripts/test-gpu.sh); printed as OpenMP, built by
// clang-22 and gcc.
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu
// RUN: accc -O1 --offload-arch=sm_90 -c %s -o %t.o && grep -a -o "atom[.a-z0-9]*" %t.o | FileCheck %s --check-prefix=PTX
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c
// RUN: clang -fopenmp -w -I%S %t.omp.c -o %t.clang %acc_runtime && env OMP_NUM_THREADS=4 %t.clang
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w -I%S %t.gcc.c -o %t.gcc %acc_runtime && env OMP_NUM_THREADS=4 %t.gcc
//
// The kernels' PTX (embedded for the driver): compare-and-swap of words.
// PTX: atom.{{.*}}cas.b32
// PTX-NOT: atom.{{.*}}.b8
// PTX-NOT: atom.{{.*}}.b16
#include "acc_testsuite.h"

#define ITERATIONS 1000

/* Updates: each iteration once; the sums wrap modulo 2^8 and 2^16. */
int test1(void) {
  int err = 0;
  char c = 0;
  signed char sc = 5;
  unsigned char uc = 0, bits = 0;
  short s = 0;
  unsigned short us = 65535;
#pragma acc parallel loop gang vector copy(c, sc, uc, bits, s, us)
  for (int i = 0; i < ITERATIONS; ++i) {
#pragma acc atomic update
    c += 3;
#pragma acc atomic update
    sc--;
#pragma acc atomic
    uc ^= (unsigned char)(i & 0xff);
#pragma acc atomic update
    bits |= (unsigned char)(1 << (i % 8));
#pragma acc atomic update
    s = s - 7;
#pragma acc atomic update
    us++;
  }
  unsigned char expected_xor = 0;
  for (int i = 0; i < ITERATIONS; ++i)
    expected_xor ^= (unsigned char)(i & 0xff);
  err += c != (char)(3 * ITERATIONS);
  err += sc != (signed char)(5 - ITERATIONS);
  err += uc != expected_xor;
  err += bits != 0xff;
  err += s != (short)(-7 * ITERATIONS);
  err += us != (unsigned short)(65535 + ITERATIONS);
  return err;
}

/* Capture: every value before the increment is seen once. */
int test2(void) {
  int err = 0;
  short counter = 0;
  unsigned char wrapping = 200;
  short seen[ITERATIONS];
  unsigned char before[ITERATIONS];
  int hits[ITERATIONS];
#pragma acc parallel loop copy(counter, wrapping) copyout(seen, before)
  for (int i = 0; i < ITERATIONS; ++i) {
#pragma acc atomic capture
    seen[i] = counter++;
#pragma acc atomic capture
    {
      before[i] = wrapping;
      wrapping += 1;
    }
  }
  for (int i = 0; i < ITERATIONS; ++i)
    hits[i] = 0;
  for (int i = 0; i < ITERATIONS; ++i) {
    if (seen[i] < 0 || seen[i] >= ITERATIONS)
      err += 1;
    else
      hits[seen[i]] += 1;
  }
  for (int i = 0; i < ITERATIONS; ++i)
    err += hits[i] != 1;
  err += counter != ITERATIONS;
  err += wrapping != (unsigned char)(200 + ITERATIONS);
  /* Each value of the wrapping counter is seen ITERATIONS / 256 or one
   * more times. */
  int counts[256] = {0};
  for (int i = 0; i < ITERATIONS; ++i)
    counts[before[i]] += 1;
  for (int v = 0; v < 256; ++v)
    err += counts[v] < ITERATIONS / 256 || counts[v] > ITERATIONS / 256 + 1;
  return err;
}

/* Neighbours in one word: four chars of a struct updated by different
 * iterations, each its own count; read and write of a short. */
int test3(void) {
  int err = 0;
  struct {
    char a, b, c, d;
  } four = {0, 0, 0, 0};
  short flag = 0, last = -1;
#pragma acc parallel loop copy(four, flag, last)
  for (int i = 0; i < ITERATIONS; ++i) {
    switch (i % 4) {
    case 0:
#pragma acc atomic update
      four.a += 1;
      break;
    case 1:
#pragma acc atomic update
      four.b += 2;
      break;
    case 2:
#pragma acc atomic update
      four.c -= 1;
      break;
    default:
#pragma acc atomic update
      four.d += 4;
    }
    if (i == ITERATIONS - 1) {
#pragma acc atomic write
      flag = 7;
    }
    short observed;
#pragma acc atomic read
    observed = flag;
    if (observed != 0 && observed != 7) {
#pragma acc atomic write
      last = observed;
    }
  }
  err += four.a != (char)(ITERATIONS / 4);
  err += four.b != (char)(2 * (ITERATIONS / 4));
  err += four.c != (char)(-(ITERATIONS / 4));
  err += four.d != (char)(4 * (ITERATIONS / 4));
  err += flag != 7 || last != -1;
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  RUN_TEST(3, test3);
  return failed;
}
