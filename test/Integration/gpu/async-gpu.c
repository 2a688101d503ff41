// REQUIRES: cuda
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t && env ACC_DEVICE_TYPE=nvidia %t | FileCheck %s
//
// Activity queues on the GPU: each queue's constructs run in order on a
// thread of the queue's own (the runtime binds the GPU's context there and
// gives the thread its own stream), so the host goes on while a queue's
// kernel runs: acc_async_test right after the enqueue sees the queue busy
// (with synchronous queues it would be done), and two queues' work and
// the host's overlap. Also run on the host by scripts/test-gpu.sh (the
// same output).
// CHECK: queue 1 busy after the enqueue: yes
// CHECK: a: ok
// CHECK: b: ok
// CHECK: c: ok
#include <openacc.h>
#include <stdio.h>

#define N (1 << 18)
static double a[N], b[N], c[N];

int main(void) {
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 0;
    c[i] = 0;
  }
  int busy;
#pragma acc data copy(a, b, c)
  {
#pragma acc parallel loop async(1) present(a)
    for (int i = 0; i < N; ++i) {
      double x = a[i];
      for (int k = 0; k < 2000; ++k)
        x = x * 0.5 + a[i] * 0.5;
      a[i] = x + 1;
    }
    busy = !acc_async_test(1);
#pragma acc parallel loop async(2) present(b)
    for (int i = 0; i < N; ++i)
      b[i] = 2 * i;
    // c after a (queue 1) and b (queue 2): wait(2) on queue 1.
#pragma acc parallel loop async(1) wait(2) present(a, b, c)
    for (int i = 0; i < N; ++i)
      c[i] = a[i] + b[i];
#pragma acc wait
  }
  int bad_a = 0, bad_b = 0, bad_c = 0;
  for (int i = 0; i < N; ++i) {
    bad_a += a[i] != i + 1;
    bad_b += b[i] != 2 * i;
    bad_c += c[i] != 3 * i + 1;
  }
  printf("queue 1 busy after the enqueue: %s\n", busy ? "yes" : "no");
  printf("a: %s\nb: %s\nc: %s\n", bad_a ? "wrong" : "ok", bad_b ? "wrong" : "ok",
         bad_c ? "wrong" : "ok");
  return bad_a + bad_b + bad_c != 0;
}
