// -fopenacc-print=omp of `routine(name)` in the main file naming a function
// declared in a header (math.h's fmin, a function of the project's own
// header): `declare target(name)` where the directive is. It was refused,
// as "an OpenACC directive of an included file" located at the header's
// declaration and then "printing the 'routine' directive" (the pass puts
// the directive's range on the function, whose location is the
// header's). Found by the OpenACC V&V suite (serial_loop_reduction_min_general.c).
//
// RUN: accc -fopenacc-print=omp -I %S/Inputs %s | FileCheck %s
// RUN: accc -I %S/Inputs %s -o %t.accc -lm && env OMP_NUM_THREADS=4 %t.accc > %t.expected
// RUN: FileCheck %s --check-prefix=RESULT < %t.expected
// RUN: accc -fopenacc-print=omp -I %S/Inputs %s -o %t.omp.c && clang -fopenmp -w -I %S/Inputs %t.omp.c -o %t.clang -lm
// RUN: env OMP_NUM_THREADS=4 %t.clang | cmp - %t.expected
// RESULT: 1.5 3
// CHECK: #pragma omp declare target(fmin)
// CHECK: #pragma omp declare target(halve)
#include <math.h>
#include <stdio.h>
#include "routine-function.h"
#pragma acc routine(fmin) seq
#pragma acc routine(halve) seq

int main(void) {
  double m = 100, h = 100;
#pragma acc parallel loop reduction(min:m, h)
  for (int i = 0; i < 4; i++) {
    m = fmin(m, halve(3.0 + 2 * i));
    h = fmin(h, 3.0 + i);
  }
  printf("%g %g\n", m, h);
  return 0;
}
