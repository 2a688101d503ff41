// RUN: acc-opt %s --split-input-file --convert-acc-to-omp --verify-diagnostics | FileCheck %s
// RUN: acc-opt %s --split-input-file --convert-acc-to-omp --verify-diagnostics 2>&1 >/dev/null | count 0
// Standard input is `<stdin>` in locations and in the expectations alike.
// RUN: acc-opt --split-input-file --convert-acc-to-omp --verify-diagnostics < %s | FileCheck %s
// RUN: acc-opt %s --split-input-file --convert-acc-to-omp --verify-diagnostics=only-expected | FileCheck %s
// RUN: acc-opt --help | FileCheck %s --check-prefix=HELP
// HELP: --verify-diagnostics[=<MODE>]{{.*}}[possible values: all, only-expected]

// --verify-diagnostics (mlir-opt's convention): every diagnostic is matched by
// an `expected-<severity>` comment at its line, every expectation is met, and
// then acc-opt exits with 0 and prints nothing on stderr. Each chunk of
// --split-input-file is checked on its own; line numbers are the whole file's.
// The output is still printed: chunks whose pass failed print nothing.

// CHECK-NOT: func.func @redefined
// CHECK-LABEL: func.func @warning_and_remark
// CHECK: omp.target
// CHECK: // -----
// CHECK-NOT: func.func

// Notes are checked like diagnostics, at their own line.
func.func @redefined() {
  %x = arith.constant 0 : i32
  // expected-note@-1 {{previously defined here}}
  // expected-error@+1 {{redefinition of SSA value '%x'}}
  %x = arith.constant 1 : i32
  return
}

// -----

// The designator's own line, and @above (the last line that is no designator).
func.func @warning_and_remark(%v: i32, %p: !llvm.ptr) {
  acc.parallel vector_length(%v : i32) { // expected-warning {{is ignored}}
    // expected-remark@-1 {{'acc.parallel' became 'omp.target' + 'omp.teams' with one gang}}
    acc.yield
  }
  acc.kernels {
    // expected-remark@above {{'acc.kernels' translated conservatively}}
    // expected-remark@+2 {{'acc.serial' became 'omp.target' + 'omp.teams' with one gang of one thread}}
    %c1 = arith.constant 1 : i32
    llvm.store %c1, %p : i32, !llvm.ptr
    acc.terminator
  }
  return
}

// -----

// With -re, {{...}} inside the text is a regular expression.
func.func @below_and_regex() {
  %c0 = arith.constant 0 : i32
  // expected-error-re@below {{the argument of '{{num_[a-z]+}}' must be positive, not {{[0-9]+}}}}
  acc.parallel num_workers(%c0 : i32) {
    acc.yield
  }
  return
}

// -----

func.func @offsets() {
  %m = arith.constant -2 : i32
  acc.parallel num_gangs({%m : i32}) {
    acc.yield
  }
  // expected-error@-3 {{the argument of 'num_gangs' must be positive, not -2}}
  return
}
