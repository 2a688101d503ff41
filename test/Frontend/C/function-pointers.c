// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Function pointers: a defined function's address is its func.constant
// cast to !llvm.ptr, an external one's is llvm.mlir.addressof; calls
// through pointers are indirect llvm.calls.

double sqrt(double);
static int add(int a, int b) { return a + b; }
int mul(int a, int b) { return a * b; }
typedef int (*binop)(int, int);

// A table of function pointers in a global.
// CHECK: llvm.mlir.global external @table() {{.*}} : !llvm.array<2 x ptr> {
// CHECK: %[[FA:.*]] = func.constant @add : (i32, i32) -> i32
// CHECK: %[[PA:.*]] = builtin.unrealized_conversion_cast %[[FA]] : (i32, i32) -> i32 to !llvm.ptr
// CHECK: %[[T0:.*]] = llvm.insertvalue %[[PA]], %{{.*}}[0] : !llvm.array<2 x ptr>
// CHECK: %[[FM:.*]] = func.constant @mul : (i32, i32) -> i32
// CHECK: %[[PM:.*]] = builtin.unrealized_conversion_cast %[[FM]] : (i32, i32) -> i32 to !llvm.ptr
// CHECK: llvm.insertvalue %[[PM]], %[[T0]][1] : !llvm.array<2 x ptr>
binop table[2] = {add, mul};

// CHECK: llvm.func @sqrt(f64) -> f64
// A static function is private.
// CHECK: func.func private @add(

// An indirect call through a parameter; f(a, b) and (*f)(a, b) are the same.
// CHECK-LABEL: func.func @apply(%arg0: !llvm.ptr, %arg1: i32, %arg2: i32) -> i32
int apply(binop f, int a, int b) {
  // CHECK: %[[F:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
  // CHECK: llvm.call %[[F]](%{{.*}}, %{{.*}}) : !llvm.ptr, (i32, i32) -> i32
  // CHECK: %[[F2:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
  // CHECK: llvm.call %[[F2]](%{{.*}}, %{{.*}}) : !llvm.ptr, (i32, i32) -> i32
  return f(a, b) + (*f)(b, a);
}

// A parameter of function type is a pointer.
// CHECK-LABEL: func.func @apply_param(%arg0: !llvm.ptr, %arg1: i32) -> i32
int apply_param(int g(int, int), int a) {
  // CHECK: llvm.call %{{.*}}(%{{.*}}, %{{.*}}) : !llvm.ptr, (i32, i32) -> i32
  return g(a, a);
}

// Returning a function pointer; `?:` between two functions.
// CHECK-LABEL: func.func @pick(%arg0: i32) -> !llvm.ptr
binop pick(int i) {
  // CHECK: scf.if %{{.*}} -> (!llvm.ptr)
  // CHECK: func.constant @mul
  // CHECK: func.constant @add
  return i ? mul : add;
}

// CHECK-LABEL: func.func @calls
int calls(int i) {
  // table[i](1, 2): load the element, call it.
  // CHECK: %[[T:.*]] = llvm.mlir.addressof @table : !llvm.ptr
  // CHECK: %[[E:.*]] = llvm.getelementptr %[[T]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  // CHECK: %[[FP:.*]] = llvm.load %[[E]] : !llvm.ptr -> !llvm.ptr
  // CHECK: llvm.call %[[FP]](%{{.*}}, %{{.*}}) : !llvm.ptr, (i32, i32) -> i32
  // Passing a function (&add and add are the same).
  // CHECK: %[[ADD:.*]] = {{(func\.)?}}constant @add : (i32, i32) -> i32
  // CHECK: %[[ADDP:.*]] = builtin.unrealized_conversion_cast %[[ADD]] : (i32, i32) -> i32 to !llvm.ptr
  // CHECK: call @apply(%[[ADDP]], %{{.*}}, %{{.*}}) : (!llvm.ptr, i32, i32) -> i32
  // pick(i)(5, 6): call the returned pointer.
  // CHECK: %[[R:.*]] = call @pick(%{{.*}}) : (i32) -> !llvm.ptr
  // CHECK: llvm.call %[[R]](%{{.*}}, %{{.*}}) : !llvm.ptr, (i32, i32) -> i32
  return table[i](1, 2) + apply(&add, 3, 4) + pick(i)(5, 6);
}

// A pointer to an external function, compared with another pointer.
// CHECK-LABEL: func.func @external
double external(double x, binop f) {
  // CHECK: %[[S:.*]] = llvm.mlir.addressof @sqrt : !llvm.ptr
  // CHECK: llvm.store %[[S]], %[[M:.*]] : !llvm.ptr, !llvm.ptr
  double (*m)(double) = sqrt;
  // CHECK: %[[MV:.*]] = llvm.load %[[M]] : !llvm.ptr -> !llvm.ptr
  // CHECK: llvm.call %[[MV]](%{{.*}}) : !llvm.ptr, (f64) -> f64
  // CHECK: llvm.icmp "eq" %{{.*}}, %{{.*}} : !llvm.ptr
  return m(x) + (f == mul);
}
