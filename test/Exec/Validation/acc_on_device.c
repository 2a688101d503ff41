// A validation-style test of acc_on_device and the device queries inside
// and outside compute constructs.
// RUN: accc -O1 %s -o %t && %t
#include "acc_testsuite.h"

/* In a parallel construct the code runs on the current device type. */
int test1(void) {
  int err = 0;
  int on_host[n];
  acc_device_t type = acc_get_device_type();
#pragma acc parallel loop copyout(on_host[0:n])
  for (int x = 0; x < n; ++x)
    on_host[x] = acc_on_device(acc_device_host);
  for (int x = 0; x < n; ++x)
    if (on_host[x] != (type == acc_device_host))
      err += 1;
  return err;
}

/* The current device is one of its type's devices. */
int test2(void) {
  int err = 0;
  acc_device_t type = acc_get_device_type();
  int count = acc_get_num_devices(type);
  int num = acc_get_device_num(type);
  if (count < 1 || num < 0 || num >= count)
    err += 1;
  acc_set_device_num(num, type);
  if (acc_get_device_num(type) != num)
    err += 1;
  return err;
}

/* A serial construct and acc_on_device(acc_device_not_host). */
int test3(void) {
  int err = 0, on_not_host = -1;
#pragma acc serial copyout(on_not_host)
  on_not_host = acc_on_device(acc_device_not_host);
  if (on_not_host != (acc_get_device_type() != acc_device_host))
    err += 1;
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  RUN_TEST(3, test3);
  return failed;
}
