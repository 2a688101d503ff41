// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Calls: external functions are llvm.func declarations called with
// llvm.call (variadic ones with vararg and C's default argument
// promotions), defined functions are func.call, struct values pass between
// defined functions by value, recursion and forward references.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

// CHECK-DAG: llvm.func @printf(!llvm.ptr, ...) -> i32 attributes {sym_visibility = "private"}
// CHECK-DAG: llvm.func @sqrt(f64) -> f64
// CHECK-DAG: llvm.func @sqrtf(f32) -> f32
// CHECK-DAG: llvm.func @pow(f64, f64) -> f64
// CHECK-DAG: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-DAG: llvm.func @free(!llvm.ptr) attributes

// CHECK-LABEL: func.func @varargs
int varargs(float f, char c, short s, long l) {
  // float goes as double, char and short as int.
  // CHECK: %[[FMT:.*]] = llvm.mlir.addressof @str.{{[0-9]+}} : !llvm.ptr
  // CHECK: %[[F:.*]] = arith.extf %{{.*}} : f32 to f64
  // CHECK: %[[C:.*]] = arith.extsi %{{.*}} : i8 to i32
  // CHECK: %[[S:.*]] = arith.extsi %{{.*}} : i16 to i32
  // CHECK: %[[L:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
  // CHECK: llvm.call @printf(%[[FMT]], %[[F]], %[[C]], %[[S]], %[[L]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, i32, i32, i64) -> i32
  return printf("%f %d %d %ld\n", f, c, s, l);
}

// CHECK-LABEL: func.func @math
float math(double x, float y) {
  // CHECK: llvm.call @sqrt(%{{.*}}) : (f64) -> f64
  // The int argument of pow is converted to the parameter's double (a
  // converted literal is a constant of the target type).
  // CHECK: %[[E:.*]] = arith.constant 3.000000e+00 : f64
  // CHECK: llvm.call @pow(%{{.*}}, %[[E]]) : (f64, f64) -> f64
  // CHECK: llvm.call @sqrtf(%{{.*}}) : (f32) -> f32
  return sqrt(x) + pow(x, 3) + sqrtf(y);
}

// CHECK-LABEL: func.func @memory
void memory(int n) {
  // CHECK: %[[N:.*]] = arith.extsi %{{.*}} : i32 to i64
  // CHECK: %[[BYTES:.*]] = arith.muli %[[N]], %{{.*}} : i64
  // CHECK: %[[P:.*]] = llvm.call @malloc(%[[BYTES]]) : (i64) -> !llvm.ptr
  double *p = malloc(n * sizeof(double));
  // A void call has no result.
  // CHECK: llvm.call @free(%{{.*}}) : (!llvm.ptr) -> (){{$}}
  free(p);
}

// CHECK-LABEL: func.func @fact(%arg0: i32) -> i32
int fact(int n) {
  // CHECK: call @fact(%{{.*}}) : (i32) -> i32
  return n <= 1 ? 1 : n * fact(n - 1);
}

// Struct values between defined functions, with the C calling convention
// (test/Frontend/C/abi-structs.c has every case): {double, long} is SSE,
// INTEGER, two arguments and a literal struct result.
struct pair { double a; long b; };
// CHECK-LABEL: func.func @swap(%arg0: f64, %arg1: i64) -> !llvm.struct<(f64, i64)>
struct pair swap(struct pair p) {
  // CHECK: %[[P:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(f64, i64)>
  // CHECK: llvm.store %arg0, %[[P]] : f64, !llvm.ptr
  // CHECK: %[[P8:.*]] = llvm.getelementptr %[[P]][8] : (!llvm.ptr) -> !llvm.ptr, i8
  // CHECK: llvm.store %arg1, %[[P8]] : i64, !llvm.ptr
  struct pair q;
  q.a = p.b;
  q.b = p.a;
  return q;
}

int later(int);
// CHECK-LABEL: func.func @caller
int caller(void) {
  // CHECK: %[[S:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(f64, i64)>
  struct pair s = {1.0, 2};
  // CHECK: %[[V:.*]] = llvm.load %[[S]] : !llvm.ptr -> !llvm.struct<(f64, i64)>
  // CHECK: llvm.store %[[V]], %[[T:.*]] : !llvm.struct<(f64, i64)>, !llvm.ptr
  // CHECK: %[[A:.*]] = llvm.load %[[T]] : !llvm.ptr -> f64
  // CHECK: %[[T8:.*]] = llvm.getelementptr %[[T]][8] : (!llvm.ptr) -> !llvm.ptr, i8
  // CHECK: %[[B:.*]] = llvm.load %[[T8]] : !llvm.ptr -> i64
  // CHECK: %[[R:.*]] = call @swap(%[[A]], %[[B]]) : (f64, i64) -> !llvm.struct<(f64, i64)>
  // CHECK: %[[RA:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(f64, i64)>
  // CHECK: %[[RB:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(f64, i64)>
  // CHECK: llvm.store %[[RA]], %[[U:.*]] : f64, !llvm.ptr
  // CHECK: %[[RV:.*]] = llvm.load %[[U]] : !llvm.ptr -> !llvm.struct<(f64, i64)>
  // CHECK: llvm.store %[[RV]], %[[S]] : !llvm.struct<(f64, i64)>, !llvm.ptr
  s = swap(s);
  // A function defined later in the file is still a func.call.
  // CHECK: call @later(%{{.*}}) : (i32) -> i32
  return later((int)s.a);
}
int later(int x) { return x + 1; }
