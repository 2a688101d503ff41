// A section reached through a pointer member (`v.data[0:n]`) is attached
// to the pointer's device copy where the struct is present (its device
// copy then points to the section's device copy), and detached before the
// section's exit; a pointer that is not present (a local `p`) is left
// alone. On a GPU a missing attach would be an illegal address; on the
// emulated device (whose compute constructs run on the host) the runtime's
// trace shows the attaches.
//
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t
// RUN: env ACC_DEVICE_TYPE=host_discrete %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=host %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=host_discrete ACC2OMP_VERBOSE=2 %t 2>&1 | FileCheck %s --check-prefix=TRACE
// TRACE: enter 'v.data[0:v.n]' 800 bytes
// TRACE-NEXT: enter 'v' 16 bytes
// TRACE: acc_attach the pointer at
// TRACE: acc_detach the pointer at
// TRACE: exit 'v.data[0:v.n]'
// TRACE: exit 'v' 16 bytes
// TRACE: enter 'p[0:n]'
// TRACE-NOT: acc_attach
// TRACE: exit 'p[0:n]'
#include <stdio.h>
#include <stdlib.h>

struct vec {
  int n;
  double *data;
};

int main(void) {
  struct vec v;
  v.n = 100;
  v.data = malloc(100 * sizeof(double));
  for (int i = 0; i < 100; i++) v.data[i] = i;
  double s = 0;
  // Structured: both mapped by the construct (the section first: it is
  // attached once the struct has entered too).
#pragma acc parallel loop copyin(v.data[0:v.n], v) reduction(+ : s)
  for (int i = 0; i < v.n; i++) s += v.data[i];
  // Dynamic: the struct first, then its data; the construct finds both.
#pragma acc enter data copyin(v)
#pragma acc enter data copyin(v.data[0:v.n])
#pragma acc parallel loop present(v) reduction(+ : s)
  for (int i = 0; i < v.n; i++) s += v.data[i];
#pragma acc parallel loop present(v)
  for (int i = 0; i < v.n; i++) v.data[i] *= 2;
#pragma acc exit data copyout(v.data[0:v.n])
#pragma acc exit data delete(v)
  // The host's struct keeps its host pointer (detached before any copy).
  // CHECK: s=9900 data[99]=198
  printf("s=%g data[99]=%g\n", s, v.data[99]);
  // A pointer variable: nothing to attach to.
  int n = 10;
  double *p = v.data;
#pragma acc parallel loop copy(p[0:n])
  for (int i = 0; i < n; i++) p[i] += 1;
  // CHECK: p[9]=19
  printf("p[9]=%g\n", p[9]);
  free(v.data);
  return 0;
}
