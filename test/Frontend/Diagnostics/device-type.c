// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck --strict-whitespace %s
// device_type is lowered on compute and loop constructs (test/Frontend/OpenACC/
// device-type.c); this is the form the front end reports instead: MLIR 22
// prints a keyword-only `vector` per device type so that it cannot read it back.

void keyword_per_device(float *a, int n) {
#pragma acc parallel
  {
// CHECK: {{.*}}device-type.c:[[@LINE+3]]:39: error: unsupported: 'vector' without an argument for a 'device_type' and 'vector' for another device on one loop (MLIR 22 cannot print it so that it reads back)
// CHECK-NEXT: {{^}}#pragma acc loop gang vector dtype(*) vector{{$}}
// CHECK-NEXT: {{^}}                                      ^{{$}}
#pragma acc loop gang vector dtype(*) vector
    for (int i = 0; i < n; i++) a[i] = 0;
  }
}
// CHECK-NOT: module
