// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck --strict-whitespace %s
// Malformed C: Clang's errors, in clang's format.

void f(int *a, int n) {
// CHECK: {{.*}}syntax-error.c:[[@LINE+3]]:11: error: expected expression
// CHECK-NEXT: {{^}}  int x = ;{{$}}
// CHECK-NEXT: {{^}}          ^{{$}}
  int x = ;
#pragma acc parallel loop
  for (int i = 0; i < n; i++) a[i] = 0;
// CHECK: {{.*}}syntax-error.c:[[@LINE+1]]:14: error: use of undeclared identifier 'undeclared'
  a[0] = 1 + undeclared;
}
// CHECK-NOT: module
