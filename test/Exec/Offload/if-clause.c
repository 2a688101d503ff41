// `if` on an offloaded compute construct: when the condition is false the
// region runs on the host with the host's data and nothing is moved (a
// `create` of the output then does not hide the host's writes); when true,
// on the device. The same on the emulated device, the host and the
// sequential program.
//
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t
// RUN: env ACC_DEVICE_TYPE=host_discrete %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=host %t | FileCheck %s
// RUN: clang -O2 -w %s -o %t.seq && %t.seq | FileCheck %s
// The host version, under `scf.if` on the condition, beside the offloaded one:
// RUN: accc --offload-arch=sm_90 -emit-mlir=gpu %s | FileCheck %s --check-prefix=IR
// IR: scf.if %{{.*}} {
// IR:   llvm.call @__acc2omp_map_enter
// IR:   gpu.launch_func
// IR: } else {
// IR-NOT: __acc2omp_map_enter
// IR:   omp.target
#include <stdio.h>

int main(void) {
  int n = 1000;
  double a[1000], b[1000];
  for (int i = 0; i < n; i++) { a[i] = i; b[i] = -1; }
  for (int pass = 0; pass < 2; pass++) {
    int offload = pass == 1;
    // On the host (pass 0), b is the host's: written through `create`.
#pragma acc parallel loop if(offload) copyin(a) create(b)
    for (int i = 0; i < n; i++) b[i] = a[i] * 2;
    double s = 0;
    for (int i = 0; i < n; i++) s += b[i];
    // CHECK: pass 0: 999000.0
    // Offloaded (pass 1), b's device copy is not copied back: the host's
    // values stay those of pass 0.
    // CHECK: pass 1: 999000.0
    printf("pass %d: %.1f\n", pass, s);
  }
  return 0;
}
