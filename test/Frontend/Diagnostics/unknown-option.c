// RUN: not accc -emit-mlir=acc -frobnicate %s 2>&1 | FileCheck %s
// RUN: not accc -emit-mlir=ptx %s 2>&1 | FileCheck %s --check-prefix=EMIT
// RUN: not accc -fopenmp %s 2>&1 | FileCheck %s --check-prefix=OMP
// RUN: not accc -fopenmp=libomp -c %s 2>&1 | FileCheck %s --check-prefix=OMP
// RUN: not accc -fno-openacc -fopenmp %s 2>&1 | FileCheck %s --check-prefix=OMP-ONLY
// RUN: not accc 2>&1 | FileCheck %s --check-prefix=NONE
// Command-line errors.
// CHECK: accc: error: unknown argument: '-frobnicate'
// EMIT: error: invalid value 'ptx' for '-emit-mlir=<stage>'
// OMP: accc: error: -fopenacc combined with -fopenmp is not supported
// OMP-ONLY: accc: error: -fopenmp is not supported: accc does not compile OpenMP directives (clang-22 -fopenmp does)
// NONE: accc: error: no input files
void f(void) {}
