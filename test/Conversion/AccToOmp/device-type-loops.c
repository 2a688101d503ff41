// `device_type(...)` on loops (OpenACC 3.3 §2.4): each loop clause (`gang`
// with its arguments, `worker`, `vector`, `tile`, `collapse`, and
// `seq`/`independent`/`auto`) takes the entries for the build's device
// (host; nvidia with --offload-arch, or convert-acc-to-omp's
// device-type=nvidia), else device_type(*)'s, else those without
// device_type (transforms/device_types.rs); other devices' entries are
// ignored. The omp IR of both builds, and a run of the host build.
//
// RUN: accc -emit-mlir=omp %s | FileCheck %s --check-prefix=HOST
// RUN: accc -emit-mlir=omp --offload-arch=sm_90 %s | FileCheck %s --check-prefix=NVIDIA
// RUN: accc -emit-mlir=omp -acc2omp-options=device-type=nvidia %s | FileCheck %s --check-prefix=NVIDIA
// RUN: accc -O1 %s -o %t && env OMP_NUM_THREADS=4 %t && env OMP_NUM_THREADS=1 %t
#include <stdlib.h>

// vector(128) for nvidia only: the host's loop is gang alone.
// HOST-LABEL: func.func @vector_for_nvidia(
// HOST:         omp.distribute private(
// HOST-NOT:     omp.simd
// HOST:         return
// NVIDIA-LABEL: func.func @vector_for_nvidia(
// NVIDIA:       omp.simd simdlen(128)
void vector_for_nvidia(double *a, int n) {
#pragma acc parallel copy(a[0:n])
#pragma acc loop gang device_type(nvidia) vector(128)
  for (int i = 0; i < n; i++)
    a[i] += 1;
}

// vector(8) for the host only.
// HOST-LABEL: func.func @vector_for_host(
// HOST:         omp.simd simdlen(8)
// NVIDIA-LABEL: func.func @vector_for_host(
// NVIDIA-NOT:   omp.simd
// NVIDIA:       return
void vector_for_host(double *a, int n) {
#pragma acc parallel copy(a[0:n])
#pragma acc loop gang device_type(host) vector(8)
  for (int i = 0; i < n; i++)
    a[i] += 1;
}

// tile(4, 4) for every device but nvidia, which tiles by (32, 8).
// HOST-LABEL: func.func @tiles(
// HOST:         omp.loop_nest {{.*}} collapse(2) tiles(4, 4)
// NVIDIA-LABEL: func.func @tiles(
// NVIDIA:       omp.loop_nest {{.*}} collapse(2) tiles(32, 8)
void tiles(double *a, int n) {
#pragma acc parallel loop copy(a[0:n * n]) device_type(*) tile(4, 4) device_type(nvidia) tile(32, 8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] += 1;
}

// gang(static:8) for nvidia; the host's gang has no argument.
// HOST-LABEL: func.func @gang_static(
// HOST-NOT:     dist_schedule
// HOST:         return
// NVIDIA-LABEL: func.func @gang_static(
// NVIDIA:       omp.distribute dist_schedule_static dist_schedule_chunk_size(%c8_i32 : i32)
void gang_static(double *a, int n) {
#pragma acc parallel loop copy(a[0:n]) gang device_type(nvidia) gang(static:8)
  for (int i = 0; i < n; i++)
    a[i] += 1;
}

int main(void) {
  int n = 64;
  double *a = calloc(n * n, sizeof(double));
  vector_for_nvidia(a, n);
  vector_for_host(a, n);
  tiles(a, n);
  gang_static(a, n);
  for (int i = 0; i < n * n; i++)
    if (a[i] != (i < n ? 4 : 1))
      return 1;
  free(a);
  return 0;
}
