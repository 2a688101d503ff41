// --verify-diagnostics fails (exit code 1, nothing written) on a diagnostic
// no expectation matches, on an expectation no diagnostic meets, and on a
// malformed expectation, each reported as a located error as mlir-opt does.
// With --split-input-file each chunk is checked against its own expectations.
//
// RUN: not acc-opt %S/Inputs/verify-diagnostics-failures.mlir --split-input-file --convert-acc-to-omp \
// RUN:   --verify-diagnostics 2>&1 >%t.stdout | FileCheck %s
// RUN: count 0 < %t.stdout
// RUN: not acc-opt %S/Inputs/verify-diagnostics-failures.mlir --split-input-file --convert-acc-to-omp \
// RUN:   --verify-diagnostics -o %t.out
// RUN: not test -e %t.out
//
// CHECK:      verify-diagnostics-failures.mlir:6:3: error: unexpected error: redefinition of SSA value '%x'
// CHECK-NEXT: {{^}}  %x = arith.constant 1 : i32
// CHECK-NEXT: {{^}}  ^
// CHECK-NEXT: verify-diagnostics-failures.mlir:5:3: error: unexpected note: previously defined here
// CHECK:      verify-diagnostics-failures.mlir:16:3: error: unexpected error: the argument of 'num_workers' must be positive, not 0
// CHECK:      verify-diagnostics-failures.mlir:15:6: error: expected error "must be negative" was not produced
// CHECK-NEXT: {{^}}  // expected-error@+1 {{[{][{]}}must be negative{{[}][}]$}}
// CHECK-NEXT: {{^}}     ^
// CHECK:      verify-diagnostics-failures.mlir:26:6: error: 'warning' diagnostic emitted when expecting a 'error'
// CHECK:      verify-diagnostics-failures.mlir:26:6: error: expected error "is ignored" was not produced
// CHECK:      verify-diagnostics-failures.mlir:37:4: error: expected error "must be positive" was not produced
// CHECK:      verify-diagnostics-failures.mlir:43:3: error: unexpected error: the argument of 'num_gangs' must be positive, not 0
// CHECK:      verify-diagnostics-failures.mlir:52:4: error: invalid regex: {{.+}}
// CHECK-NOT:  : error:
//
// Without --split-input-file the whole file is one input: its first error
// stops the parse, so every expectation of the later cases is unmet.
// RUN: not acc-opt %S/Inputs/verify-diagnostics-failures.mlir --convert-acc-to-omp --verify-diagnostics 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WHOLE
// WHOLE:      verify-diagnostics-failures.mlir:6:3: error: unexpected error: redefinition of SSA value '%x'
// WHOLE:      verify-diagnostics-failures.mlir:15:6: error: expected error "must be negative" was not produced
// WHOLE:      verify-diagnostics-failures.mlir:26:6: error: expected error "is ignored" was not produced
//
// --verify-diagnostics=only-expected (as mlir-opt's) checks the expectations
// only: diagnostics none of them matches are ignored.
// RUN: not acc-opt %S/Inputs/verify-diagnostics-failures.mlir --split-input-file --convert-acc-to-omp \
// RUN:   --verify-diagnostics=only-expected 2>&1 | FileCheck %s --check-prefix=ONLY
// ONLY-NOT:   unexpected
// ONLY-NOT:   emitted when expecting
// ONLY:       verify-diagnostics-failures.mlir:15:6: error: expected error "must be negative" was not produced
// ONLY:       verify-diagnostics-failures.mlir:26:6: error: expected error "is ignored" was not produced
// ONLY:       verify-diagnostics-failures.mlir:37:4: error: expected error "must be positive" was not produced
// ONLY:       verify-diagnostics-failures.mlir:52:4: error: invalid regex: {{.+}}
// ONLY-NOT:   : error:
// RUN: acc-opt %S/Inputs/unknown-op.mlir --verify-diagnostics=only-expected 2>&1 | count 0
