// RUN: acc-opt %s --convert-libm-to-nvptx | FileCheck %s
// C math calls NVPTX computes itself become LLVM intrinsics (after
// convert-gpu-to-nvvm, which would make the intrinsics libdevice calls);
// the other C math functions become libclc's (OpenCL C's mangled names,
// declarations and calls), which the kernels' module links from libclc's
// bitcode; other calls stay as they are.
// CHECK-DAG: llvm.func @_Z3expd(f64) -> f64
// CHECK-DAG: llvm.func @_Z3powff(f32, f32) -> f32
// CHECK-DAG: llvm.func @_Z5ldexpdi(f64, i32) -> f64
// CHECK-DAG: llvm.func @user(f64) -> f64
llvm.func @sqrt(f64) -> f64
llvm.func @fabsf(f32) -> f32
llvm.func @fmax(f64, f64) -> f64
llvm.func @exp(f64) -> f64
llvm.func @powf(f32, f32) -> f32
llvm.func @ldexp(f64, i32) -> f64
llvm.func @abs(i32) -> i32
llvm.func @user(f64) -> f64

// CHECK-LABEL: llvm.func @math(
// CHECK:         %[[S:.*]] = llvm.intr.sqrt(%arg0) : (f64) -> f64
// CHECK:         %[[A:.*]] = llvm.intr.fabs(%arg1) : (f32) -> f32
// CHECK:         %[[M:.*]] = llvm.intr.maxnum(%[[S]], %arg0) : (f64, f64) -> f64
// CHECK:         %[[E:.*]] = llvm.call @_Z3expd(%[[M]]) : (f64) -> f64
// CHECK:         llvm.call @_Z3powff(%[[A]], %[[A]]) : (f32, f32) -> f32
// CHECK:         llvm.call @_Z5ldexpdi(%[[E]], %arg2) : (f64, i32) -> f64
// CHECK:         "llvm.intr.abs"(%arg2) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK:         llvm.call @user(
// CHECK-NOT:     llvm.call @sqrt
llvm.func @math(%x: f64, %y: f32, %k: i32) -> f64 {
  %s = llvm.call @sqrt(%x) : (f64) -> f64
  %a = llvm.call @fabsf(%y) : (f32) -> f32
  %m = llvm.call @fmax(%s, %x) : (f64, f64) -> f64
  %e = llvm.call @exp(%m) : (f64) -> f64
  %p = llvm.call @powf(%a, %a) : (f32, f32) -> f32
  %l = llvm.call @ldexp(%e, %k) : (f64, i32) -> f64
  %b = llvm.call @abs(%k) : (i32) -> i32
  %u = llvm.call @user(%l) : (f64) -> f64
  llvm.return %u : f64
}
