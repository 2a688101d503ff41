// RUN: acc-opt %s --convert-acc-to-omp 2>/dev/null | FileCheck %s
// RUN: acc-opt %s --convert-acc-to-omp 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN
// The result lowers with upstream passes and translates to LLVM IR:
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts 2>/dev/null \
// RUN:   | mlir-translate --mlir-to-llvmir -o /dev/null

// A constant vector_length is the simdlen of vector loops; a runtime one
// cannot be (OpenMP's simdlen is a constant): it is ignored with a warning,
// and still evaluated once, before the construct, like every clause
// argument in the acc dialect.

// CHECK-LABEL: func.func @constant
// CHECK:         omp.simd simdlen(16) {
func.func @constant(%n: i32) {
  %c16 = arith.constant 16 : i32
  acc.parallel vector_length(%c16 : i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    acc.loop gang vector control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.yield
  }
  return
}

// WARN: vector-length.mlir:[[@LINE+4]]:3: warning: 'vector_length' argument is not a constant; it is ignored (OpenMP 'simdlen' must be a constant)
// CHECK-LABEL: func.func @runtime
// CHECK:         omp.simd {
func.func @runtime(%n: i32, %v: i32) {
  acc.parallel vector_length(%v : i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    acc.loop gang vector control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.yield
  }
  return
}
