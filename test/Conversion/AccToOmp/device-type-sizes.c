// `device_type(...)` values of num_gangs, num_workers and vector_length
// (OpenACC 3.3 §2.4): a construct takes the values for the build's device
// (host; nvidia with --offload-arch, or convert-acc-to-omp's
// device-type=nvidia), else device_type(*)'s, else the clause's without
// device_type; other devices' values are ignored. From C through accc, the
// sizes as the omp IR evaluates them (host_eval), and a run: one gang on
// the host runs the gang-redundant code once.
//
// RUN: accc -emit-mlir=omp %s | FileCheck %s --check-prefix=HOST
// RUN: accc -emit-mlir=omp --offload-arch=sm_90 %s | FileCheck %s --check-prefix=NVIDIA
// RUN: accc -emit-mlir=omp -acc2omp-options=device-type=nvidia %s | FileCheck %s --check-prefix=NVIDIA
// RUN: accc -O1 %s -o %t && env OMP_NUM_THREADS=4 %t | FileCheck %s --check-prefix=OUT
// RUN: not accc -fopenacc-print=omp %s -o %t.omp.c 2>&1 | FileCheck %s --check-prefix=PRINT
#include <stdio.h>

// (MLIR names a constant 1 of i32 %c1_i32, with a suffix.)
// HOST-LABEL: func.func @sizes(
// HOST:         omp.target host_eval(%c1_i32{{(_[0-9]+)?}} -> %{{.*}} : i32)
// HOST:         omp.target host_eval(%c1_i32{{(_[0-9]+)?}} -> %{{.*}} : i32)
// HOST:         omp.simd simdlen(64)
// NVIDIA-LABEL: func.func @sizes(
// NVIDIA:       omp.target host_eval(%c5_i32 -> %{{.*}} : i32)
// NVIDIA:       omp.target host_eval(%c7_i32 -> %{{.*}} : i32)
// NVIDIA:       omp.simd simdlen(128)
// A kernels region's parts keep its values' device types.
// HOST-LABEL: func.func @region(
// HOST:         omp.target host_eval(%c2_i32{{(_[0-9]+)?}} -> %{{.*}}, {{.*}}) map_entries
// NVIDIA-LABEL: func.func @region(
// NVIDIA:       omp.target host_eval(%c8_i32{{(_[0-9]+)?}} -> %{{.*}}, {{.*}}) map_entries
// OUT: redundant 1, star 1
// (Printed as OpenMP for one device type: test/Print/device-type.c; the
// atomic directly inside these constructs cannot be.)
// PRINT: device-type-sizes.c:[[@LINE+5]]:1: error: unsupported: printing an 'atomic' directive directly inside a compute construct as OpenMP
void sizes(int n, double *a, int *redundant, int *star) {
  // host: num_gangs(1) (its device_type), nvidia: 5; both override 3.
#pragma acc parallel copy(redundant[0:1]) num_gangs(3) device_type(nvidia) num_gangs(5) device_type(host) num_gangs(1)
  {
#pragma acc atomic update
    redundant[0] += 1;
  }
  // host: device_type(*)'s 1, nvidia: 7.
#pragma acc parallel copy(star[0:1]) device_type(nvidia) num_gangs(7) device_type(*) num_gangs(1)
  {
#pragma acc atomic update
    star[0] += 1;
  }
  // host: the plain 64 (no host value), nvidia: 128.
#pragma acc parallel loop gang vector copy(a[0:n]) vector_length(64) device_type(nvidia) vector_length(128)
  for (int i = 0; i < n; i++)
    a[i] = i;
}

void region(int n, double *a) {
#pragma acc kernels copy(a[0:n]) num_gangs(2) device_type(nvidia) num_gangs(8)
  {
#pragma acc loop independent
    for (int i = 0; i < n; i++)
      a[i] += 1;
  }
}

int main(void) {
  double a[100];
  int redundant = 0, star = 0;
  sizes(100, a, &redundant, &star);
  region(100, a);
  printf("redundant %d, star %d\n", redundant, star);
  return a[99] == 100 ? 0 : 1;
}
