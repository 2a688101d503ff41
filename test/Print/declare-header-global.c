// -fopenacc-print=omp of a file-scope declare of a global declared in a
// header: the directive is the main file's, so it prints (declare
// target(list)); it was refused, as "an OpenACC directive of an included
// file" located at the header's declaration and then "printing the
// 'declare' directive", because the entry took the global's location.
// (Found with a public OpenACC program.)
//
// RUN: accc -fopenacc-print=omp -I %S/Inputs %s | FileCheck %s
// RUN: accc -I %S/Inputs %s -o %t.accc && env OMP_NUM_THREADS=4 %t.accc > %t.expected
// RUN: FileCheck %s --check-prefix=RESULT < %t.expected
// RUN: accc -fopenacc-print=omp -I %S/Inputs %s -o %t.omp.c && clang -fopenmp -w -I %S/Inputs %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=4 %t.clang | cmp - %t.expected
// RESULT: 12
// CHECK: #include "declared-global.h"
// CHECK-NEXT: #pragma omp declare target(g)
#include <stdio.h>
#include "declared-global.h"
#pragma acc declare copyin(g)

int main(void) {
  int r = 0;
#pragma acc parallel loop reduction(+:r)
  for (int i = 0; i < 4; i++)
    r += g;
  printf("%d\n", r);
  return 0;
}
