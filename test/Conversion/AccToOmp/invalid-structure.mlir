// RUN: not acc-opt %s --convert-acc-to-omp --split-input-file 2>&1 | FileCheck %s
// RUN: not acc-opt %s --convert-acc-to-omp --split-input-file 2>&1 | FileCheck %s --check-prefix=NOPANIC
// NOPANIC-NOT: panicked
// NOPANIC-NOT: internal error

// Ops the verifier accepts but whose structure the conversion cannot use
// (an empty region, a loop body without its induction variables) are
// reported at the op, never a panic.

// CHECK: invalid-structure.mlir:[[@LINE+1]]:1: error: unsupported: 'acc.global_ctor' with an empty region (no block)
acc.global_ctor @ctor {
}

// -----

func.func @parallel_without_block() {
  // CHECK: invalid-structure.mlir:[[@LINE+1]]:3: error: unsupported: 'acc.parallel' with an empty region (no block)
  "acc.parallel"() ({
  }) {operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>} : () -> ()
  return
}

// -----

func.func @kernels_without_block() {
  // CHECK: invalid-structure.mlir:[[@LINE+1]]:3: error: unsupported: 'acc.kernels' with an empty region (no block)
  "acc.kernels"() ({
  }) {operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>} : () -> ()
  return
}

// -----

// A loop the preparation would normalize (i16, inclusive) whose body has
// no induction variable.
func.func @loop_without_induction_variables(%n: i16) {
  %c0 = arith.constant 0 : i16
  %c1 = arith.constant 1 : i16
  acc.parallel {
    // CHECK: invalid-structure.mlir:[[@LINE+1]]:5: error: 'acc.loop' with 1 bounds and 0 induction variables
    "acc.loop"(%c0, %n, %c1) ({
      acc.yield
    }) {independent = [#acc.device_type<none>], inclusiveUpperbound = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0>} : (i16, i16, i16) -> ()
    acc.yield
  }
  return
}

// -----

// The same in a sequential loop (scf.for in the construct).
func.func @seq_loop_without_induction_variables(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  acc.serial {
    // CHECK: invalid-structure.mlir:[[@LINE+1]]:5: error: 'acc.loop' with 1 bounds and 0 induction variables
    "acc.loop"(%c0, %n, %c1) ({
      acc.yield
    }) {seq = [#acc.device_type<none>], operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0>} : (i32, i32, i32) -> ()
    acc.yield
  }
  return
}
