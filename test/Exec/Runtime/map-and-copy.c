// acc_map_data/acc_unmap_data and the acc_memcpy routines on the host.
// Shared memory: the host data is its own device copy, so it can be mapped
// only to itself; mapping it elsewhere, or a null address, is an error
// (Clacc: shared memory and null addresses are errors). The copies may
// overlap; a null address with bytes to copy is an error, as is a device
// number the host does not have.
//
// RUN: accc %s -o %t
// RUN: %t | FileCheck %s
// RUN: not %t map-elsewhere 2>&1 | FileCheck %s --check-prefix=MAP-ELSEWHERE
// RUN: not %t map-null 2>&1 | FileCheck %s --check-prefix=MAP-NULL
// RUN: not %t unmap-null 2>&1 | FileCheck %s --check-prefix=UNMAP-NULL
// RUN: not %t copy-null 2>&1 | FileCheck %s --check-prefix=COPY-NULL
// RUN: not %t d2d-device 2>&1 | FileCheck %s --check-prefix=D2D-DEVICE
// CHECK: mapped: present 1
// CHECK-NEXT: to_device 7 from_device 7 device 9 overlap 0 1 0 1 2 zero 1
// CHECK-NEXT: async 5 5 5 d2d 6 6
// MAP-ELSEWHERE: OpenACC runtime error: acc_map_data: host data at 0x{{[0-9a-f]+}} is always present on the host device, which shares memory: it cannot be mapped to 0x{{[0-9a-f]+}}
// MAP-NULL: OpenACC runtime error: acc_map_data: a null address (host 0x0, device 0x{{[0-9a-f]+}})
// UNMAP-NULL: OpenACC runtime error: acc_unmap_data: a null address
// COPY-NULL: OpenACC runtime error: acc_memcpy_from_device: a null address (destination 0x{{[0-9a-f]+}}, source 0x0) with 8 bytes to copy
// D2D-DEVICE: OpenACC runtime error: acc_memcpy_d2d: device number 1 is not one of the 1 device(s) of the current type

#include <openacc.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  const char *error = argc > 1 ? argv[1] : "";
  int a[8] = {0}, b[8] = {0}, c[8] = {0};
  acc_map_data(a, a, sizeof a);
  acc_map_data(b, c, 0); // zero bytes: nothing (Clacc)
  printf("mapped: present %d\n", acc_is_present(a, sizeof a));
  acc_unmap_data(a);
  int seven[8] = {7, 7, 7, 7, 7, 7, 7, 7};
  acc_memcpy_to_device(a, seven, sizeof seven);
  acc_memcpy_from_device(b, a, sizeof a);
  int nine = 9;
  acc_memcpy_device(c + 2, &nine, sizeof nine);
  int overlap[6] = {0, 1, 2, 3, 4, 5};
  acc_memcpy_device(overlap + 2, overlap, 4 * sizeof(int));
  acc_memcpy_device(NULL, NULL, 0);
  printf("to_device %d from_device %d device %d overlap %d %d %d %d %d zero 1\n", a[3], b[7], c[2],
         overlap[0], overlap[1], overlap[2], overlap[3], overlap[4]);
  int five = 5;
  acc_memcpy_to_device_async(a, &five, sizeof five, 1);
  acc_memcpy_from_device_async(b, a, sizeof five, 2);
  acc_memcpy_device_async(c, b, sizeof five, acc_async_noval);
  int six = 6;
  acc_memcpy_d2d(a + 1, &six, sizeof six, 0, 0);
  acc_memcpy_d2d_async(b + 1, a + 1, sizeof six, 0, 0, 3);
  acc_wait_all();
  printf("async %d %d %d d2d %d %d\n", a[0], b[0], c[0], a[1], b[1]);
  fflush(stdout);
  if (!strcmp(error, "map-elsewhere"))
    acc_map_data(a, b, sizeof a);
  if (!strcmp(error, "map-null"))
    acc_map_data(NULL, b, sizeof b);
  if (!strcmp(error, "unmap-null"))
    acc_unmap_data(NULL);
  if (!strcmp(error, "copy-null"))
    acc_memcpy_from_device(a, NULL, 8);
  if (!strcmp(error, "d2d-device"))
    acc_memcpy_d2d(a, b, 4, 1, 0);
  return 0;
}
