// A directive written with the _Pragma operator (in a macro, or directly)
// is not supported yet: a located error at the macro's use or at the
// _Pragma, exit code 1, no output.
// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck %s
// RUN: not accc -fopenacc-print=omp %s 2>&1 | FileCheck %s
// CHECK: pragma-operator.c:[[@LINE+8]]:3: error: unsupported: an OpenACC directive written with the '_Pragma' operator (write it as '#pragma acc')
// CHECK-NEXT: {{^}}  SYNC
// CHECK-NEXT: {{^}}  ^
// CHECK: pragma-operator.c:[[@LINE+10]]:3: error: unsupported: an OpenACC directive written with the '_Pragma' operator (write it as '#pragma acc')
// CHECK-NEXT: {{^}}  _Pragma("acc parallel loop")
// CHECK-NOT: error
#define SYNC _Pragma("acc wait")
void sync(void) {
  SYNC
}

int main(void) {
  int a[4];
  _Pragma("acc parallel loop")
  for (int i = 0; i < 4; i++)
    a[i] = i;
  return a[3];
}

// A declaration directive (a declare at file scope) written so: an error
// too, not a directive dropped.
// RUN: not accc -DDECLARE -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=DECLARE
#ifdef DECLARE
int table[8];
// DECLARE: pragma-operator.c:[[@LINE+1]]:1: error: unsupported: an OpenACC directive written with the '_Pragma' operator (write it as '#pragma acc')
_Pragma("acc declare create(table)")
#endif

// The macro defined here but used in a header: libclang gives the directive
// no tokens at all; the same located error, at the use in the header (it
// was an unlocated "error: expected '#'"; the ParRes Kernels' stencil
// writes its directives so).
// RUN: not accc -DMACRO_IN_HEADER -I %S/Inputs -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=HEADER
// HEADER: pragma-operator-use.h:3:3: error: unsupported: an OpenACC directive written with the '_Pragma' operator (write it as '#pragma acc')
// HEADER-NEXT: {{^}}  LOOP
// HEADER-NOT: error
#ifdef MACRO_IN_HEADER
#define LOOP _Pragma("acc parallel loop")
#include "pragma-operator-use.h"
#endif
