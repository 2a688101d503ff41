// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck %s
// RUN: not accc -emit-mlir=acc -DREDUCTION %s 2>&1 | FileCheck %s --check-prefix=REDUCTION
// What _Complex support leaves out is a located error: long double
// _Complex, complex integer types (GNU), a global initialized by a
// complex division (clang folds it with Annex G's scaling), and, from
// Clang, a complex reduction variable.

// CHECK-NOT: internal error
// REDUCTION-NOT: internal error

// CHECK: {{.*}}complex-unsupported.c:[[@LINE+1]]:22: error: unsupported C construct: 'long double _Complex'
long double _Complex ld;

// CHECK: {{.*}}complex-unsupported.c:[[@LINE+1]]:14: error: unsupported C construct: complex integer type
int _Complex ic;

// CHECK: {{.*}}complex-unsupported.c:[[@LINE+1]]:21: error: unsupported C construct: initializer of a complex global
double _Complex q = 1.0 / (1.0 + 2.0i);

#ifdef REDUCTION
double _Complex reduce(double _Complex *a, int n) {
  double _Complex s = 0;
  // REDUCTION: {{.*}}complex-unsupported.c:[[@LINE+1]]:39: error: invalid type '_Complex double' used in OpenACC 'reduction' variable reference
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
#endif
