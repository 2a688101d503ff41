// RUN: acc-opt %s --convert-libm-to-nvptx | FileCheck %s
// C math calls NVPTX computes itself become LLVM intrinsics (after
// convert-gpu-to-nvvm, which would make the intrinsics libdevice calls);
// others stay calls.
llvm.func @sqrt(f64) -> f64
llvm.func @fabsf(f32) -> f32
llvm.func @fmax(f64, f64) -> f64
llvm.func @exp(f64) -> f64

// CHECK-LABEL: llvm.func @math(
// CHECK:         %[[S:.*]] = llvm.intr.sqrt(%arg0) : (f64) -> f64
// CHECK:         %[[A:.*]] = llvm.intr.fabs(%arg1) : (f32) -> f32
// CHECK:         %[[M:.*]] = llvm.intr.maxnum(%[[S]], %arg0) : (f64, f64) -> f64
// CHECK:         %[[E:.*]] = llvm.call @exp(%[[M]]) : (f64) -> f64
// CHECK-NOT:     llvm.call @sqrt
llvm.func @math(%x: f64, %y: f32) -> f64 {
  %s = llvm.call @sqrt(%x) : (f64) -> f64
  %a = llvm.call @fabsf(%y) : (f32) -> f32
  %m = llvm.call @fmax(%s, %x) : (f64, f64) -> f64
  %e = llvm.call @exp(%m) : (f64) -> f64
  llvm.return %e : f64
}
