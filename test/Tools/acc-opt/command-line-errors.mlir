// Command-line mistakes are one clear error and exit code 1.
//
// RUN: not acc-opt %S/Inputs/parallel.mlir --no-such-pass 2>&1 | FileCheck %s --check-prefix=UNKNOWN-PASS
// UNKNOWN-PASS: acc-opt: error: unknown pass or option '--no-such-pass' (see acc-opt --help)
//
// RUN: not acc-opt %S/Inputs/parallel.mlir --convert-acc-to-omp="bogus=1" 2>&1 | FileCheck %s --check-prefix=BAD-OPTION
// BAD-OPTION: acc-opt: error: no option 'bogus' for pass 'convert-acc-to-omp' (options: structured-ref-count, present, vector, worker, tile, implicit-worker, implicit-vector, update-present, device-type, split-parallel, fake-async-wait)
//
// RUN: not acc-opt %S/Inputs/parallel.mlir --convert-acc-to-omp="present=maybe" 2>&1 | FileCheck %s --check-prefix=BAD-VALUE
// BAD-VALUE: acc-opt: error: invalid value 'maybe' for option 'present' of pass 'convert-acc-to-omp' (expected <present|no-present>)
//
// RUN: not acc-opt %S/Inputs/parallel.mlir --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=BAD-PIPELINE
// BAD-PIPELINE: acc-opt: error: {{.*}}'no-such-pass' does not refer to a registered pass or pass pipeline
//
// RUN: not acc-opt %S/Inputs/parallel.mlir --pass-pipeline='builtin.module(canonicalize)' --cse 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: acc-opt: error: --pass-pipeline cannot be combined with pass flags such as --cse
//
// RUN: not acc-opt %S/Inputs/parallel.mlir -q 2>&1 | FileCheck %s --check-prefix=TOOL-OPTION
// TOOL-OPTION: error: unexpected argument '-q' found
//
// --help lists acc2omp's passes with their options and defaults.
// RUN: acc-opt --help | FileCheck %s --check-prefix=HELP
// HELP: Usage: acc-opt [OPTIONS] [INPUT] [--PASS[=OPTIONS]]...
// HELP: --split-input-file
// HELP: --convert-acc-to-omp
// HELP-NEXT: Convert OpenACC (acc dialect) to OpenMP (omp dialect) with Clacc's mapping
// HELP-NEXT: structured-ref-count=<hold|no-hold> (default: hold)
// HELP: present=<present|no-present> (default: present)
//
// --list-passes adds every upstream pass.
// RUN: acc-opt --list-passes | FileCheck %s --check-prefix=LIST
// LIST: All registered passes and pipelines:
// LIST-DAG: convert-openmp-to-llvm
// LIST-DAG: canonicalize
