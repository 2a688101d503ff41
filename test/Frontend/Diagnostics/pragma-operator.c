// A directive written with the _Pragma operator (here from a macro) is not
// supported yet: one located error, exit code 1, no output.
// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck %s
// RUN: not accc -fopenacc-print=omp %s 2>&1 | FileCheck %s
// CHECK: pragma-operator.c:[[@LINE+4]]:14: error: expected '#', found '_Pragma'
// CHECK-NEXT: #define SYNC _Pragma("acc wait")
// CHECK-NEXT: ^
// CHECK-NOT: error
#define SYNC _Pragma("acc wait")
int main(void) {
  SYNC
  return 0;
}
