// Programs built with --offload-arch run on the emulated discrete device
// (ACC_DEVICE_TYPE=host_discrete: the host's cores, with memory of its own,
// fresh allocations filled with garbage), so that a wrong copy-in, copy-back
// or reference count shows as a wrong result where there is no GPU. The same
// executable on the host (shared memory) and the program built without
// --offload-arch print the same, but where the program writes the host copy
// of present data (on the discrete device the device copy keeps its value;
// on the host there is one copy).
//
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t
// RUN: env ACC_DEVICE_TYPE=host_discrete %t | FileCheck %s --check-prefixes=CHECK,DISCRETE
// RUN: env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=4 %t | FileCheck %s --check-prefixes=CHECK,DISCRETE
// RUN: env ACC_DEVICE_TYPE=host %t | FileCheck %s --check-prefixes=CHECK,SHARED
// RUN: accc -O2 %s -o %t.host && %t.host | FileCheck %s --check-prefixes=CHECK,SHARED
// The kernels are PTX in the executable, for the CUDA driver to compile:
// RUN: accc --offload-arch=sm_90 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=PTX
// PTX: .target sm_90
// PTX: call ptr @mgpuModuleLoadJIT
#include <stdio.h>
#include <stdlib.h>

#define N 4096

static void saxpy(int n, float a, const float *restrict x, float *restrict y) {
#pragma acc parallel loop gang vector copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}

static void fill(int n, int m, double *restrict g) {
#pragma acc parallel loop collapse(2) copyout(g[0:n*m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) g[i * m + j] = i * 100 + j;
}

int main(void) {
  float *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
  double *g = malloc(64 * 32 * sizeof *g);
  for (int i = 0; i < N; i++) { x[i] = i; y[i] = 1; }
  saxpy(N, 2.0f, x, y);
  double s = 0;
  for (int i = 0; i < N; i++) s += y[i];
  // CHECK: saxpy 16777216.0 y[5]=11.0
  printf("saxpy %.1f y[5]=%.1f\n", s, y[5]);

  fill(64, 32, g);
  double t = 0;
  for (int i = 0; i < 64 * 32; i++) t += g[i];
  // CHECK: fill 6482944.0 g[33]=101.0
  printf("fill %.1f g[33]=%.1f\n", t, g[33]);

  // A data region: the arrays stay on the device between the constructs;
  // update self brings y back in the middle.
  for (int i = 0; i < N; i++) y[i] = 0;
#pragma acc data copyin(x[0:N]) copy(y[0:N])
  {
#pragma acc parallel loop present(x[0:N], y[0:N])
    for (int i = 0; i < N; i++) y[i] = x[i];
#pragma acc update self(y[0:N])
    // CHECK: update self y[7]=7.0
    printf("update self y[7]=%.1f\n", y[7]);
#pragma acc parallel loop present(x[0:N], y[0:N])
    for (int i = 0; i < N; i++) y[i] += x[i];
  }
  // CHECK: data y[7]=14.0
  printf("data y[7]=%.1f\n", y[7]);

  // enter/exit data with an update of the device copy in between.
#pragma acc enter data copyin(x[0:N])
  for (int i = 0; i < N; i++) x[i] = -1;
  // DISCRETE: enter data x[3]=3.0
  // SHARED: enter data x[3]=-1.0
#pragma acc parallel loop present(x[0:N]) copyout(y[0:N])
  for (int i = 0; i < N; i++) y[i] = x[i];
  printf("enter data x[3]=%.1f\n", y[3]);
#pragma acc update device(x[0:N])
#pragma acc exit data copyout(x[0:N])
  // CHECK: exit data x[3]=-1.0
  printf("exit data x[3]=%.1f\n", x[3]);
  free(x); free(y); free(g);
  return 0;
}
