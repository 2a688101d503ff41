// A validation-style test of acc_malloc, acc_memcpy_to_device,
// acc_memcpy_from_device and acc_memcpy_device with a deviceptr clause.
// RUN: accc -O1 %s -o %t && %t
#include "acc_testsuite.h"

int test1(void) {
  int err = 0;
  real_t a[n], b[n];
  for (int x = 0; x < n; ++x) {
    a[x] = x * 0.5;
    b[x] = 0;
  }
  real_t *d = acc_malloc(n * sizeof(real_t));
  real_t *e = acc_malloc(n * sizeof(real_t));
  if (d == NULL || e == NULL)
    return 1;
  acc_memcpy_to_device(d, a, sizeof a);
  acc_memcpy_device(e, d, sizeof a);
#pragma acc parallel loop deviceptr(e)
  for (int x = 0; x < n; ++x)
    e[x] += 1;
  acc_memcpy_from_device(b, e, sizeof b);
  for (int x = 0; x < n; ++x)
    if (fabs(b[x] - (a[x] + 1)) > PRECISION)
      err += 1;
  acc_free(d);
  acc_free(e);
  return err;
}

/* acc_map_data of data to its own address on a shared-memory device, or
 * of acc_malloc memory on a device with its own. */
int test2(void) {
  int err = 0;
  real_t a[n];
  for (int x = 0; x < n; ++x)
    a[x] = x;
  int shared = acc_get_property(acc_get_device_num(acc_get_device_type()), acc_get_device_type(),
                                acc_property_shared_memory_support);
  void *d = shared ? (void *)a : acc_malloc(sizeof a);
  acc_map_data(a, d, sizeof a);
  if (!acc_is_present(a, sizeof a) || acc_deviceptr(a) != d)
    err += 1;
  acc_unmap_data(a);
  if (!shared)
    acc_free(d);
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  return failed;
}
