// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck --strict-whitespace %s
// Loops that Clang accepts under a loop construct but the front end cannot
// lower as an acc.loop: '!=' with a step other than 1/-1, a pointer
// control variable whose initial value has side effects, and a pointer to
// a function (a pointer to an object type is one:
// test/Exec/Loops/pointer-control-variables.c).

void not_equal_step_two(int *a, int n) {
#pragma acc parallel loop
// CHECK: {{.*}}noncanonical-loop-frontend.c:[[@LINE+3]]:3: error: unsupported C construct: loop construct over a non-canonical loop ('!=' needs a step of 1 or -1)
// CHECK-NEXT: {{^}}  for (int i = 0; i != n; i += 2) a[i] = 0;{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
  for (int i = 0; i != n; i += 2) a[i] = 0;
}

int *start(int *a);
void pointer_control_variable(int *a, int n) {
#pragma acc parallel loop
// CHECK: {{.*}}noncanonical-loop-frontend.c:[[@LINE+1]]:3: error: unsupported C construct: loop construct over a non-canonical loop (the initial value of a pointer control variable has side effects (it is evaluated again in the loop body))
  for (int *p = start(a); p < a + n; p++) *p = 0;
}

void function_pointer_control_variable(void (**f)(void), int n) {
#pragma acc parallel loop
// CHECK: {{.*}}noncanonical-loop-frontend.c:[[@LINE+1]]:3: error: unsupported C construct: loop construct over a non-canonical loop (the control variable is not an integer or a pointer to a complete object type)
  for (void (*g)(void) = f[0]; g < f[1]; g++) (void)g;
}
// CHECK-NOT: module
