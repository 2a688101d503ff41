// Several inputs, separate compilation, -I/-D/-U, -include: as clang.
//
// RUN: rm -rf %t && mkdir -p %t
// Compile both files and link them in one command (a.out by default).
// RUN: cd %t && accc -O2 -I %S/Inputs %s %S/Inputs/kernel.c && ./a.out | FileCheck %s
// Separate compilation: -c writes <name>.o in the working directory.
// RUN: cd %t && accc -c -I%S/Inputs %s %S/Inputs/kernel.c && ls multiple-inputs.o kernel.o
// RUN: cd %t && accc multiple-inputs.o kernel.o -o prog && ./prog | FileCheck %s
// -c with -o and two inputs is an error, as in clang.
// RUN: cd %t && not accc -c -I%S/Inputs %s %S/Inputs/kernel.c -o both.o 2>&1 | FileCheck %s --check-prefix=MULTI
// MULTI: accc: error: cannot specify -o when generating multiple output files
// -D and -U reach the preprocessor of every input; -include too.
// RUN: cd %t && accc -DN=10 -DEXTRA=1 -UEXTRA -I%S/Inputs %s %S/Inputs/kernel.c -o small && ./small | FileCheck %s --check-prefix=SMALL
// RUN: cd %t && accc -include %S/Inputs/size.h -DN=10 -DNO_INCLUDE %s %S/Inputs/kernel.c -I%S/Inputs -o inc && ./inc | FileCheck %s --check-prefix=SMALL
// -emit-mlir prints each input's module, in order.
// RUN: cd %t && accc -emit-mlir=acc -I%S/Inputs %s %S/Inputs/kernel.c | FileCheck %s --check-prefix=TWO
// TWO: acc2omp.source = "{{.*}}multiple-inputs.c"
// TWO: func.func @main
// TWO: acc2omp.source = "{{.*}}kernel.c"
// TWO: func.func @scale
// CHECK: n=1000 sum=1498500
// SMALL: n=10 sum=135

#ifndef NO_INCLUDE
#include "size.h"
#endif
#include <stdio.h>
#include <stdlib.h>

#ifdef EXTRA
#error "EXTRA was undefined"
#endif

void scale(double *x, double s);

int main(void) {
  double *x = malloc(sizeof(double) * N);
  for (int i = 0; i < N; i++)
    x[i] = i;
  scale(x, 3.0);
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += x[i];
  printf("n=%d sum=%.0f\n", N, sum);
  free(x);
  return 0;
}
