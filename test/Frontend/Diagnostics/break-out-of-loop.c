// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck --strict-whitespace %s
// Leaving an acc loop with break: the front end rejects it (Clang accepts it
// for a loop construct inside a compute construct).

void f(int *a, int n) {
#pragma acc parallel
  {
#pragma acc loop
// CHECK: {{.*}}break-out-of-loop.c:[[@LINE+3]]:33: error: unsupported C construct: jump out of a loop construct
// CHECK-NEXT: {{^}}    for (int i = 0; i < n; i++) { if (a[i]) break; a[i] = 0; }{{$}}
// CHECK-NEXT: {{^}}                                ^{{$}}
    for (int i = 0; i < n; i++) { if (a[i]) break; a[i] = 0; }
  }
}
// CHECK-NOT: module
