// The async and wait routines (OpenACC 3.3, 3.2.10-3.2.14): after a wait
// every queue tests complete (test/Exec/Validation/async_queues.c runs
// queues that overlap); acc-default-async-var starts as acc_async_noval (a
// queue of its own) and acc_async_default restores it. An argument that is neither a queue
// number nor an acc_async_* value is an error (Clacc), as is a device
// number the current type does not have.
//
// RUN: accc %s -o %t
// RUN: %t | FileCheck %s
// RUN: not %t bad-async 2>&1 | FileCheck %s --check-prefix=BAD-ASYNC
// RUN: not %t bad-wait 2>&1 | FileCheck %s --check-prefix=BAD-WAIT
// RUN: not %t bad-device 2>&1 | FileCheck %s --check-prefix=BAD-DEVICE
// RUN: not %t bad-test 2>&1 | FileCheck %s --check-prefix=BAD-TEST
// RUN: not %t bad-any 2>&1 | FileCheck %s --check-prefix=BAD-ANY
// RUN: not %t bad-any-device 2>&1 | FileCheck %s --check-prefix=BAD-ANY-DEVICE
// RUN: not %t bad-old-wait 2>&1 | FileCheck %s --check-prefix=BAD-OLD-WAIT
// CHECK: tests: 1 1 1 1 1 1
// CHECK-NEXT: default async: -1 5 -1 -1
// CHECK-NEXT: a[0] 1 a[63] 64
// acc_wait_any (OpenACC 3.3): the index of a complete queue (every queue
// is complete here: the first that names one), -1 for none.
// CHECK-NEXT: wait any: 0 1 -1 -1 2
// The names of OpenACC 1.0 (acc_async_wait, acc_async_wait_all), as libgomp
// has them: b[0] 2 after the first, its queue complete, then every queue
// complete and b[3] 6 after the second.
// CHECK-NEXT: 1.0 names: 2 1 1 6 1
// BAD-OLD-WAIT: OpenACC runtime error: acc_async_wait: -4 is not an async argument
// BAD-ANY: OpenACC runtime error: acc_wait_any: -9 is not an async argument
// BAD-ANY-DEVICE: OpenACC runtime error: acc_wait_any_device: device number 3 is not one of the 1 device(s) of the current type
// BAD-ASYNC: OpenACC runtime error: acc_set_default_async: -7 is not an async argument
// BAD-WAIT: OpenACC runtime error: acc_wait_async: -4 is not an async argument
// BAD-DEVICE: OpenACC runtime error: acc_wait_all_device: device number 1 is not one of the 1 device(s) of the current type
// BAD-TEST: OpenACC runtime error: acc_async_test_device: device number -1 is not one of the 1 device(s) of the current type

#include <openacc.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  const char *error = argc > 1 ? argv[1] : "";
  int a[64];
#pragma acc parallel loop async(3) copyout(a)
  for (int i = 0; i < 64; i++)
    a[i] = i + 1;
  acc_wait(3);
  printf("tests: %d %d %d %d %d %d\n", acc_async_test(3), acc_async_test(acc_async_noval),
         acc_async_test_device(3, 0), acc_async_test_all(), acc_async_test_all_device(0),
         acc_async_test(acc_async_sync));
  acc_wait_device(3, 0);
  acc_wait_async(3, 4);
  acc_wait_device_async(3, 4, 0);
  acc_wait_all();
  acc_wait_all_device(0);
  acc_wait_all_async(acc_async_noval);
  acc_wait_all_device_async(4, 0);
  int initial = acc_get_default_async();
  acc_set_default_async(5);
  int five = acc_get_default_async();
  acc_set_default_async(acc_async_noval);
  int noval = acc_get_default_async();
  acc_set_default_async(acc_async_default);
  printf("default async: %d %d %d %d\n", initial, five, noval, acc_get_default_async());
  printf("a[0] %d a[63] %d\n", a[0], a[63]);
  int queues[3] = {3, acc_async_noval, 4}, sync_only[2] = {acc_async_sync, acc_async_sync},
      late[3] = {acc_async_sync, acc_async_sync, 7};
  int skip_sync[2] = {acc_async_sync, 2};
  printf("wait any: %d %d %d %d %d\n", acc_wait_any(3, queues), acc_wait_any_device(2, skip_sync, 0),
         acc_wait_any(2, sync_only), acc_wait_any(0, NULL), acc_wait_any(3, late));
  int b[8];
#pragma acc parallel loop async(6) copyout(b)
  for (int i = 0; i < 8; i++)
    b[i] = i + 2;
  acc_async_wait(6);
  int first = b[0], tested = acc_async_test(6);
#pragma acc parallel loop async(7) copy(b)
  for (int i = 0; i < 8; i++)
    b[i] += 1;
  acc_async_wait_all();
  printf("1.0 names: %d %d %d %d %d\n", first, tested, acc_async_test_all(), b[3],
         acc_async_test(7));
  fflush(stdout);
  if (!strcmp(error, "bad-old-wait"))
    acc_async_wait(-4);
  if (!strcmp(error, "bad-async"))
    acc_set_default_async(-7);
  if (!strcmp(error, "bad-wait"))
    acc_wait_async(1, -4);
  if (!strcmp(error, "bad-device"))
    acc_wait_all_device(1);
  if (!strcmp(error, "bad-test"))
    acc_async_test_device(1, -1);
  int bad[2] = {1, -9};
  if (!strcmp(error, "bad-any"))
    acc_wait_any(2, bad);
  if (!strcmp(error, "bad-any-device"))
    acc_wait_any_device(2, queues, 3);
  return 0;
}
