// `collapse(force:)` computes the collapsed iteration space before the
// loops run: an inner bound that uses a variable the code between the
// loops declares is an error at the bound that says so (it was "reference
// to 'm' outside its scope").
//
// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck %s
long between(void) {
  long s = 0;
#pragma acc parallel loop collapse(force:2) reduction(+:s)
  for (int i = 0; i < 6; i++) {
    const int m = 5;
    // CHECK: {{.*}}collapse-force-bounds.c:[[@LINE+1]]:21: error: unsupported: a loop collapsed with 'collapse(force:)' whose bounds use 'm', declared in the code between the loops (the collapsed iteration space is computed before the loops run)
    for (int j = 0; j < m; j++)
      s += i * j;
  }
  return s;
}
