// `if` on data directives: with a false condition nothing moves (the data
// is not present, an update copies nothing); with a true one the data is
// present and updates copy. On the emulated discrete device the
// difference shows; on the host the data is shared.
//
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t
// RUN: env ACC_DEVICE_TYPE=host_discrete %t | FileCheck %s --check-prefix=DEV
// RUN: env ACC_DEVICE_TYPE=host %t | FileCheck %s --check-prefix=HOST
#include <openacc.h>
#include <stdio.h>

int main(void) {
  double a[100];
  for (int i = 0; i < 100; i++) a[i] = i;
  for (int pass = 0; pass < 2; pass++) {
    int move = pass == 1;
#pragma acc enter data copyin(a) if(move)
    int present = acc_is_present(a, sizeof a);
    if (present) {
#pragma acc parallel loop present(a)
      for (int i = 0; i < 100; i++) a[i] += 100;
    }
    double before = a[5];
    // The host's a is stale on a discrete device until update self.
#pragma acc update self(a) if(move)
    double after = a[5];
#pragma acc exit data delete(a) if(move)
    // DEV: pass 0: present=0 a[5]=5 then 5
    // DEV: pass 1: present=1 a[5]=5 then 105
    // HOST: pass 0: present=1 a[5]=105 then 105
    // HOST: pass 1: present=1 a[5]=205 then 205
    printf("pass %d: present=%d a[5]=%g then %g\n", pass, present != 0, before, after);
  }
  // A data region under if(0): the construct inside maps its own data.
  int n = 0;
  double b[10] = {0};
#pragma acc data copy(b) if(n)
  {
#pragma acc parallel loop copy(b)
    for (int i = 0; i < 10; i++) b[i] = i;
  }
  // DEV: data if(0): b[9]=9
  // HOST: data if(0): b[9]=9
  printf("data if(0): b[9]=%g\n", b[9]);
  return 0;
}
