// A `declare` in a function but inside a statement (an `if`, a loop): its
// exits are at the function's returns and end, where the entries of the
// statement's region are not in scope; a located error, not an internal
// error ("the MLIR generated ... does not verify", found by fuzzing). In a
// plain block at the function's top level it stays supported.
// RUN: not accc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: declare-in-statement.c:[[@LINE+4]]:1: error: unsupported: 'declare' inside a statement of a function (an 'if', a loop, a construct): write it at the top level of the function's body
void in_if(int n, double *u) {
  if (n > 2) {
    u[0] = 1;
#pragma acc declare present(u[0:n])
    u[0] += 1;
  }
}

// CHECK: declare-in-statement.c:[[@LINE+3]]:1: error: unsupported: 'declare' inside a statement of a function (an 'if', a loop, a construct): write it at the top level of the function's body
void in_loop(int n, double *u) {
  for (int t = 0; t < 3; t++) {
#pragma acc declare present(u[0:n])
    u[0] += 1;
  }
}

void in_block(int n, double *u) {
  {
#pragma acc declare create(u[0:n])
#pragma acc parallel loop present(u[0:n])
    for (int i = 0; i < n; i++)
      u[i] = i;
  }
}
