// Locals declared in a loop construct's body are allocated in the body:
// without optimization, each iteration must free them (stacksave/
// stackrestore), or millions of iterations exhaust the stack.
//
// RUN: accc -emit-mlir=acc %s | FileCheck %s --check-prefix=IR
// RUN: accc -O0 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
#include <stdio.h>
#include <stdlib.h>

// IR: acc.loop
// IR: %[[SP:.*]] = llvm.intr.stacksave : !llvm.ptr
// IR: llvm.alloca
// IR: llvm.intr.stackrestore %[[SP]] : !llvm.ptr
// IR-NEXT: acc.yield
int main(void) {
  const int n = 8000000;
  double *y = malloc(sizeof(double) * n);
#pragma acc parallel loop copyout(y[0:n])
  for (int i = 0; i < n; i++) {
    double local[4] = {i, 1, 2, 3};
    y[i] = local[0] + local[3];
  }
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += y[i];
  // CHECK: sum=3.200002e+13
  printf("sum=%.6e\n", sum);
  free(y);
  return 0;
}
