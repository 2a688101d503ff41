// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck --strict-whitespace %s
// Leaving a combined construct's loop with break is Clang's error.

void f(int *a, int n) {
#pragma acc parallel loop
// CHECK: {{.*}}break-out-of-combined.c:[[@LINE+3]]:43: error: invalid branch out of OpenACC Compute/Combined Construct
// CHECK-NEXT: {{^}}  for (int i = 0; i < n; i++) { if (a[i]) break; a[i] = 0; }{{$}}
// CHECK-NEXT: {{^}}                                          ^{{$}}
  for (int i = 0; i < n; i++) { if (a[i]) break; a[i] = 0; }
}
// CHECK-NOT: module
