// A validation-style test of private and firstprivate of arrays and array
// sections (OpenACC 3.3 §2.5.13-14, §2.9.10): whole arrays of constant
// size, and sections `p[lo:n]` of pointers and arrays with a constant
// length, on parallel, serial and loops at every level: each gang (or
// each iteration of a loop) has its own copy, firstprivate's starting from
// the section's values; the original is untouched. main returns the
// bitmask of failed sub-tests. Run on 1, 2, 4 threads (one team per
// thread: KMP_TEAMS_THREAD_LIMIT) and on the emulated device.
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=2 %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu
// RUN: accc -emit-mlir=acc %s | FileCheck %s
// RUN: not accc -fopenacc-print=omp %s -o %t.omp.c 2>&1 | FileCheck %s --check-prefix=PRINT
//
// A private section: an array of its length, no variable read; the body's
// pointer is the copy less the lower bound.
// CHECK-LABEL: func.func @test1(
// CHECK:         %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK:         %[[P:.*]] = acc.private varPtr(%[[NULL]] : !llvm.ptr) varType(!llvm.array<4 x f64>) recipe(@privatization_llvm_array_4_x_f64) -> !llvm.ptr {{{.*}}name = "w[0:4]"}
// CHECK:         acc.loop {{.*}}private(%[[P]], {{.*}}) control(
// CHECK:           %[[NEG:.*]] = arith.subi %{{.*}}, %{{.*}} : i64
// CHECK-NEXT:      llvm.getelementptr %[[P]][%[[NEG]]] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// A firstprivate section: an array of its length from its start.
// CHECK-LABEL: func.func @test2(
// CHECK:         acc.firstprivate varPtr(%{{[0-9]+}} : !llvm.ptr) varType(!llvm.array<4 x f64>) {{.*}}name = "w[k:4]"}
// PRINT: error: unsupported: printing the array section in 'private(w[0:4])' of 'parallel loop' as OpenMP (OpenMP's 'private' takes variables, not array sections)
#include "acc_testsuite.h"

/* private(w[0:4]) of a pointer on a combined construct's loop. */
int test1(void) {
  int err = 0;
  real_t *w = malloc(16 * sizeof(real_t)), out[n];
  for (int x = 0; x < 16; ++x)
    w[x] = -1;
#pragma acc parallel loop private(w[0:4]) copyout(out)
  for (int x = 0; x < n; ++x) {
    w[0] = x;
    w[3] = 2 * x;
    out[x] = w[0] + w[3];
  }
  for (int x = 0; x < n; ++x)
    if (fabs(out[x] - 3 * x) > PRECISION)
      err += 1;
  for (int x = 0; x < 16; ++x)
    if (w[x] != -1)
      err += 1;
  free(w);
  return err;
}

/* firstprivate(w[k:4]) (a run-time lower bound) on parallel, and of an
 * array on serial: the copies start with the section's values. */
int test2(void) {
  int err = 0, k = 2;
  real_t *w = malloc(16 * sizeof(real_t)), arr[16], out[n];
  for (int x = 0; x < 16; ++x)
    w[x] = arr[x] = x;
#pragma acc parallel loop firstprivate(w[k:4]) copyout(out)
  for (int x = 0; x < n; ++x)
    out[x] = w[k + x % 4];
  for (int x = 0; x < n; ++x)
    if (fabs(out[x] - (k + x % 4)) > PRECISION)
      err += 1;
  real_t sum = 0;
#pragma acc serial firstprivate(arr[4:8]) copy(sum)
  {
    for (int x = 4; x < 12; ++x) {
      arr[x] *= 2; /* the copy's */
      sum += arr[x];
    }
  }
  if (fabs(sum - 2 * (4 + 5 + 6 + 7 + 8 + 9 + 10 + 11)) > PRECISION)
    err += 1;
  for (int x = 0; x < 16; ++x)
    if (arr[x] != x)
      err += 1;
  free(w);
  return err;
}

/* private sections on gang, worker and vector loops, and a whole array
 * private on parallel (one copy per gang). */
int test3(void) {
  int err = 0;
  real_t tmp[8], out[n];
  int rows[4];
#pragma acc parallel num_gangs(4) private(rows) copyout(out)
  {
#pragma acc loop gang private(tmp[0:2])
    for (int i = 0; i < 8; ++i) {
      tmp[0] = i;
#pragma acc loop worker private(tmp[2:2])
      for (int j = 0; j < 8; ++j) {
        tmp[2] = j;
#pragma acc loop vector private(tmp[4:1])
        for (int k = 0; k < n / 64; ++k) {
          tmp[4] = k;
          out[(i * 8 + j) * (n / 64) + k] = tmp[4];
        }
      }
    }
  }
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      for (int k = 0; k < n / 64; ++k)
        if (fabs(out[(i * 8 + j) * (n / 64) + k] - k) > PRECISION)
          err += 1;
  return err;
}

/* firstprivate of a whole array and of a one-element section on
 * parallel: every gang starts from the original values. */
int test4(void) {
  int err = 0;
  real_t base[4] = {1, 2, 3, 4}, *one = malloc(4 * sizeof(real_t)), out[n];
  one[1] = 10;
#pragma acc parallel loop firstprivate(base, one[1]) copyout(out)
  for (int x = 0; x < n; ++x) {
    base[x % 4] += 0; /* the gang's copy */
    out[x] = base[x % 4] + one[1];
  }
  for (int x = 0; x < n; ++x)
    if (fabs(out[x] - (x % 4 + 1 + 10)) > PRECISION)
      err += 1;
  free(one);
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  RUN_TEST(3, test3);
  RUN_TEST(4, test4);
  return failed;
}
