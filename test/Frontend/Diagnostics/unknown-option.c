// RUN: not accc -emit-mlir=acc -frobnicate %s 2>&1 | FileCheck %s
// RUN: not accc -emit-mlir=ptx %s 2>&1 | FileCheck %s --check-prefix=EMIT
// RUN: not accc -fopenmp %s 2>&1 | FileCheck %s --check-prefix=OMP
// RUN: not accc 2>&1 | FileCheck %s --check-prefix=NONE
// Command-line errors.
// CHECK: accc: error: unknown argument: '-frobnicate'
// EMIT: error: invalid value 'ptx' for '-emit-mlir=<stage>'
// OMP: accc: error: -fopenmp is not supported: accc translates OpenACC to OpenMP itself
// NONE: accc: error: no input files
void f(void) {}
