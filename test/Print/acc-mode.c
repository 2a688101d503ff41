// -fopenacc-print=acc prints the original file byte for byte (after the
// front end has checked it): comments, macros, includes, line splices and
// blank lines as written. Every corpus program too.
//
// RUN: accc -fopenacc-print=acc %s | cmp - %s
// RUN: accc -fopenacc-print=acc %s -o %t.c && cmp %t.c %s
// RUN: for f in %S/../Frontend/corpus/*.c; do accc -fopenacc-print=acc $f | cmp - $f || exit 1; done
// A file with errors prints nothing and fails as compiling it would.
// RUN: not accc -fopenacc-print=acc %S/Inputs/bad-directive.c -o %t.bad 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not ls %t.bad
// BAD: bad-directive.c:4:1: error: the argument of 'num_gangs' must be positive, not 0
// RUN: not accc -fopenacc-print=c %s 2>&1 | FileCheck %s --check-prefix=MODE
// MODE: error: invalid value 'c' for '-fopenacc-print=<mode>'

#include <stdio.h>
#define N 100 /* a macro */

int main(void) {
  double a[N], s = 0.0;

  /* a comment before the construct */
  #pragma acc parallel loop gang vector copyout(a[0:N]) \
      reduction(+:s)
  for (int i = 0; i < N; i++) { // a trailing comment
    a[i] = i;
    s += i;
  }
	printf("%g\n", s);   // tabs and spaces
  return 0;
}
