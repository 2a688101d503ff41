// A `serial` construct is one gang of one worker of vector length 1, so on
// the GPU its kernel is one thread that runs every loop of the region in
// order, with the code between them: any number of loops, loops reading
// what earlier ones wrote, a firstprivate scalar written between loops,
// loop reductions (into the construct's reduction variable too), private
// arrays, collapsed and nested gang/worker/vector loops, a C loop. Before,
// several loops were `unsupported: several partitioned loops one after the
// other in one GPU kernel (--offload-arch)` unless the construct could be
// split into a kernel per loop, which a scalar written in one part and read
// in another prevented. Run on the host, on the emulated device and (the
// GPU tests) on a GPU: the same output.
//
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=8 %t | FileCheck %s
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu
// RUN: env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu | FileCheck %s
// RUN: accc --offload-arch=sm_90 -emit-mlir=gpu %s | FileCheck %s --check-prefix=KERNEL
// RUN: accc --offload-arch=sm_90 -Rpass=acc2omp -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REMARK
//
// CHECK: 20 29 178300 3
// CHECK-NEXT: 4950 328350 12 -6
// CHECK-NEXT: 3725 4
// CHECK-NEXT: 1 1 40
// CHECK-NEXT: 2 2 5 40
//
// One kernel of one thread per serial construct, its partitioned loops
// scf.for loops in it.
// KERNEL:      gpu.func @main_kernel({{.*}}) kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 1, 1, 1>}
// KERNEL-COUNT-2: scf.for
// KERNEL:      gpu.func @main_kernel_0({{.*}}) kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 1, 1, 1>}
// KERNEL-COUNT-5: scf.for
// KERNEL:      gpu.func @main_kernel_1(
// REMARK-NOT: split into
#include <stdio.h>
#define N 100

int main(void) {
  double a[N], b[N], s = 0;
  int k = 3;
  // A firstprivate scalar written between the loops (the split of a
  // parallel construct declines this), loops reading what earlier ones
  // wrote, a C loop, a loop reduction into a copied variable.
#pragma acc serial copyout(a, b) copy(s)
  {
    k = k + 1;
    for (int i = 0; i < N; i++)
      a[i] = i * k;
#pragma acc loop
    for (int i = 0; i < N; i++)
      b[i] = a[i] + 1;
    for (int i = 0; i < N; i++)
      s += b[i];
    k = 2 * k;
#pragma acc loop reduction(+:s)
    for (int i = 0; i < N; i++)
      s += a[i] * k;
  }
  printf("%g %g %g %d\n", a[5], b[7], s, k);

  // The construct's reduction, nested gang/worker/vector loops with an
  // inner reduction, a collapsed nest, a private array.
  long total = 0, squares = 0;
  int m[4][3], last = 0, tmp[2];
#pragma acc serial reduction(+:total) copyout(m) copy(squares, last)
  {
#pragma acc loop gang reduction(+:total)
    for (int i = 0; i < N; i++)
      total += i;
#pragma acc loop gang
    for (int i = 0; i < 10; i++) {
      long row = 0;
#pragma acc loop vector reduction(+:row)
      for (int j = 0; j < 10; j++)
        row += (long)(i * 10 + j) * (i * 10 + j);
      squares += row;
    }
#pragma acc loop collapse(2) private(tmp)
    for (int i = 0; i < 4; i++)
      for (int j = 0; j < 3; j++) {
        tmp[0] = i;
        tmp[1] = j;
        m[i][j] = tmp[0] * 3 + tmp[1];
      }
    last = m[3][2] - 2 * m[3][2] + 5;
  }
  printf("%ld %ld %d %d\n", total, squares, m[3][2] + 1, last);

  // A sequential part of kernels (one gang of one thread too) with two
  // loops, between a parallel nest.
  int c[N], sum = 0;
#pragma acc kernels copyout(c) copy(sum)
  {
#pragma acc loop independent
    for (int i = 0; i < N; i++)
      c[i] = i;
#pragma acc loop seq
    for (int i = 0; i < 50; i++)
      sum += c[i];
#pragma acc loop seq
    for (int i = 0; i < 50; i++)
      sum += c[i + 50] - c[i];
  }
  printf("%d %d\n", sum, c[4]);

  // A loop at the top of the region and one under an `if`: no loop is the
  // host-evaluated kernel loop of MLIR's capture (it was an internal
  // error: the verifier rejected the host_eval bounds; found by
  // differential testing).
  int d[64], more = 3;
  for (int i = 0; i < 64; i++)
    d[i] = i;
#pragma acc serial copy(d)
  {
#pragma acc loop
    for (int i = 0; i < 34; i++)
      d[i] = i % 7;
    if (more > 2) {
#pragma acc loop
      for (int i = 0; i < 8; i++)
        d[i] = d[i] * 2 + 1;
    }
  }
  printf("%d %d %d\n", d[0], d[7], d[40]);

  // The same with a worker loop under the `if`: its `omp.parallel` under
  // the `scf.if` let MLIR's capture analysis, run before the `scf` ops
  // become branches, take the first loop (an internal error: "predicted
  // the wrong kernel mode"; found by fuzzing).
  int e[64];
  for (int i = 0; i < 64; i++)
    e[i] = i;
#pragma acc serial copy(e)
  {
#pragma acc loop
    for (int i = 0; i < 34; i++)
      e[i] = i % 7;
    if (more > 2) {
#pragma acc loop worker
      for (int i = 0; i < 8; i++)
        e[i] = e[i] * 3 + 2;
    }
  }
  printf("%d %d %d %d\n", e[0], e[7], e[33], e[40]);
  return 0;
}
