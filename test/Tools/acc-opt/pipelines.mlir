// acc-opt runs passes in command-line order, as mlir-opt: acc2omp's and
// upstream passes mixed, as flags or as a textual pipeline.
//
// RUN: acc-opt %S/Inputs/parallel.mlir --convert-acc-to-omp --convert-func-to-llvm | FileCheck %s --check-prefix=FLAGS
// FLAGS: llvm.func @f
// FLAGS: omp.target host_eval({{.*}}) map_entries
//
// RUN: acc-opt %S/Inputs/parallel.mlir \
// RUN:   --pass-pipeline='builtin.module(func.func(convert-acc-to-omp,canonicalize),convert-func-to-llvm)' \
// RUN:   | FileCheck %s --check-prefix=PIPELINE
// PIPELINE: llvm.func @f
// PIPELINE: omp.target host_eval({{.*}}) map_entries
//
// Each pass's time, as mlir-opt's --mlir-timing reports it (with a
// pipeline too); the module itself is unchanged.
// RUN: acc-opt %S/Inputs/parallel.mlir --convert-acc-to-omp --canonicalize --mlir-timing -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TIMING
// RUN: acc-opt %S/Inputs/parallel.mlir --mlir-timing \
// RUN:   --pass-pipeline='builtin.module(func.func(convert-acc-to-omp),convert-to-llvm)' -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TIMING
// TIMING: Execution time report
// TIMING: Total Execution Time:
// TIMING: ConvertAccToOmp
// TIMING: Total
//
// The IR after each pass, as mlir-opt prints it.
// RUN: acc-opt %S/Inputs/parallel.mlir --convert-acc-to-omp --canonicalize --mlir-print-ir-after-all -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AFTER
// AFTER: // -----// IR Dump After ConvertAccToOmp (convert-acc-to-omp) ('builtin.module' operation) //----- //
// AFTER: omp.target
// AFTER: // -----// IR Dump After Canonicalizer (canonicalize) ('builtin.module' operation) //----- //
//
// A pass that runs on functions is nested under the module implicitly.
// RUN: acc-opt %S/Inputs/parallel.mlir --convert-acc-to-omp --convert-scf-to-cf --cse | FileCheck %s --check-prefix=NESTED
// NESTED: omp.target
//
// -o writes the output to a file.
// RUN: acc-opt %S/Inputs/parallel.mlir --convert-acc-to-omp -o %t.mlir
// RUN: FileCheck %s --check-prefix=FLAGS-OUT < %t.mlir
// FLAGS-OUT: omp.target
//
// Input from standard input.
// RUN: acc-opt --convert-acc-to-omp < %S/Inputs/parallel.mlir | FileCheck %s --check-prefix=FLAGS-OUT
//
// The generic form and locations.
// RUN: acc-opt %S/Inputs/parallel.mlir --convert-acc-to-omp --mlir-print-op-generic --mlir-print-debuginfo \
// RUN:   | FileCheck %s --check-prefix=GENERIC
// GENERIC: "omp.target"(%{{.*}})
// GENERIC: loc("{{.*}}parallel.mlir":3:3)
