// A validation-style test of the data directives' clauses, on a device
// with memory of its own (a GPU build run on the emulated device, where a
// missing or extra copy shows) and on the host: `enter data`/`exit data`
// with `if`, `async` and `wait`, `finalize`; `update` with `if`,
// `if_present`, `self`/`host`/`device` and sections; `data` with `if`;
// `declare create` of a global with `update`. main returns the bitmask of
// failed sub-tests; run on 1, 2 and 4 threads, on the emulated device, and
// printed as OpenMP built by clang-22 and gcc.
//
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=8 %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w -I%S %t.omp.c -o %t.clang %acc_runtime
// RUN: env OMP_NUM_THREADS=1 %t.clang && env OMP_NUM_THREADS=4 %t.clang
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w -I%S %t.gcc.c -o %t.gcc %acc_runtime && env OMP_NUM_THREADS=4 %t.gcc
#include "acc_testsuite.h"

/* Whether the current device has memory of its own (the checks of what
 * is present and what was copied apply there). */
static int discrete(void) {
  acc_device_t type = acc_get_device_type();
  return type != acc_device_host && type != acc_device_none;
}

/* enter data / exit data under if(c). */
int test1(void) {
  int err = 0, yes = 1, no = 0;
  real_t a[32];
  for (int x = 0; x < 32; ++x)
    a[x] = x;
#pragma acc enter data copyin(a) if(no)
  if (discrete())
    err += acc_is_present(a, sizeof a) != 0;
#pragma acc enter data copyin(a) if(yes)
  err += acc_is_present(a, sizeof a) != 1;
#pragma acc exit data delete(a) if(no)
  err += acc_is_present(a, sizeof a) != 1;
#pragma acc exit data delete(a) if(yes)
  if (discrete())
    err += acc_is_present(a, sizeof a) != 0;
  return err;
}

/* enter data async(1) wait(2), exit data copyout async(1): the data moves
 * on the queue, in order after queue 2's work. */
int test2(void) {
  int err = 0;
  real_t a[n], b[n];
  for (int x = 0; x < n; ++x)
    a[x] = x, b[x] = 0;
#pragma acc enter data copyin(b) async(2)
#pragma acc enter data copyin(a) async(1) wait(2)
#pragma acc parallel loop present(a, b) async(1)
  for (int x = 0; x < n; ++x)
    b[x] = a[x] * 3;
#pragma acc exit data copyout(b) async(1)
#pragma acc exit data delete(a) async(1)
#pragma acc wait(1)
  for (int x = 0; x < n; ++x)
    err += b[x] != 3 * x;
  return err;
}

/* Two enter data, one exit data: still present; finalize: gone. */
int test3(void) {
  int err = 0;
  real_t a[16];
  for (int x = 0; x < 16; ++x)
    a[x] = 1;
#pragma acc enter data copyin(a)
#pragma acc enter data copyin(a)
#pragma acc parallel loop present(a)
  for (int x = 0; x < 16; ++x)
    a[x] += 1;
#pragma acc exit data copyout(a)
  err += acc_is_present(a, sizeof a) != 1;
  if (discrete())
    err += a[3] != 1; /* still referenced: not copied out */
#pragma acc exit data copyout(a) finalize
  err += a[3] != 2;
  if (discrete())
    err += acc_is_present(a, sizeof a) != 0;
  return err;
}

/* update self/host/device, sections, if, if_present. */
int test4(void) {
  int err = 0, yes = 1, no = 0;
  real_t a[32], absent[4] = {5, 5, 5, 5};
  for (int x = 0; x < 32; ++x)
    a[x] = x;
#pragma acc data copy(a)
  {
#pragma acc parallel loop present(a)
    for (int x = 0; x < 32; ++x)
      a[x] = 100 + x;
#pragma acc update self(a[4:4]) if(no)
    if (discrete())
      err += a[4] != 4;
#pragma acc update self(a[4:4]) if(yes)
    err += a[4] != 104 || a[7] != 107 || (discrete() && a[8] != 8);
#pragma acc update host(a[8:1])
    err += a[8] != 108;
    for (int x = 0; x < 32; ++x)
      a[x] = -x;
#pragma acc update device(a[0:16])
#pragma acc parallel loop present(a)
    for (int x = 0; x < 32; ++x)
      a[x] = a[x] * 2;
  }
  for (int x = 0; x < 32; ++x)
    err += a[x] != (x < 16 ? -2 * x : (discrete() ? 2 * (100 + x) : -2 * x));
  /* Not present: if_present makes it a no-op. */
#pragma acc update self(absent) if_present
#pragma acc update device(absent) if_present
  err += absent[2] != 5;
  return err;
}

/* data if(c): false, the construct inside makes its own copies. */
int test5(void) {
  int err = 0, no = 0;
  real_t a[16];
  for (int x = 0; x < 16; ++x)
    a[x] = x;
#pragma acc data copy(a) if(no)
  {
    if (discrete())
      err += acc_is_present(a, sizeof a) != 0;
#pragma acc parallel loop copy(a)
    for (int x = 0; x < 16; ++x)
      a[x] += 10;
  }
  for (int x = 0; x < 16; ++x)
    err += a[x] != x + 10;
  return err;
}

/* declare create of a global, moved with update. */
real_t table[8];
#pragma acc declare create(table)

int test6(void) {
  int err = 0;
  for (int x = 0; x < 8; ++x)
    table[x] = x;
#pragma acc update device(table)
#pragma acc parallel loop present(table)
  for (int x = 0; x < 8; ++x)
    table[x] *= 10;
  if (discrete())
    err += table[5] != 5;
#pragma acc update self(table)
  for (int x = 0; x < 8; ++x)
    err += table[x] != 10 * x;
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
