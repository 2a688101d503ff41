// A validation-style test of acc_copyin, acc_copyout, acc_create,
// acc_delete and acc_is_present with compute constructs that use the data
// as present: main returns the bitmask of the failed sub-tests.
// RUN: accc -O1 %s -o %t && %t
#include "acc_testsuite.h"

/* acc_copyin + present + acc_copyout. */
int test1(void) {
  int err = 0;
  real_t *a = malloc(n * sizeof(real_t)), *b = malloc(n * sizeof(real_t));
  srand(SEED);
  for (int x = 0; x < n; ++x) {
    a[x] = rand() / (real_t)(RAND_MAX / 10);
    b[x] = 0;
  }
  acc_copyin(a, n * sizeof(real_t));
  acc_create(b, n * sizeof(real_t));
  if (!acc_is_present(a, n * sizeof(real_t)) || !acc_is_present(b, n * sizeof(real_t)))
    err += 1;
#pragma acc parallel loop present(a[0:n], b[0:n])
  for (int x = 0; x < n; ++x)
    b[x] = a[x] * 2;
  acc_copyout(b, n * sizeof(real_t));
  acc_delete(a, n * sizeof(real_t));
  for (int x = 0; x < n; ++x)
    if (fabs(b[x] - 2 * a[x]) > PRECISION)
      err += 1;
  free(a);
  free(b);
  return err;
}

/* A data construct inside acc_copyin/acc_copyout: present_or semantics. */
int test2(void) {
  int err = 0;
  real_t a[n], sum = 0;
  for (int x = 0; x < n; ++x)
    a[x] = x;
  acc_copyin(a, sizeof a);
#pragma acc data copy(a[0:n])
  {
#pragma acc parallel loop reduction(+:sum)
    for (int x = 0; x < n; ++x)
      sum += a[x];
  }
  acc_copyout(a, sizeof a);
  if (fabs(sum - (real_t)n * (n - 1) / 2) > PRECISION)
    err += 1;
  return err;
}

/* acc_copyin's result is the device address acc_deviceptr gives. */
int test3(void) {
  int err = 0;
  int a[n];
  for (int x = 0; x < n; ++x)
    a[x] = x;
  int *d = acc_copyin(a, sizeof a);
  if (d != acc_deviceptr(a) || acc_hostptr(d) != a)
    err += 1;
  acc_delete_finalize(a, sizeof a);
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  RUN_TEST(3, test3);
  return failed;
}
