// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck --strict-whitespace %s
// An unknown clause name is Clang's error.

void f(int n) {
// CHECK: {{.*}}unknown-clause.c:[[@LINE+3]]:22: error: invalid OpenACC clause 'foo'
// CHECK-NEXT: {{^}}#pragma acc parallel foo(n){{$}}
// CHECK-NEXT: {{^}}                     ^{{$}}
#pragma acc parallel foo(n)
  {}
}

void g(float *a, int n) {
// CHECK: {{.*}}unknown-clause.c:[[@LINE+1]]:21: error: invalid OpenACC clause 'gangs'
#pragma acc kernels gangs
  {}
}
// CHECK-NOT: module
