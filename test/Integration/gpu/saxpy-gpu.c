// REQUIRES: cuda
// On an NVIDIA GPU (ACC2OMP_TEST_CUDA=1 lit or cargo test there): the
// kernels run on the GPU, ACC2OMP_VERBOSE says so, and a present error
// names the variable as on the emulated device.
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t
// RUN: env ACC_DEVICE_TYPE=nvidia ACC2OMP_VERBOSE=1 %t 2>&1 | FileCheck %s
// CHECK: acc2omp: compute constructs run on an NVIDIA GPU
// CHECK: saxpy 16777216.0 dot 2.290230e+10
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 4096;
  float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (int i = 0; i < n; i++) { x[i] = i; y[i] = 1; }
#pragma acc parallel loop gang vector copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; i++) y[i] = 2.0f * x[i] + y[i];
  double s = 0, d = 0;
  for (int i = 0; i < n; i++) s += y[i];
#pragma acc parallel loop copyin(x[0:n], y[0:n]) reduction(+:d)
  for (int i = 0; i < n; i++) d += (double)x[i] * y[i] * 0.5;
  printf("saxpy %.1f dot %e\n", s, d);
  free(x); free(y);
  return 0;
}
