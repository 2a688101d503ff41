// A validation-style test of activity queues (OpenACC 3.3 §2.16): async(q)
// and wait on parallel, serial, kernels, data, enter/exit data and update,
// the wait directive (with async), acc_async_test/acc_wait*, the default
// queue. accc's host builds run each async compute construct as an OpenMP
// task of its queue (tasks of one queue in order, of different queues and
// of the host at once): the values a construct takes by copy (scalars,
// firstprivate arrays, structs and sections) are the ones when it is
// encountered, and results are there after the waits. Run on
// 1, 2, 4 threads, with more teams threads, synchronously
// (fake-async-wait), and on the emulated device (GPU builds:
// fake-async-wait). (Printed OpenMP is synchronous: test/Print/corpus.c
// prints the corpus's async programs.)
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 %t
// RUN: env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=8 %t
// RUN: accc -O1 -acc2omp-options=fake-async-wait=true %s -o %t.sync && %t.sync
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete %t.gpu
#include "acc_testsuite.h"

/* A scalar the host changes after each enqueue: each construct uses the
   value it had when the construct was encountered (firstprivate). */
int test1(void) {
  int err = 0;
  real_t a[n];
  for (int x = 0; x < n; ++x)
    a[x] = x;
#pragma acc data copy(a)
  {
    for (int k = 1; k <= 8; ++k) {
#pragma acc parallel loop async(1)
      for (int x = 0; x < n; ++x)
        a[x] = 2 * a[x] + k;
    }
#pragma acc wait(1)
  }
  for (int x = 0; x < n; ++x) {
    real_t expect = x;
    for (int k = 1; k <= 8; ++k)
      expect = 2 * expect + k;
    if (fabs(a[x] - expect) > PRECISION)
      err += 1;
  }
  return err;
}

/* Pointers swapped after each enqueue (a Jacobi sweep): each construct
   reads and writes the arrays it was given. */
int test2(void) {
  int err = 0;
  real_t *u = malloc(n * sizeof(real_t)), *v = malloc(n * sizeof(real_t));
  real_t *ref_u = malloc(n * sizeof(real_t)), *ref_v = malloc(n * sizeof(real_t));
  for (int x = 0; x < n; ++x)
    u[x] = ref_u[x] = x % 7, v[x] = ref_v[x] = 0;
  real_t *keep_u = u, *keep_v = v;
#pragma acc data copy(u[0:n], v[0:n])
  {
    for (int step = 0; step < 6; ++step) {
#pragma acc parallel loop present(u[0:n], v[0:n]) async(2)
      for (int x = 1; x < n - 1; ++x)
        v[x] = (u[x - 1] + u[x] + u[x + 1]) / 3;
      real_t *t = u;
      u = v;
      v = t;
    }
#pragma acc wait(2)
  }
  for (int step = 0; step < 6; ++step) {
    for (int x = 1; x < n - 1; ++x)
      ref_v[x] = (ref_u[x - 1] + ref_u[x] + ref_u[x + 1]) / 3;
    real_t *t = ref_u;
    ref_u = ref_v;
    ref_v = t;
  }
  for (int x = 0; x < n; ++x)
    if (fabs(u[x] - ref_u[x]) > PRECISION || fabs(v[x] - ref_v[x]) > PRECISION)
      err += 1;
  free(keep_u);
  free(keep_v);
  free(ref_u == keep_u ? ref_u : ref_v);
  free(ref_u == keep_u ? ref_v : ref_u);
  return err;
}

/* wait(q) on a construct of another queue, and the wait directive with
   async: queue 4's work comes after queue 3's. */
int test3(void) {
  int err = 0;
  real_t a[n], b[n], c[n];
  for (int x = 0; x < n; ++x)
    a[x] = x, b[x] = 0, c[x] = 0;
#pragma acc data copyin(a) copyout(b, c)
  {
#pragma acc parallel loop async(3)
    for (int x = 0; x < n; ++x)
      b[x] = a[x] + 1;
#pragma acc parallel loop async(4) wait(3)
    for (int x = 0; x < n; ++x)
      c[x] = b[x] * 2;
#pragma acc serial async(3)
    b[0] = -1;
#pragma acc wait(3) async(4)
#pragma acc parallel loop async(4)
    for (int x = 0; x < n; ++x)
      c[x] += b[0];
#pragma acc wait
  }
  if (b[0] != -1)
    err += 1;
  for (int x = 1; x < n; ++x)
    if (fabs(b[x] - (x + 1)) > PRECISION || fabs(c[x] - (2 * (x + 1) - 1)) > PRECISION)
      err += 1;
  return err;
}

/* Reductions, async(acc_async_sync) (synchronous: the result is there when
   the construct ends), the default queue (async without an argument, then
   acc_set_default_async), and the routines' view of the queues. */
int test4(void) {
  int err = 0;
  real_t a[n];
  real_t sum = 0, product = 1;
  for (int x = 0; x < n; ++x)
    a[x] = 1 + (x % 3 == 0);
#pragma acc parallel loop copyin(a) reduction(+:sum) async(5)
  for (int x = 0; x < n; ++x)
    sum += a[x];
#pragma acc wait(5)
  if (!acc_async_test(5) || !acc_async_test_all())
    err += 1;
#pragma acc parallel loop copyin(a[0:64]) reduction(*:product) async(acc_async_sync)
  for (int x = 0; x < 64; ++x)
    product *= a[x];
  if (fabs(product - (real_t)(1L << 22)) > PRECISION)
    err += 1;
  int hits = 0;
#pragma acc serial copy(hits) async
  hits += 1;
  acc_wait(acc_async_noval);
#pragma acc set default_async(6)
#pragma acc serial copy(hits) async
  hits += 10;
  acc_wait(6);
  acc_set_default_async(acc_async_default);
  if (hits != 11 || acc_get_default_async() != acc_async_noval)
    err += 1;
  real_t expect = 0;
  for (int x = 0; x < n; ++x)
    expect += a[x];
  if (fabs(sum - expect) > PRECISION)
    err += 1;
  return err;
}

/* Data directives and constructs on queues: enter data, update and exit
   data come after the queue's earlier work; a data construct with async
   ends after its queue's work. */
int test5(void) {
  int err = 0;
  real_t a[n], b[n];
  for (int x = 0; x < n; ++x)
    a[x] = x, b[x] = 0;
#pragma acc enter data copyin(a) create(b) async(7)
#pragma acc parallel loop present(a, b) async(7)
  for (int x = 0; x < n; ++x)
    b[x] = a[x] * 3;
#pragma acc update self(b) async(7)
#pragma acc wait(7)
  for (int x = 0; x < n; ++x)
    if (fabs(b[x] - 3 * x) > PRECISION)
      err += 1;
#pragma acc kernels loop independent present(a, b) async(7) wait(7)
  for (int x = 0; x < n; ++x)
    b[x] += a[x];
#pragma acc exit data copyout(b) delete(a) async(7)
#pragma acc wait(7)
  for (int x = 0; x < n; ++x)
    if (fabs(b[x] - 4 * x) > PRECISION)
      err += 1;
#pragma acc data copy(a) async(8)
  {
#pragma acc parallel loop async(8)
    for (int x = 0; x < n; ++x)
      a[x] += 1;
  }
#pragma acc wait(8)
  for (int x = 0; x < n; ++x)
    if (fabs(a[x] - (x + 1)) > PRECISION)
      err += 1;
  return err;
}

struct pair {
  int a, b;
};

/* firstprivate aggregates (an array, a struct, a section) changed by the
   host while an earlier task of the queue still runs: the construct sees
   the values it had when encountered. Several wait clauses wait for every
   queue they name. A copyin scalar that is present is the shared copy: the
   construct's store to it stays. */
int test6(void) {
  int err = 0;
  real_t arr[4] = {1, 1, 1, 1}, out[4] = {0, 0, 0, 0};
  real_t *p = malloc(8 * sizeof(real_t));
  struct pair pr = {1, 2};
  int y = 1;
  for (int x = 0; x < 8; ++x)
    p[x] = x;
#pragma acc data copy(out, y) copyin(p[0:8])
  {
#pragma acc serial async(1)
    {
      volatile long spin = 0;
      while (spin < 20000000)
        spin++;
    }
#pragma acc serial firstprivate(arr, pr, p[2:4]) async(1)
    {
      out[0] = arr[0];
      out[1] = pr.a;
      out[2] = p[5];
    }
    arr[0] = 100;
    pr.a = 100;
#pragma acc serial async(2)
    {
      volatile long spin = 0;
      while (spin < 20000000)
        spin++;
      out[3] = 1;
    }
#pragma acc serial copyin(y) async(3) wait(1) wait(2)
    {
      y = 6;
      out[3] += out[0];
    }
#pragma acc wait
  }
  if (out[0] != 1 || out[1] != 1 || out[2] != 5 || out[3] != 2 || y != 6)
    err += 1;
  free(p);
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
