// The data routines (OpenACC 3.3, 3.2.15-3.2.26) on the host, which shares
// memory with the program: data is always present, nothing is copied, and
// the routines that return an address return the host's (null for a null
// address or zero bytes, as Clacc). acc_malloc gives host memory (null for
// zero bytes), acc_free frees it. The OpenACC 2 names still work.
//
// RUN: accc %s -o %t
// RUN: %t | FileCheck %s
// CHECK: copyin 1 create 1 pcopyin 1 pcreate 1 present_or 1 1
// CHECK-NEXT: null 1 1 1
// CHECK-NEXT: present 1 1 1
// CHECK-NEXT: values kept: 0 1 2 ... 99: 1
// CHECK-NEXT: acc_malloc: 1 zero bytes: 1, the construct wrote 4950
// CHECK-NEXT: deviceptr 1 hostptr 1 null 1

#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  static double a[100];
  int ok = 1;
  for (int i = 0; i < 100; i++)
    a[i] = i;
  printf("copyin %d create %d pcopyin %d pcreate %d present_or %d %d\n",
         acc_copyin(a, sizeof a) == a, acc_create(a + 10, 8) == a + 10,
         acc_pcopyin(a, sizeof a) == a, acc_pcreate(a, 16) == a,
         acc_present_or_copyin(a, sizeof a) == a, acc_present_or_create(a, 8) == a);
  printf("null %d %d %d\n", acc_copyin(NULL, 8) == NULL, acc_copyin(a, 0) == NULL,
         acc_create(NULL, 0) == NULL);
  acc_copyin_async(a, sizeof a, 1);
  acc_create_async(a, sizeof a, acc_async_noval);
  acc_update_device(a, sizeof a);
  acc_update_device_async(a, sizeof a, 2);
  acc_update_self(a + 50, 8);
  acc_update_self_async(a, sizeof a, acc_async_sync);
  acc_wait_all();
  printf("present %d %d %d\n", acc_is_present(a, sizeof a), acc_is_present(a + 99, 8),
         acc_is_present(NULL, 0));
  acc_copyout(a, sizeof a);
  acc_copyout_async(a, sizeof a, 1);
  acc_copyout_finalize(a, sizeof a);
  acc_copyout_finalize_async(a, sizeof a, 1);
  acc_delete(a, sizeof a);
  acc_delete_async(a, sizeof a, 1);
  acc_delete_finalize(a, sizeof a);
  acc_delete_finalize_async(a, sizeof a, 1);
  acc_wait(1);
  for (int i = 0; i < 100; i++)
    ok &= a[i] == i;
  printf("values kept: 0 1 2 ... 99: %d\n", ok);
  int n = 100;
  long *d = acc_malloc(n * sizeof(long));
#pragma acc parallel loop deviceptr(d)
  for (int i = 0; i < n; i++)
    d[i] = i;
  long sum = 0;
  for (int i = 0; i < n; i++)
    sum += d[i];
  printf("acc_malloc: %d zero bytes: %d, the construct wrote %ld\n", d != NULL,
         acc_malloc(0) == NULL, sum);
  acc_free(d);
  acc_free(NULL);
  printf("deviceptr %d hostptr %d null %d\n", acc_deviceptr(a + 3) == a + 3,
         acc_hostptr(a + 4) == a + 4, acc_deviceptr(NULL) == NULL);
  return 0;
}
