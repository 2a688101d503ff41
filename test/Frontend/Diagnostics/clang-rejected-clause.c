// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck %s
// Clauses that Clang's OpenACC checks reject in their context.

void gang_num_in_parallel(float *a, int n) {
#pragma acc parallel
  {
// CHECK: {{.*}}clang-rejected-clause.c:[[@LINE+1]]:27: error: 'num' argument on 'gang' clause is not permitted on a 'loop' construct associated with a 'parallel' compute construct
#pragma acc loop gang(num:8)
    for (int i = 0; i < n; i++) a[i] = 0;
  }
}

void worker_num_in_parallel(float *a, int n) {
// CHECK: {{.*}}clang-rejected-clause.c:[[@LINE+1]]:34: error: 'num' argument on 'worker' clause is not permitted on a 'parallel loop' construct
#pragma acc parallel loop worker(4)
  for (int i = 0; i < n; i++) a[i] = 0;
}

void seq_and_gang(float *a, int n) {
// CHECK: {{.*}}clang-rejected-clause.c:[[@LINE+2]]:31: error: OpenACC clause 'gang' may not appear on the same construct as a 'seq' clause on a 'parallel loop' construct
// CHECK: {{.*}}clang-rejected-clause.c:[[@LINE+1]]:27: note: previous 'seq' clause is here
#pragma acc parallel loop seq gang
  for (int i = 0; i < n; i++) a[i] = 0;
}

void copy_on_loop(float *a, int n) {
#pragma acc parallel
  {
// CHECK: {{.*}}clang-rejected-clause.c:[[@LINE+1]]:18: error: OpenACC 'copy' clause is not valid on 'loop' directive
#pragma acc loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = 0;
  }
}
// CHECK-NOT: module
