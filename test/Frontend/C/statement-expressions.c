// RUN: accc -emit-mlir=acc %s | FileCheck %s
// GNU statement expressions, `({ statements; expression; })`: the
// statements in order, the value of the last expression statement; glibc's
// `assert` is one.

#include <assert.h>

// The strings of `assert(n > 0)` in `check`, and glibc's function.
// CHECK-DAG: llvm.mlir.global private constant @[[EXPR:str\.[0-9]+]]("n > 0\00")
// CHECK-DAG: llvm.mlir.global private constant @[[FUNC:str\.[0-9]+]]("void check(int)\00")
// CHECK-DAG: llvm.func @__assert_fail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr)

// CHECK-LABEL: func.func @value
int value(int n) {
  // The declaration inside is a local of its own; the value is `t * 2`.
  // CHECK: %[[N:.*]] = llvm.alloca %{{.*}} x i32
  // CHECK: %[[T:.*]] = llvm.alloca %{{.*}} x i32
  // CHECK: %[[NV:.*]] = llvm.load %[[N]] : !llvm.ptr -> i32
  // CHECK: llvm.store %[[NV]], %[[T]] : i32, !llvm.ptr
  // CHECK: %[[TV:.*]] = llvm.load %[[T]] : !llvm.ptr -> i32
  // CHECK: %[[TWO:.*]] = arith.muli %[[TV]], %{{.*}} : i32
  // CHECK: arith.addi %[[TWO]], %{{.*}} : i32
  return ({ int t = n; t * 2; }) + 1;
}

// `assert(n > 0)`: `__assert_fail` with the expression's text, the file,
// the line and the function's name when the condition is false.
// CHECK-LABEL: func.func @check
void check(int n) {
  // CHECK: %[[C:.*]] = arith.cmpi sgt
  // CHECK: scf.if %{{.*}} {
  // CHECK-NEXT: } else {
  // CHECK: %[[E:.*]] = llvm.mlir.addressof @[[EXPR]] : !llvm.ptr
  // CHECK: %[[F:.*]] = llvm.mlir.addressof @{{str\.[0-9]+}} : !llvm.ptr
  // CHECK: %[[L:.*]] = arith.constant [[@LINE+3]] : i32
  // CHECK: %[[P:.*]] = llvm.mlir.addressof @[[FUNC]] : !llvm.ptr
  // CHECK: llvm.call @__assert_fail(%[[E]], %[[F]], %[[L]], %[[P]]) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> ()
  assert(n > 0);
}

// A loop with `break` inside a statement expression in an operand of `&&`
// (a single-block `scf.if` region): its blocks are an `scf.execute_region`.
// CHECK-LABEL: func.func @in_operand
int in_operand(int n) {
  // CHECK: scf.if %{{.*}} -> (i1) {
  // CHECK: scf.execute_region {
  // CHECK: cf.cond_br
  // CHECK: scf.yield
  // CHECK: } else {
  return n > 2 && ({ int k = 0; for (int i = 0; i < n; i++) { if (i == 3) break; k += i; } k; }) > 2;
}

// A `void` statement expression, and one whose value is converted.
// CHECK-LABEL: func.func @void_and_converted
double void_and_converted(int n) {
  // CHECK: scf.if
  // CHECK: }
  ({ if (n) n++; });
  // CHECK-NEXT: %[[V:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
  // CHECK: arith.sitofp %[[V]] : i32 to f64
  return ({ n; }) * 0.5;
}
