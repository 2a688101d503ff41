// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck --strict-whitespace %s
// Bad clause arguments, all reported by Clang: an empty num_gangs(), a
// non-constant collapse count, a reduction on a pointer, a non-integer
// num_workers.

void empty_num_gangs(int n) {
// CHECK: {{.*}}clause-arguments.c:[[@LINE+3]]:32: error: expected expression
// CHECK-NEXT: {{^}}#pragma acc parallel num_gangs(){{$}}
// CHECK-NEXT: {{^}}                               ^{{$}}
#pragma acc parallel num_gangs()
  {}
}

void collapse_not_constant(int *a, int n) {
// CHECK: {{.*}}clause-arguments.c:[[@LINE+1]]:36: error: OpenACC 'collapse' clause loop count must be a constant expression
#pragma acc parallel loop collapse(n)
  for (int i = 0; i < n; i++) a[i] = 0;
}

void reduction_on_pointer(int *a, int n) {
  int *p = a;
// CHECK: {{.*}}clause-arguments.c:[[@LINE+2]]:39: error: invalid type 'int *' used in OpenACC 'reduction' variable reference; type is not a scalar value, or array of scalars, or composite of scalars
// CHECK-NEXT: {{^}}#pragma acc parallel loop reduction(+:p){{$}}
#pragma acc parallel loop reduction(+:p)
  for (int i = 0; i < n; i++) a[i] = 0;
}

void num_workers_float(float w) {
// CHECK: {{.*}}clause-arguments.c:[[@LINE+1]]:22: error: OpenACC clause 'num_workers' requires expression of integer type ('float' invalid)
#pragma acc parallel num_workers(w)
  {}
}
// CHECK-NOT: module
