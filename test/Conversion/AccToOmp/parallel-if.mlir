// RUN: acc-opt %s --convert-acc-to-omp --split-input-file | FileCheck %s
// RUN: acc-opt %s --convert-acc-to-omp --split-input-file --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-translate --mlir-to-llvmir --split-input-file -o /dev/null

// `if(c)` -> `omp.target if(c)`: when false, the region runs on the host.
// CHECK-LABEL: func.func @if_clause
// CHECK-SAME:    (%[[C:.*]]: i1)
// CHECK:         omp.target if(%[[C]]) host_eval({{.*}}) {
func.func @if_clause(%c: i1) {
  acc.parallel if(%c) {
    acc.yield
  }
  return
}

// -----

// `self(c)` runs the region on the host when c is true: `if(!c)`.
// CHECK-LABEL: func.func @self_clause
// CHECK-SAME:    (%[[C:.*]]: i1)
// CHECK:         %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[NOT:.*]] = arith.xori %[[C]], %[[TRUE]] : i1
// CHECK:         omp.target if(%[[NOT]]) host_eval(
func.func @self_clause(%c: i1) {
  acc.serial self(%c) {
    acc.yield
  }
  return
}

// -----

// `self` alone: always on the host.
// CHECK-LABEL: func.func @self_always
// CHECK:         %[[FALSE:.*]] = arith.constant false
// CHECK:         omp.target if(%[[FALSE]]) host_eval({{.*}}) {
func.func @self_always() {
  acc.parallel {
    acc.yield
  } attributes {selfAttr}
  return
}

// -----

// Both: on the device when c and not s.
// CHECK-LABEL: func.func @if_and_self
// CHECK-SAME:    (%[[C:.*]]: i1, %[[S:.*]]: i1)
// CHECK:         %[[NOT:.*]] = arith.xori %[[S]], %{{.*}} : i1
// CHECK-NEXT:    %[[BOTH:.*]] = arith.andi %[[C]], %[[NOT]] : i1
// CHECK:         omp.target if(%[[BOTH]]) host_eval({{.*}}) {
func.func @if_and_self(%c: i1, %s: i1) {
  acc.parallel if(%c) self(%s) {
    acc.yield
  }
  return
}
