// Two sections of one variable in one `update` (or `enter data`/`exit
// data`) print as one OpenMP directive per section of the variable: clang
// rejects two ("multiple array elements associated with the same variable
// are not allowed in map clauses of the same construct"). Found by
// differential testing.
//
// RUN: accc -fopenacc-print=omp %s | FileCheck %s --match-full-lines
// RUN: accc -fopenacc-print=omp %s -o %t.c && clang -fopenmp -w %t.c -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.g.c && gcc -fopenmp -foffload=disable -w %t.g.c -o %t.g && %t.g | FileCheck %s --check-prefix=OUT
// RUN: accc %s -o %t.accc && %t.accc | FileCheck %s --check-prefix=OUT
// OUT: 100 102 105 107 8
#include <stdio.h>

int main(void) {
  int a[10], b[4] = {1, 2, 3, 4};
  for (int i = 0; i < 10; i++) a[i] = i;
// CHECK: #pragma omp target enter data map(to: b[0:2]) map(to: a)
// CHECK-NEXT: #pragma omp target enter data map(to: b[2:2])
#pragma acc enter data copyin(b[0:2], a, b[2:2])
#pragma acc parallel loop present(a)
  for (int i = 0; i < 10; i++) a[i] += 100;
// CHECK: #pragma omp target update from(present: a[0:2])
// CHECK-NEXT: #pragma omp target update from(present: a[5:2])
#pragma acc update self(a[0:2], a[5:2])
#pragma acc exit data delete(a, b[0:2], b[2:2])
  printf("%d %d %d %d %d\n", a[0], a[2], a[5], a[7], b[3] * 2);
  return 0;
}
