// RUN: accc -emit-mlir=acc %s | FileCheck %s
// The wait directive: queues as operands, async and if clauses.

// CHECK-LABEL: func.func @w(
// CHECK:         llvm.store %arg0, %[[N:[0-9]+]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.wait attributes {acc2omp.src = {directive = array<i64: {{[0-9]+}}, {{[0-9]+}}>}}
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    acc.wait(%[[C1]] : i32) attributes
// CHECK-NEXT:    %[[Q1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[QN:.*]] = llvm.load %[[N]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[N2:.*]] = llvm.load %[[N]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %[[N2]], %[[ONE]] : i32
// CHECK-NEXT:    acc.wait(%[[Q1]], %[[QN]] : i32, i32) async(%[[A]] : i32) attributes
// CHECK-NEXT:    %[[Q2:.*]] = arith.constant 2 : i32
// CHECK:         %[[COND:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:    acc.wait(%[[Q2]] : i32) if(%[[COND]]) attributes
void w(int n) {
#pragma acc wait
#pragma acc wait(1)
#pragma acc wait(1, n) async(n + 1)
#pragma acc wait(2) if(n > 2)
}

// Several wait clauses (Clang and GCC accept them; found by fuzz.py): the
// union of their queues, once on the operation; a bare one waits for all.
// CHECK-LABEL: func.func @several(
// CHECK:         acc.update wait dataOperands(
// CHECK:         %[[W1:.*]] = arith.constant 1 : i32
// CHECK:         %[[W2:.*]] = arith.constant 2 : i32
// CHECK:         acc.update wait({%[[W1]] : i32, %[[W2]] : i32}) dataOperands(
// CHECK:         acc.parallel combined(loop) wait({%{{.*}} : i32}, {%{{.*}} : i32})
void several(double *a, int n) {
#pragma acc update self(a[0:n]) wait wait(3)
#pragma acc update self(a[0:n]) wait(1) wait(2)
#pragma acc parallel loop wait(1) wait(2)
  for (int i = 0; i < n; i++) a[i] = i;
}

// `devnum:` and `queues:` (OpenACC 3.3 §2.16.3): the device's queues, on
// the directive (wait_devnum) and in clauses (MLIR's devnum payload on
// constructs and update, wait_devnum on enter/exit data). accc then waits
// for all work (every queue is synchronous): test/Exec/Validation/wait_devnum.c.
// CHECK-LABEL: func.func @devnum(
// CHECK:         acc.wait(%{{.*}}, %{{.*}} : i32, i32) wait_devnum(%[[D:[0-9]+]] : i32)
// CHECK:         acc.wait(%{{.*}} : i32) wait_devnum(%c0_i32{{.*}} : i32)
// CHECK:         acc.wait(%{{.*}} : i32) attributes
// CHECK:         acc.parallel {{.*}}wait({devnum: %{{.*}} : i32, %{{.*}} : i32})
// CHECK:         acc.update wait({devnum: %{{.*}} : i32, %{{.*}} : i32})
// CHECK:         acc.enter_data wait_devnum(%{{.*}} : i32) wait(%{{.*}} : i32)
// CHECK:         acc.exit_data wait(%{{.*}} : i32)
void devnum(int d, int *a) {
#pragma acc wait(devnum: d: queues: 1, 2)
#pragma acc wait(devnum: 0: 1)
#pragma acc wait(queues: 1)
#pragma acc parallel wait(devnum: d: queues: 1) copy(a[0:4])
  a[0] = 1;
#pragma acc update self(a[0:4]) wait(devnum: 0: 1)
#pragma acc enter data copyin(a[0:4]) wait(devnum: d: queues: 1)
#pragma acc exit data delete(a[0:4]) wait(queues: 1)
}
