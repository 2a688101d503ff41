// acc-verify reports what convert-acc-to-omp would reject, at the same
// locations (invalid.mlir runs it on every case there), and leaves the IR
// unchanged: a valid module comes out as it went in.
//
// RUN: acc-opt %s --acc-verify | FileCheck %s

// CHECK-LABEL: func.func @valid
// CHECK:         acc.parallel
// CHECK:           acc.loop gang
// CHECK-NOT:     omp.
func.func @valid(%n: i32) {
  acc.parallel {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    acc.loop gang control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.yield
  }
  return
}
