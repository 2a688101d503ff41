// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck --strict-whitespace %s
// Loops that Clang accepts under a loop construct but the front end cannot
// lower as an acc.loop: '!=' with a step other than 1/-1 and a pointer
// control variable.

void not_equal_step_two(int *a, int n) {
#pragma acc parallel loop
// CHECK: {{.*}}noncanonical-loop-frontend.c:[[@LINE+3]]:3: error: unsupported C construct: loop construct over a non-canonical loop ('!=' needs a step of 1 or -1)
// CHECK-NEXT: {{^}}  for (int i = 0; i != n; i += 2) a[i] = 0;{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
  for (int i = 0; i != n; i += 2) a[i] = 0;
}

void pointer_control_variable(int *a, int n) {
#pragma acc parallel loop
// CHECK: {{.*}}noncanonical-loop-frontend.c:[[@LINE+1]]:3: error: unsupported C construct: loop construct over a non-canonical loop (the control variable is not an integer)
  for (int *p = a; p < a + n; p++) *p = 0;
}
// CHECK-NOT: module
