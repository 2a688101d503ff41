// printf in compute regions: on a GPU, the CUDA driver's vprintf (the
// arguments as C's variadic call promotes them: int, long, double, char,
// strings); on the emulated device and the host, the C library's. Lines a
// serial region prints come between the host's, in order.
//
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t
// RUN: env ACC_DEVICE_TYPE=host_discrete %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=host %t | FileCheck %s
// RUN: accc --offload-arch=sm_90 -emit-mlir=gpu %s | FileCheck %s --check-prefix=IR
// IR: gpu.module
// IR: llvm.call @vprintf(
#include <stdio.h>

int main(void) {
  int n = 3;
  double x = 1.5;
  float f = 2.5f;
  long l = 1L << 40;
  char c = 'z';
  // CHECK: before
  printf("before\n");
  fflush(stdout);
#pragma acc serial copyin(n, x, f, l, c)
  {
    // CHECK-NEXT: serial: n=3 x=1.50 f=2.5 l=1099511627776 c=z str 7
    printf("serial: n=%d x=%.2f f=%.1f l=%ld c=%c %s %d\n", n, x, f, l, c, "str", 7);
  }
  fflush(stdout);
  // A loop's iterations print in any order: one line per iteration.
  int count = 0;
#pragma acc parallel loop reduction(+:count)
  for (int i = 0; i < 4; i++) {
    printf("iteration\n");
    count++;
  }
  fflush(stdout);
  // CHECK-COUNT-4: iteration
  // CHECK-NEXT: after: 4
  printf("after: %d\n", count);
  return 0;
}
