// RUN: accc -emit-mlir=acc %s | FileCheck %s
// && and || evaluate their right operand only when needed (an scf.if
// yielding i1); ?: evaluates one arm (an scf.if yielding the common type).

int g(int);
void h(int);

// CHECK-LABEL: func.func @and
int and(int a) {
  // CHECK: %[[A:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : i32
  // CHECK: %[[R:.*]] = scf.if %[[A]] -> (i1) {
  // The call is inside the 'then' region: only when a is true.
  // CHECK: %[[G:.*]] = llvm.call @g(%{{.*}}) : (i32) -> i32
  // CHECK: %[[GT:.*]] = arith.cmpi ne, %[[G]], %{{.*}} : i32
  // CHECK: scf.yield %[[GT]] : i1
  // CHECK: } else {
  // CHECK: %[[F:.*]] = arith.constant false
  // CHECK: scf.yield %[[F]] : i1
  // CHECK: }
  // CHECK: arith.extui %[[R]] : i1 to i32
  return a && g(1);
}

// CHECK-LABEL: func.func @or
int or(int *p, double d) {
  // A pointer operand is compared with null, a double with 0.0 (une).
  // CHECK: %[[Z:.*]] = llvm.mlir.zero : !llvm.ptr
  // CHECK: %[[P:.*]] = llvm.icmp "ne" %{{.*}}, %[[Z]] : !llvm.ptr
  // CHECK: %[[R:.*]] = scf.if %[[P]] -> (i1) {
  // CHECK: %[[T:.*]] = arith.constant true
  // CHECK: scf.yield %[[T]] : i1
  // CHECK: } else {
  // CHECK: %[[D:.*]] = llvm.load %{{.*}} : !llvm.ptr -> f64
  // CHECK: %[[DT:.*]] = arith.cmpf une, %[[D]], %{{.*}} : f64
  // CHECK: scf.yield %[[DT]] : i1
  // CHECK: }
  // CHECK: arith.extui %[[R]] : i1 to i32
  return p || d;
}

// (a > 0 && b) || c: the || tests the && result.
// CHECK-LABEL: func.func @nested
int nested(int a, int b, int c) {
  // CHECK: arith.cmpi sgt
  // CHECK: %[[AND:.*]] = scf.if %{{.*}} -> (i1) {
  // CHECK: } else {
  // CHECK: }
  // CHECK: %[[ANDI:.*]] = arith.extui %[[AND]] : i1 to i32
  // CHECK: %[[ANDT:.*]] = arith.cmpi ne, %[[ANDI]], %{{.*}} : i32
  // CHECK: scf.if %[[ANDT]] -> (i1) {
  return (a > 0 && b) || c;
}

// ?: converts both arms to their common type (here double).
// CHECK-LABEL: func.func @conditional
int conditional(int a) {
  // CHECK: %[[C:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : i32
  // CHECK: %[[R:.*]] = scf.if %[[C]] -> (f64) {
  // CHECK: %[[G:.*]] = llvm.call @g(%{{.*}}) : (i32) -> i32
  // CHECK: %[[GF:.*]] = arith.sitofp %[[G]] : i32 to f64
  // CHECK: scf.yield %[[GF]] : f64
  // CHECK: } else {
  // CHECK: %[[K:.*]] = arith.constant 3.500000e+00 : f64
  // CHECK: scf.yield %[[K]] : f64
  // CHECK: }
  // CHECK: arith.fptosi %[[R]] : f64 to i32
  int z = a ? g(2) : 3.5;
  return z;
}

// A void ?: is an scf.if without results.
// CHECK-LABEL: func.func @void_arms
void void_arms(int a) {
  // CHECK: scf.if %{{.*}} {
  // CHECK: llvm.call @h(%{{.*}}) : (i32) -> ()
  // CHECK: } else {
  // CHECK: llvm.call @h(%{{.*}}) : (i32) -> ()
  // CHECK: }
  a ? h(1) : h(2);
}

// Nested ?: nests the scf.if in the arm.
// CHECK-LABEL: func.func @nested_conditional
int nested_conditional(int a, int b) {
  // CHECK: %[[OUT:.*]] = scf.if %{{.*}} -> (i32) {
  // CHECK: %[[IN:.*]] = scf.if %{{.*}} -> (i32) {
  // CHECK: scf.yield %[[IN]] : i32
  // CHECK: } else {
  // CHECK: return %[[OUT]] : i32
  return a ? b ? 1 : 2 : 3;
}

// ! yields int 0 or 1.
// CHECK-LABEL: func.func @not
int not(double d) {
  // CHECK: %[[NZ:.*]] = arith.cmpf une, %{{.*}}, %{{.*}} : f64
  // CHECK: %[[T:.*]] = arith.constant true
  // CHECK: %[[N:.*]] = arith.xori %[[NZ]], %[[T]] : i1
  // CHECK: arith.extui %[[N]] : i1 to i32
  return !d;
}
