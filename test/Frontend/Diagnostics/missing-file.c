// RUN: not accc -emit-mlir=acc %S/nonexistent.c 2>&1 | FileCheck %s
// An input file that does not exist.

// CHECK: accc: error: no such file or directory: '{{.*}}nonexistent.c'
// CHECK-NOT: module
