// Sections of several dimensions and global variables on a discrete device.
// A contiguous section of rows (`m[1:2][0:8]`) is one range; a section with
// gaps (`m[0:2][1:3]`) stops the program with a message naming it (a
// device copy is one range, and copying the gaps back would overwrite the
// host's data there). A global array a region uses without a clause is
// implicitly `copy`, and in a data region its present copy: the host's
// array changes only at the region's end.
//
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t
// RUN: env ACC_DEVICE_TYPE=host_discrete %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=host %t | FileCheck %s --check-prefix=HOST
// RUN: not env ACC_DEVICE_TYPE=host_discrete %t gaps 2>&1 | FileCheck %s --check-prefix=GAPS
// RUN: env ACC_DEVICE_TYPE=host %t gaps | FileCheck %s --check-prefix=HOSTGAPS
// GAPS: OpenACC runtime error: data clause: 'm[0:2][1:3]' is a section with gaps (6 of the 11 elements between its first and its last): a device copy of it is not supported (copy whole rows)
// HOSTGAPS: gaps: m[1][2]=-1
#include <stdio.h>
#include <string.h>

double g[64];

int main(int argc, char **argv) {
  double m[4][8];
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 8; j++) m[i][j] = 10 * i + j;
  if (argc > 1 && strcmp(argv[1], "gaps") == 0) {
#pragma acc parallel loop copy(m[0:2][1:3])
    for (int i = 0; i < 2; i++) m[i][2] = -1;
    printf("gaps: m[1][2]=%g\n", m[1][2]);
    return 0;
  }
  // Rows 1 and 2: copied in and out; rows 0 and 3 stay the host's.
#pragma acc parallel loop collapse(2) copy(m[1:2][0:8])
  for (int i = 1; i < 3; i++)
    for (int j = 0; j < 8; j++) m[i][j] = -m[i][j];
  // CHECK: rows: m[0][7]=7 m[1][0]=-10 m[2][7]=-27 m[3][0]=30
  // HOST: rows: m[0][7]=7 m[1][0]=-10 m[2][7]=-27 m[3][0]=30
  printf("rows: m[0][7]=%g m[1][0]=%g m[2][7]=%g m[3][0]=%g\n", m[0][7], m[1][0], m[2][7], m[3][0]);

  for (int i = 0; i < 64; i++) g[i] = i;
#pragma acc data copy(g)
  {
#pragma acc parallel loop
    for (int i = 0; i < 64; i++) g[i] *= 2;
    // The device's copy changed; the host's not yet (on a discrete device).
    // CHECK: inside: g[3]=3
    // HOST: inside: g[3]=6
    printf("inside: g[3]=%g\n", g[3]);
  }
  // CHECK: after: g[3]=6
  // HOST: after: g[3]=6
  printf("after: g[3]=%g\n", g[3]);
  // Without a data region: copied in and back around the construct.
#pragma acc parallel loop
  for (int i = 0; i < 64; i++) g[i] += 1;
  // CHECK: implicit: g[3]=7
  // HOST: implicit: g[3]=7
  printf("implicit: g[3]=%g\n", g[3]);
  return 0;
}
