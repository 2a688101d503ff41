// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck --strict-whitespace %s
// A misspelled directive name is Clang's error; nothing is printed on stdout.

void f(int n) {
// CHECK: {{.*}}unknown-directive.c:[[@LINE+3]]:13: error: invalid OpenACC directive 'paralel'
// CHECK-NEXT: {{^}}#pragma acc paralel{{$}}
// CHECK-NEXT: {{^}}            ^{{$}}
#pragma acc paralel
  {}
}
// CHECK-NOT: module
