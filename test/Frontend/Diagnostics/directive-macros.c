// Errors in directives that macros write are located where the macro is
// used, as clang reports them, with a note at the macro's definition: an
// invalid clause from an object-like macro, and one in a directive written
// with _Pragma in a macro. Exit code 1, no output.
// RUN: not accc -emit-mlir=acc %s -o %t.mlir 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not ls %t.mlir
#define BAD gang bogus
#define PAR _Pragma("acc parallel loop copy(x) nonsense")

void clauses(double *x) {
  // CHECK: directive-macros.c:[[@LINE+3]]:27: error: invalid OpenACC clause 'bogus'
  // CHECK-NEXT: {{^}}#pragma acc parallel loop BAD
  // CHECK: directive-macros.c:7:18: note: expanded from macro 'BAD'
#pragma acc parallel loop BAD
  for (int i = 0; i < 4; i++) x[i] = i;
}

void pragma_operator(double *x) {
  // CHECK: directive-macros.c:[[@LINE+2]]:3: error: invalid OpenACC clause 'nonsense'
  // CHECK: directive-macros.c:8:13: note: expanded from macro 'PAR'
  PAR
  for (int i = 0; i < 4; i++) x[i] = i;
}
