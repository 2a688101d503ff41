// The `_async` data and memcpy routines come after the work already on
// their queue: an `async(1)` kernel, then `acc_update_self_async`,
// `acc_update_device_async`, `acc_memcpy_from_device_async`,
// `acc_copyout_async` on queue 1 see what the kernel wrote (the runtime
// waits for the queue, then copies). They ran at once: on a device with
// memory of its own the copies saw the device's memory before the kernel
// (the poison of fresh device memory), or removed the data under it
// (found by the OpenACC V&V suite's acc_update_self_async.c). Host build
// and emulated discrete device: the same output but for the update of the
// device (on the host, which shares memory, the kernel's 7 stays).
//
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=4 %t | FileCheck %s --check-prefixes=CHECK,HOST
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu
// RUN: env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu | FileCheck %s --check-prefixes=CHECK,DEVICE
// CHECK: update_self_async: 10 13
// DEVICE-NEXT: update_device_async: 1 4
// HOST-NEXT: update_device_async: 7 7
// CHECK-NEXT: memcpy_from_device_async: 5 5
// CHECK-NEXT: copyout_async: 9 9
#include <openacc.h>
#include <stdio.h>

#pragma acc routine seq
static int slow(int v) {
  // Long enough that a copy that does not wait comes first.
  for (volatile int k = 0; k < 2000000; k++)
    ;
  return v;
}

int main(void) {
  int s[4] = {0};
#pragma acc data create(s)
  {
#pragma acc parallel loop async(1)
    for (int x = 0; x < 4; x++)
      s[x] = slow(x + 10);
    acc_update_self_async(s, sizeof s, 1);
    acc_wait(1);
  }
  printf("update_self_async: %d %d\n", s[0], s[3]);

  int a[4] = {1, 2, 3, 4};
#pragma acc data copy(a)
  {
#pragma acc parallel loop async(1)
    for (int x = 0; x < 4; x++)
      a[x] = slow(7);
    acc_update_device_async(a, sizeof a, 1);
    acc_wait(1);
  }
  printf("update_device_async: %d %d\n", a[0], a[3]);

  int h[4] = {0};
  int *d = (int *)acc_copyin(a, sizeof a);
#pragma acc parallel loop async(1) present(a)
  for (int x = 0; x < 4; x++)
    a[x] = slow(5);
  acc_memcpy_from_device_async(h, d, sizeof h, 1);
  acc_wait(1);
  acc_delete(a, sizeof a);
  printf("memcpy_from_device_async: %d %d\n", h[0], h[3]);

  int b[4] = {0};
  acc_copyin(b, sizeof b);
#pragma acc parallel loop async(1) present(b)
  for (int x = 0; x < 4; x++)
    b[x] = slow(9);
  acc_copyout_async(b, sizeof b, 1);
  acc_wait(1);
  printf("copyout_async: %d %d\n", b[0], b[3]);
  return 0;
}
