// A validation-style test of clauses on the constructs the other tests
// leave out: `num_workers`, `vector_length` and `default(none)` on
// `parallel`; `if`, `self`, `deviceptr` and `default(none)` on `serial`;
// `if`, `num_gangs` and `default(present)` on `kernels`; `if` on `wait`,
// `set`, `init`, `host_data` and `update`; `seq`, `auto` and `tile` on
// `loop`; `nohost` on `routine`. main returns the bitmask of failed
// sub-tests; run on 1, 2 and 4 threads, on the emulated device (a GPU build
// run with ACC_DEVICE_TYPE=host_discrete: data moves), and printed as
// OpenMP built by clang-22 and gcc.
//
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=8 %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w -I%S %t.omp.c -o %t.clang %acc_runtime
// RUN: env OMP_NUM_THREADS=1 %t.clang && env OMP_NUM_THREADS=4 %t.clang
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w -I%S %t.gcc.c -o %t.gcc %acc_runtime && env OMP_NUM_THREADS=4 %t.gcc
#include "acc_testsuite.h"

/* parallel num_workers(4) vector_length(32) default(none). */
int test1(void) {
  int err = 0, workers = 4;
  real_t a[n];
  for (int x = 0; x < n; ++x)
    a[x] = x;
#pragma acc parallel num_workers(workers) vector_length(32) default(none) copy(a)
  {
#pragma acc loop gang worker vector
    for (int x = 0; x < n; ++x)
      a[x] = a[x] * 2 + 1;
  }
  for (int x = 0; x < n; ++x)
    err += fabs(a[x] - (2 * x + 1)) > PRECISION;
  return err;
}

/* serial if(c), self(c), default(none): the region runs once, on the device
 * where the condition asks, on the host with the host's data otherwise. */
int test2(void) {
  int err = 0;
  for (int on = 0; on < 2; ++on) {
    real_t s = 0, t = 0, a[16];
    for (int x = 0; x < 16; ++x)
      a[x] = x;
#pragma acc serial if(on) copyin(a) copy(s) default(none)
    for (int x = 0; x < 16; ++x)
      s += a[x];
#pragma acc serial self(on) copyin(a) copy(t)
    for (int x = 0; x < 16; ++x)
      t += 2 * a[x];
    err += (s != 120) + (t != 240);
  }
  return err;
}

/* serial deviceptr(p): a device address from acc_deviceptr of present
 * data, written through in the region. */
int test3(void) {
  int err = 0;
  real_t a[8] = {0};
#pragma acc data copy(a)
  {
    real_t *p = acc_deviceptr(a);
#pragma acc serial deviceptr(p)
    for (int x = 0; x < 8; ++x)
      p[x] = x + 10;
  }
  for (int x = 0; x < 8; ++x)
    err += a[x] != x + 10;
  return err;
}

/* kernels if(c) num_gangs(2), and default(present) inside a data region. */
int test4(void) {
  int err = 0;
  real_t a[n], b[n];
  for (int on = 0; on < 2; ++on) {
    for (int x = 0; x < n; ++x)
      a[x] = x, b[x] = 0;
#pragma acc kernels if(on) num_gangs(2) copyin(a) copyout(b)
    {
#pragma acc loop independent
      for (int x = 0; x < n; ++x)
        b[x] = a[x] + 1;
    }
#pragma acc data copy(b)
    {
#pragma acc kernels default(present)
      for (int x = 0; x < n; ++x)
        b[x] *= 2;
    }
    for (int x = 0; x < n; ++x)
      err += b[x] != 2 * (x + 1);
  }
  return err;
}

/* if on wait, set, init, host_data and update. */
int test5(void) {
  int err = 0, yes = 1, no = 0;
  real_t a[16], *device = NULL;
  for (int x = 0; x < 16; ++x)
    a[x] = x;
#pragma acc init if(yes)
#pragma acc set device_num(0) if(no)
#pragma acc enter data copyin(a)
#pragma acc parallel loop present(a) async(1)
  for (int x = 0; x < 16; ++x)
    a[x] += 1;
#pragma acc wait(1) if(yes)
#pragma acc update self(a) if(no)
#pragma acc update self(a) if(yes)
  for (int x = 0; x < 16; ++x)
    err += a[x] != x + 1;
#pragma acc host_data use_device(a) if(yes)
  device = a;
  err += device != (real_t *)acc_deviceptr(a);
#pragma acc host_data use_device(a) if(no)
  device = a;
  err += device != a;
#pragma acc exit data delete(a)
  return err;
}

/* loop seq, auto and tile. */
int test6(void) {
  int err = 0;
  real_t a[64], b[16][16];
  for (int x = 0; x < 64; ++x)
    a[x] = 1;
  /* One gang: the loops after the seq one read what it wrote. */
#pragma acc parallel num_gangs(1) copy(a)
  {
#pragma acc loop seq
    for (int x = 1; x < 64; ++x)
      a[x] = a[x - 1] + 1;
#pragma acc loop auto
    for (int x = 0; x < 16; ++x)
      a[x] += 100;
  }
#pragma acc parallel loop tile(4, 4) copyout(b)
  for (int y = 0; y < 16; ++y)
    for (int x = 0; x < 16; ++x)
      b[y][x] = y * 16 + x;
  for (int x = 0; x < 64; ++x)
    err += a[x] != x + 1 + (x < 16 ? 100 : 0);
  for (int y = 0; y < 16; ++y)
    for (int x = 0; x < 16; ++x)
      err += b[y][x] != y * 16 + x;
  return err;
}

/* routine seq nohost: compiled for the device only, called from device
 * code (a host build's constructs run it on the host). */
#pragma acc routine seq nohost
static real_t triple(real_t v) { return 3 * v; }

int test7(void) {
  int err = 0;
  real_t a[n];
  for (int x = 0; x < n; ++x)
    a[x] = x;
#pragma acc parallel loop copy(a)
  for (int x = 0; x < n; ++x)
    a[x] = triple(a[x]);
  for (int x = 0; x < n; ++x)
    err += a[x] != 3 * x;
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
  RUN_TEST(7, test7);
  return failed;
}
