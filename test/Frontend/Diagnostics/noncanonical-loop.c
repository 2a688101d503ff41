// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck --strict-whitespace %s
// Loops under loop constructs that are not canonical, rejected by Clang: a
// multiplicative increment and a missing condition (the front end's own
// checks are in noncanonical-loop-frontend.c).

void times_two(int *a, int n) {
  int i;
#pragma acc parallel
  {
// CHECK: {{.*}}noncanonical-loop.c:[[@LINE+5]]:24: error: OpenACC 'loop' variable must monotonically increase or decrease ('++', '--', or compound assignment)
// CHECK-NEXT: {{^}}    for (i = 0; i < n; i *= 2) a[i] = 0;{{$}}
// CHECK-NEXT: {{^}}                       ^{{$}}
// CHECK-NEXT: {{.*}}noncanonical-loop.c:[[@LINE+1]]:13: note: 'loop' construct is here
#pragma acc loop
    for (i = 0; i < n; i *= 2) a[i] = 0;
  }
}

void no_condition(int *a, int n) {
// CHECK: {{.*}}noncanonical-loop.c:[[@LINE+3]]:19: error: OpenACC 'parallel loop' construct must have a terminating condition
// CHECK: {{.*}}noncanonical-loop.c:[[@LINE+1]]:13: note: 'parallel loop' construct is here
#pragma acc parallel loop
  for (int i = 0; n > 0; i++) a[i] = 0;
}
// CHECK-NOT: module
