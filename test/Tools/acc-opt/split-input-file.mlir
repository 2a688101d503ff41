// RUN: not acc-opt %s --split-input-file 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: acc-opt %S/Inputs/parallel.mlir --split-input-file --convert-acc-to-omp | FileCheck %s --check-prefix=ONE

// Each chunk is parsed on its own; diagnostics carry the line numbers of the
// whole file, and every chunk is processed even after an error.

func.func @first() {
  // ERRORS: split-input-file.mlir:[[@LINE+1]]:19: error: use of undeclared SSA value name
  %0 = arith.addi %undefined, %undefined : i32
  return
}

// -----

func.func @second() {
  // ERRORS: split-input-file.mlir:[[@LINE+1]]:3: error: custom op 'func.such_op' is unknown
  func.such_op
  return
}

// ONE-NOT: // -----
// ONE: omp.target
