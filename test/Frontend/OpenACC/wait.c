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
