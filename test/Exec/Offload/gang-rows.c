// A loop partitioned over gangs alone with vector (or worker) loops in its
// body runs each gang iteration on a whole block on a GPU: the inner loops
// on the block's threads (consecutive iterations on consecutive threads),
// their reductions combined over the block and given to every thread, the
// gang's stores made by one thread. Each case below checks one part of
// that on the GPU (scripts/test-gpu.sh), the emulated device and the host.
//
// RUN: accc -O2 --offload-arch=sm_90 -emit-mlir=gpu %s -o - | FileCheck %s --check-prefix=KERNEL
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t
// RUN: env ACC_DEVICE_TYPE=host_discrete %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=host OMP_NUM_THREADS=3 %t | FileCheck %s
//
// The gemv kernel: rows over blocks (the grid-stride loop starts at the
// block's index), the columns over the block's threads, the row's sum
// combined over the block in shared memory, y[i] stored by thread 0
// between barriers (every thread has read what it overwrites; every
// thread sees what it wrote).
// KERNEL-LABEL: gpu.func @main_kernel(
// KERNEL-SAME:    workgroup(%[[SHARED:[^ ]*]] : memref<8xf64, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// KERNEL:         scf.for %{{.*}} = %block_id_x to %{{.*}} step %grid_dim_x {
// KERNEL:           gpu.barrier
// KERNEL:           scf.for %{{.*}} = %thread_id_x to %{{.*}} step %c256 {
// KERNEL:           gpu.barrier
// KERNEL:           gpu.shuffle  xor
// KERNEL:           memref.store %{{.*}}, %[[SHARED]]
// KERNEL:           gpu.barrier
// KERNEL-COUNT-8:   memref.load %[[SHARED]]
// KERNEL:           gpu.barrier
// KERNEL:           llvm.getelementptr
// KERNEL-NEXT:      gpu.barrier
// KERNEL-NEXT:      %[[ZERO:.*]] = arith.constant 0 : index
// KERNEL-NEXT:      %[[FIRST:.*]] = arith.cmpi eq, %thread_id_x, %[[ZERO]] : index
// KERNEL-NEXT:      scf.if %[[FIRST]] {
// KERNEL-NEXT:        llvm.store
// KERNEL:           gpu.barrier
//
// vector_length(64): blocks of 64 threads.
// KERNEL-LABEL: gpu.func @main_kernel_0(
// KERNEL-SAME:    known_block_size = array<i32: 64, 1, 1>
// KERNEL:         scf.for %{{.*}} = %thread_id_x to %{{.*}} step %c64 {
//
// A gang-private array the vector loop writes: one thread per row instead
// (the array is the gang's, shared by its vector lanes).
// KERNEL-LABEL: gpu.func @main_kernel_3(
// KERNEL:         arith.muli %block_id_x, %block_dim_x
// KERNEL-NOT:     = %thread_id_x to
// KERNEL:         gpu.return
// The same with the array in the gang loop's private clause.
// KERNEL-LABEL: gpu.func @main_kernel_4(
// KERNEL:         arith.muli %block_id_x, %block_dim_x
// KERNEL-NOT:     = %thread_id_x to
// KERNEL:         gpu.return
//
// CHECK: gemv 59999
// CHECK: width64 59999
// CHECK: before 1 after 1
// CHECK: collapse 59999
// CHECK: totals 59999 max 12 product 4096
// CHECK: private 1
// CHECK: gang-private 1
#include <stdio.h>

#define N 300
#define M 200

int main(void) {
  static double a[N][M], y[N], z[N], t[N][M], w[N];
  static int marks[N][M];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) a[i][j] = (i + j) % 7 == 0 ? 1.0 : (i + j) % 3;

  // gemv: a reduction per row, stored by the gang.
#pragma acc parallel loop gang copyin(a) copyout(y)
  for (int i = 0; i < N; i++) {
    double sum = 0;
#pragma acc loop vector reduction(+ : sum)
    for (int j = 0; j < M; j++) sum += a[i][j];
    y[i] = sum;
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += y[i];
  printf("gemv %g\n", s);

  // The same with vector_length(64).
#pragma acc parallel loop gang vector_length(64) copyin(a) copyout(z)
  for (int i = 0; i < N; i++) {
    double sum = 0;
#pragma acc loop vector reduction(+ : sum)
    for (int j = 0; j < M; j++) sum += a[i][j];
    z[i] = sum;
  }
  s = 0;
  for (int i = 0; i < N; i++) s += z[i];
  printf("width64 %g\n", s);

  // The gang's store before a vector loop is seen by every lane; the
  // lanes' stores are seen by the gang after the loop.
#pragma acc parallel loop gang copyout(t, w)
  for (int i = 0; i < N; i++) {
    t[i][0] = i;
#pragma acc loop vector
    for (int j = 1; j < M; j++) t[i][j] = t[i][0] + j;
    w[i] = t[i][M - 1] - t[i][M / 2];
  }
  int before = 1, after = 1;
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < M; j++) before &= t[i][j] == i + j;
    after &= w[i] == M - 1 - M / 2;
  }
  printf("before %d after %d\n", before, after);

  // A collapsed worker-vector loop with its reduction; gang-level
  // reductions beside the inner ones (every lane runs the gang's code: the
  // gang's partial counts once).
  double total = 0, collapsed = 0, mx = 0, product = 1;
#pragma acc parallel loop gang copyin(a) reduction(+ : total, collapsed) reduction(max : mx) reduction(* : product)
  for (int i = 0; i < N; i++) {
    double sum = 0, row_max = 0;
#pragma acc loop worker vector collapse(2) reduction(+ : sum)
    for (int j = 0; j < M / 2; j++)
      for (int k = 0; k < 2; k++) sum += a[i][2 * j + k];
#pragma acc loop vector reduction(max : row_max)
    for (int j = 0; j < M; j++) row_max = a[i][j] * (i % 7) > row_max ? a[i][j] * (i % 7) : row_max;
    collapsed += sum;
    total += sum;
    mx = row_max > mx ? row_max : mx;
    if (i < 12) product *= 2;
  }
  printf("collapse %g\n", collapsed);
  printf("totals %g max %g product %g\n", total, mx, product);

  // A gang-private array written by a vector loop and read by another.
  int ok = 1;
#pragma acc parallel loop gang copyout(marks) reduction(&& : ok)
  for (int i = 0; i < N; i++) {
    int row[M];
#pragma acc loop vector
    for (int j = 0; j < M; j++) row[j] = i * j;
#pragma acc loop vector
    for (int j = 0; j < M; j++) marks[i][j] = row[M - 1 - j];
    ok = ok && row[M - 1] == i * (M - 1);
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) ok &= marks[i][j] == i * (M - 1 - j);
  printf("private %d\n", ok);

  // The same with the array in the gang loop's private clause.
  int row[M];
  ok = 1;
#pragma acc parallel loop gang private(row) copyout(marks) reduction(&& : ok)
  for (int i = 0; i < N; i++) {
#pragma acc loop vector
    for (int j = 0; j < M; j++) row[j] = i + j;
#pragma acc loop vector
    for (int j = 0; j < M; j++) marks[i][j] = row[M - 1 - j];
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) ok &= marks[i][j] == i + M - 1 - j;
  printf("gang-private %d\n", ok);
  return 0;
}
