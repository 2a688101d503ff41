// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck --strict-whitespace %s
// RUN: not accc -c %s -o %t.o 2>&1 | FileCheck --strict-whitespace %s
// RUN: not accc -fopenacc-print=omp %s -o %t.omp.c 2>&1 | FileCheck --strict-whitespace %s
// RUN: not test -e %t.o
// RUN: not test -e %t.omp.c
// Directives where OpenACC does not allow them, and repeated clauses, are
// located errors in the C file. They used to crash accc (a compute
// construct in another, with firstprivate or reduction), or to reach MLIR's
// verifier and be reported in the generated MLIR as an internal error
// (gang gang, init inside a compute construct, break out of a data
// construct).

void nested(int n, float *a) {
  float x = 1, s = 0;
#pragma acc parallel copy(a[0:n])
  {
// CHECK: {{.*}}invalid-nesting.c:[[@LINE+1]]:1: error: unsupported: a compute construct inside another compute construct (nested parallelism)
#pragma acc parallel firstprivate(x) reduction(+:s)
    for (int i = 0; i < n; i++) s += a[i] * x;
  }
}

void nested_combined(int n, float *a) {
#pragma acc kernels
  {
// CHECK: {{.*}}invalid-nesting.c:[[@LINE+1]]:1: error: unsupported: a compute construct inside another compute construct (nested parallelism)
#pragma acc serial loop
    for (int i = 0; i < n; i++) a[i] = 0;
  }
}

void repeated(int n, float *a) {
// CHECK: {{.*}}invalid-nesting.c:[[@LINE+3]]:32: error: 'gang' clause appears more than once
// CHECK-NEXT: {{^}}#pragma acc parallel loop gang gang{{$}}
// CHECK-NEXT: {{^}}                               ^{{$}}
#pragma acc parallel loop gang gang
  for (int i = 0; i < n; i++) a[i] = 1;
}

void host_only(void) {
#pragma acc parallel
  {
// CHECK: {{.*}}invalid-nesting.c:[[@LINE+1]]:1: error: the 'init' directive cannot appear inside a compute construct (it runs on the host)
#pragma acc init
  }
}

void host_only_shutdown(void) {
#pragma acc serial
  {
// CHECK: {{.*}}invalid-nesting.c:[[@LINE+1]]:1: error: the 'shutdown' directive cannot appear inside a compute construct (it runs on the host)
#pragma acc shutdown
  }
}

void break_out_of_data(int n, float *a) {
  for (int k = 0; k < 3; k++) {
#pragma acc data copy(a[0:n])
// CHECK: {{.*}}invalid-nesting.c:[[@LINE+1]]:5: error: invalid branch out of an OpenACC construct: 'break' would leave its structured block
    break;
  }
}

void continue_out_of_data(int n, float *a) {
  while (n--) {
#pragma acc data copy(a[0:n])
// CHECK: {{.*}}invalid-nesting.c:[[@LINE+1]]:5: error: invalid branch out of an OpenACC construct: 'continue' would leave its structured block
    continue;
  }
}
// CHECK-NOT: error
