// RUN: not accc -emit-mlir=acc -frobnicate %s 2>&1 | FileCheck %s
// RUN: not accc -emit-mlir=omp %s 2>&1 | FileCheck %s --check-prefix=EMIT
// RUN: not accc %s 2>&1 | FileCheck %s --check-prefix=NOEMIT
// Command-line errors.

// CHECK: accc: error: unknown argument: '-frobnicate'
// EMIT: accc: error: unsupported: '-emit-mlir=omp' (only '-emit-mlir=acc' is implemented)
// NOEMIT: accc: error: unsupported: compiling to an executable (use '-emit-mlir=acc' to print the acc module)
void f(void) {}
