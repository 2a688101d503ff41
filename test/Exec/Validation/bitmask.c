// The validation tests' bitmask, end to end: with an argument, sub-tests 2
// and 3 check a wrong value, and main returns 0b110 with a message for
// each failed sub-test; without one, 0.
// RUN: accc %s -o %t && %t
// RUN: %t wrong 2> %t.err; test $? -eq 6
// RUN: FileCheck %s < %t.err
// CHECK: bitmask.c: test2 failed
// CHECK-NEXT: bitmask.c: test3 failed
#include "acc_testsuite.h"

static int wrong;

int test1(void) {
  int sum = 0;
#pragma acc parallel loop reduction(+:sum)
  for (int x = 0; x < n; ++x)
    sum += 1;
  return sum != n;
}

int test2(void) {
  int a[n];
#pragma acc parallel loop copyout(a)
  for (int x = 0; x < n; ++x)
    a[x] = x;
  return a[n - 1] != n - 1 + wrong;
}

int test3(void) {
  return acc_get_num_devices(acc_device_host) != 1 + wrong;
}

int main(int argc, char **argv) {
  int failed = 0;
  wrong = argc > 1;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  RUN_TEST(3, test3);
  return failed;
}
