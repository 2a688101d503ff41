// A variable in two data clauses of one `data` construct is an error, as
// on compute constructs (Clacc's rule; gcc's for whole variables too): on
// a device with memory of its own, `create(b) copyout(b[0:4])` copied
// nothing back, the create's exit coming last (found by a public OpenACC
// example, cholesky_decomposition.c). Located at the second clause, exit
// code 1.
// RUN: not accc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: data-duplicate-clauses.c:[[@LINE+6]]:36: error: 'b[0:4]' appears in both 'create' and 'copyout' clauses of 'acc.data'
// CHECK: data-duplicate-clauses.c:[[@LINE+12]]:33: error: 'c' appears in both 'copy' and 'copyin' clauses of 'acc.data'
// CHECK-NOT: error
#include <stdio.h>
int main(void) {
  int b[4] = {0};
#pragma acc data create(b) copyout(b[0:4])
  {
#pragma acc parallel loop present(b)
    for (int i = 0; i < 4; i++)
      b[i] = i + 1;
  }
  int c[4] = {0};
#pragma acc data copy(c) copyin(c)
  {
#pragma acc parallel loop present(c)
    for (int i = 0; i < 4; i++)
      c[i] = i + 1;
  }
  printf("%d %d\n", b[3], c[3]);
  return 0;
}
