// atomic update, write and read in kernels: one llvm.atomicrmw for `+=`
// (integers and doubles), a store and a load for write and read; the same
// on the emulated device (here), the GPU (scripts/exec-matrix.sh), the host
// and the sequential program.
//
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t
// RUN: env ACC_DEVICE_TYPE=host_discrete %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=host OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: clang -O2 -w %s -o %t.seq && %t.seq | FileCheck %s
// CHECK: hist 8500000 total 500000.0 big 499999500000 last 9 seen 9
#include <stdio.h>
int main(void) {
  int n = 1000000, hist[16] = {0};
  double total = 0; long big = 0; int last = -1;
#pragma acc parallel loop copy(hist, total, big, last)
  for (int i = 0; i < n; i++) {
    int bin = (i * 7) % 16;
#pragma acc atomic update
    hist[bin] += 1;
#pragma acc atomic
    total += 0.5;
#pragma acc atomic update
    big = big + i;
    if (i == n - 1) {
#pragma acc atomic write
      last = bin;
    }
  }
  int seen;
#pragma acc parallel loop copyin(last) copyout(seen)
  for (int i = 0; i < 1; i++) {
#pragma acc atomic read
    seen = last;
  }
  long s = 0; for (int b = 0; b < 16; b++) s += (long)hist[b] * (b + 1);
  printf("hist %ld total %.1f big %ld last %d seen %d\n", s, total, big, last, seen);
  return 0;
}
