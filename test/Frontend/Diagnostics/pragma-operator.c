// Directives written with the _Pragma operator that accc does not read:
// a located error at the macro's use, exit code 1, no output. (Those it
// reads: test/Exec/C/pragma-operator.c, test/Print/pragma-operator.c.)
//
// A macro that writes two directives of one kind (with their loops):
// which is which is not known. One that writes a directive with its loop
// compiles (test/Exec/C/pragma-operator.c), but the source printer, which
// replaces the macro's use with the OpenMP directive, refuses it.
// RUN: not accc -DMORE -emit-mlir=acc %s 2>&1 | FileCheck %s --check-prefix=MORE
// RUN: not accc -DMORE_PRINT -fopenacc-print=omp %s -o %t.more.c 2>&1 | FileCheck %s --check-prefix=MORE-PRINT
// RUN: not test -e %t.more.c
// MORE: pragma-operator.c:[[@LINE+13]]:3: error: unsupported: an OpenACC directive written with the '_Pragma' operator from a macro that writes several directives of its kind (write the directive as '#pragma acc', or its macro as the operator alone)
// MORE-NEXT: {{^}}  TWO_LOOPS(n)
// MORE-NOT: error
// MORE-PRINT: pragma-operator.c:[[@LINE+15]]:3: error: unsupported: an OpenACC directive written with the '_Pragma' operator from a macro that writes more than the operator (the source printer replaces the macro's use with the OpenMP directive)
// MORE-PRINT-NEXT: {{^}}  PAR_FOR(n)
// MORE-PRINT: pragma-operator.c:[[@LINE+16]]:3: error: unsupported: an OpenACC directive written with the '_Pragma' operator from a macro that writes more than the operator (the source printer replaces the macro's use with the OpenMP directive)
// MORE-PRINT-NOT: error
#define PAR_FOR(n) _Pragma("acc parallel loop") for (int i = 0; i < (n); i++)
#define TWO_LOOPS(n)                                                           \
  _Pragma("acc parallel loop") for (int i = 0; i < (n); i++) a[i] = i;         \
  _Pragma("acc parallel loop") for (int i = 0; i < (n); i++) a[i] += i;
#ifdef MORE
void set(int n, int *a) {
  TWO_LOOPS(n)
}
#endif
#ifdef MORE_PRINT
void set(int n, int *a) {
  PAR_FOR(n)
    a[i] = i;
  // (Each use is reported, the next one too.)
  PAR_FOR(n)
    a[i] += i;
}
#endif

// A variadic macro's argument stringized with a space before a comma:
// accc spaces the text otherwise than Clang, and its clause expressions
// could be taken for others: an error, not a guess.
// RUN: not accc -DSPACING -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=SPACING
// SPACING: pragma-operator.c:[[@LINE+7]]:3: error: unsupported: an OpenACC directive written with the '_Pragma' operator whose text accc reads otherwise than Clang (a macro's argument stringized with other spacing, or a macro that is not one where the directive is; write the directive as '#pragma acc')
// SPACING-NOT: error
#ifdef SPACING
#define PRAGMA(...) _Pragma(#__VA_ARGS__)
void spaced(int *a) {
  PRAGMA(acc parallel loop gang, vector copy(a[0:4]))
  for (int i = 0; i < 4; i++) a[i] = i;
  PRAGMA(acc parallel loop gang ,vector copy(a[0:4]))
  for (int i = 0; i < 4; i++) a[i] += i;
}
#endif

// The macro defined here but used in a header: compiled (it was an
// unlocated "error: expected '#'"; the ParRes Kernels' stencil writes its
// directives so); the source printer rewrites the main file only.
// RUN: accc -DMACRO_IN_HEADER -I %S/Inputs -fsyntax-only %s
// RUN: not accc -DMACRO_IN_HEADER -I %S/Inputs -fopenacc-print=omp %s -o %t.c 2>&1 | FileCheck %s --check-prefix=HEADER
// RUN: not test -e %t.c
// HEADER: pragma-operator-use.h:3:3: error: unsupported: printing an OpenACC directive of an included file as OpenMP (-fopenacc-print rewrites the main file only)
// HEADER-NEXT: {{^}}  LOOP
// HEADER-NOT: error
#ifdef MACRO_IN_HEADER
#define LOOP _Pragma("acc parallel loop")
#include "pragma-operator-use.h"
#endif

// A macro a directive uses that the file defines twice (here through
// #undef): which definition applies depends on where the directive is,
// which accc does not know, so an error, not the last definition (both
// directives took the second one, a wrong reduction, silently).
// RUN: not accc -DREDEFINED -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=REDEFINED
// REDEFINED: pragma-operator.c:[[@LINE+8]]:3: error: unsupported: macro 'RED' in an OpenACC directive is defined more than once in the file (accc cannot tell which definition applies here)
// REDEFINED: pragma-operator.c:[[@LINE+14]]:37: error: unsupported: macro 'OP' in an OpenACC directive is defined more than once in the file (accc cannot tell which definition applies here)
// REDEFINED-NOT: error
#ifdef REDEFINED
#define RED _Pragma("acc parallel loop reduction(+:s)")
#define OP +
long sum(void) {
  long s = 1;
  RED
  for (int i = 1; i <= 4; i++)
    s += i;
  return s;
}
long prod(void) {
  long s = 1;
#pragma acc parallel loop reduction(OP:s)
  for (int i = 1; i <= 4; i++)
    s += i;
  return s;
}
#undef RED
#undef OP
#define RED _Pragma("acc parallel loop reduction(*:s)")
#define OP *
#endif
