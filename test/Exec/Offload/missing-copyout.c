// On the emulated discrete device a missing copy-back shows: the program
// below forgets to copy `y` out (copyin instead of copy), which shared
// memory hides. The same source with the right clause prints the result.
//
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t
// RUN: env ACC_DEVICE_TYPE=host %t | FileCheck %s --check-prefix=SHARED
// RUN: env ACC_DEVICE_TYPE=host_discrete %t | FileCheck %s --check-prefix=LOST
// RUN: accc -O2 --offload-arch=sm_90 -DRIGHT %s -o %t.right
// RUN: env ACC_DEVICE_TYPE=host_discrete %t.right | FileCheck %s --check-prefix=SHARED
// A `present` clause for data that is not present names it:
// RUN: accc -O2 --offload-arch=sm_90 -DABSENT %s -o %t.absent
// RUN: env ACC_DEVICE_TYPE=host_discrete not %t.absent 2>&1 | FileCheck %s --check-prefix=ABSENT
// RUN: env ACC_DEVICE_TYPE=host %t.absent | FileCheck %s --check-prefix=SHARED
#include <stdio.h>

#ifdef RIGHT
#define CLAUSE copy
#else
#define CLAUSE copyin
#endif

int main(void) {
  double y[256];
  for (int i = 0; i < 256; i++) y[i] = 1;
#ifdef ABSENT
  // ABSENT: OpenACC runtime error: present clause: 'y' (2048 bytes at 0x{{[0-9a-f]+}}) is not present on the device
#pragma acc parallel loop present(y)
#else
#pragma acc parallel loop CLAUSE(y)
#endif
  for (int i = 0; i < 256; i++) y[i] = 2 * i;
  double s = 0;
  for (int i = 0; i < 256; i++) s += y[i];
  // SHARED: sum 65280.0
  // LOST: sum 256.0
  printf("sum %.1f\n", s);
  return 0;
}
