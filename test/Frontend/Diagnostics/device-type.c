// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck --strict-whitespace %s
// Clang accepts device_type; the front end does not lower it.

void f(float *a, int n) {
// CHECK: {{.*}}device-type.c:[[@LINE+3]]:27: error: unsupported: 'device_type' clause
// CHECK-NEXT: {{^}}#pragma acc parallel loop device_type(nvidia) num_workers(2){{$}}
// CHECK-NEXT: {{^}}                          ^{{$}}
#pragma acc parallel loop device_type(nvidia) num_workers(2)
  for (int i = 0; i < n; i++) a[i] = 0;
}

void g(float *a, int n) {
#pragma acc parallel
  {
// CHECK: {{.*}}device-type.c:[[@LINE+1]]:23: error: unsupported: 'device_type' clause
#pragma acc loop gang dtype(*) vector
    for (int i = 0; i < n; i++) a[i] = 0;
  }
}
// CHECK-NOT: module
