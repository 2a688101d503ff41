// RUN: accc -emit-mlir=acc %s | FileCheck %s
// if/for/while/do without jumps are structured: scf.if and scf.while
// (the condition in the 'before' region; a do loop runs its body there).

// CHECK-LABEL: func.func @for_loop
int for_loop(int n) {
  // CHECK: %[[N:.*]] = llvm.alloca %{{.*}} x i32
  // CHECK: %[[S:.*]] = llvm.alloca %{{.*}} x i32
  // CHECK: %[[I:.*]] = llvm.alloca %{{.*}} x i32
  int s = 0;
  // The init runs once, before the loop.
  // CHECK: llvm.store %{{.*}}, %[[I]] : i32, !llvm.ptr
  // CHECK: scf.while : () -> () {
  // CHECK: %[[IV:.*]] = llvm.load %[[I]] : !llvm.ptr -> i32
  // CHECK: %[[NV:.*]] = llvm.load %[[N]] : !llvm.ptr -> i32
  // CHECK: %[[LT:.*]] = arith.cmpi slt, %[[IV]], %[[NV]] : i32
  // CHECK: %[[LTI:.*]] = arith.extui %[[LT]] : i1 to i32
  // CHECK: %[[C:.*]] = arith.cmpi ne, %[[LTI]], %{{.*}} : i32
  // CHECK: scf.condition(%[[C]])
  // CHECK: } do {
  // The body, then the increment.
  // CHECK: llvm.store %{{.*}}, %[[S]] : i32, !llvm.ptr
  // CHECK: %[[OLD:.*]] = llvm.load %[[I]] : !llvm.ptr -> i32
  // CHECK: %[[NEW:.*]] = arith.addi %[[OLD]], %{{.*}} : i32
  // CHECK: llvm.store %[[NEW]], %[[I]] : i32, !llvm.ptr
  // CHECK: scf.yield
  // CHECK: }
  for (int i = 0; i < n; i++)
    s += i;
  return s;
}

// CHECK-LABEL: func.func @while_loop
unsigned while_loop(unsigned s) {
  // CHECK: scf.while : () -> () {
  // CHECK: arith.cmpi ugt, %{{.*}}, %{{.*}} : i32
  // CHECK: scf.condition
  // CHECK: } do {
  // CHECK: arith.subi
  // CHECK: scf.yield
  while (s > 100)
    s -= 7;
  return s;
}

// A do loop: body and condition both in 'before'; 'after' is empty.
// CHECK-LABEL: func.func @do_loop
int do_loop(int s) {
  // CHECK: scf.while : () -> () {
  // CHECK: arith.addi
  // CHECK: llvm.store
  // CHECK: arith.cmpi slt
  // CHECK: scf.condition(%{{.*}})
  // CHECK-NEXT: } do {
  // CHECK-NEXT: scf.yield
  // CHECK-NEXT: }
  do {
    s++;
  } while (s < 5);
  return s;
}

// else-if chains nest scf.if in the else region.
// CHECK-LABEL: func.func @if_else
int if_else(int a) {
  // CHECK: %[[A:.*]] = llvm.alloca %{{.*}} x i32
  // CHECK: %[[R:.*]] = llvm.alloca %{{.*}} x i32
  int r;
  // CHECK: scf.if %{{.*}} {
  // CHECK: llvm.store %{{.*}}, %[[R]]
  // CHECK: } else {
  // CHECK: arith.cmpi slt
  // CHECK: scf.if %{{.*}} {
  // CHECK: } else {
  // CHECK: }
  // CHECK: }
  if (a)
    r = 1;
  else if (a < -3)
    r = 2;
  else
    r = 3;
  // An if without else has one region.
  // CHECK: scf.if %{{.*}} {
  // CHECK: arith.addi
  // CHECK-NEXT: llvm.store
  // CHECK-NEXT: }
  // CHECK-NEXT: llvm.load %[[R]]
  if (r)
    r++;
  return r;
}

// Nested loops, a block-scope local re-initialized on each iteration.
// CHECK-LABEL: func.func @nested
double nested(int n, double *a) {
  // CHECK: llvm.alloca %{{.*}} x i32
  // CHECK: llvm.alloca %{{.*}} x !llvm.ptr
  // CHECK: %[[ACC:.*]] = llvm.alloca %{{.*}} x f64
  // CHECK: %[[T:.*]] = llvm.alloca %{{.*}} x f64
  double acc = 0;
  // CHECK: llvm.store %{{.*}}, %[[ACC]] : f64, !llvm.ptr
  // CHECK: scf.while
  // CHECK: } do {
  // CHECK: llvm.store %{{.*}}, %[[T]] : f64, !llvm.ptr
  // CHECK: scf.while
  // CHECK: } do {
  // CHECK: scf.yield
  // CHECK: }
  // CHECK: llvm.load %[[T]] : !llvm.ptr -> f64
  // CHECK: scf.yield
  for (int i = 0; i < n; i++) {
    double t = 0;
    for (int j = 0; j < n; j++)
      t += a[i * n + j];
    acc += t;
  }
  return acc;
}
