// RUN: not accc -emit-mlir=acc %s 2>&1 | FileCheck --strict-whitespace %s
// device_type is lowered on compute and loop constructs (test/Frontend/OpenACC/
// device-type.c); these are the forms the front end reports instead: MLIR 22
// prints a keyword-only `vector` per device type, and `gang` arguments of two
// device types, so that it cannot read them back (it was an internal error).

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

void gang_arguments_per_device(float *a, int n) {
#pragma acc parallel
  {
// CHECK: {{.*}}device-type.c:[[@LINE+1]]:53: error: unsupported: 'gang' with arguments for several device types on one loop (MLIR 22 cannot print it so that it reads back)
#pragma acc loop gang(static:4) device_type(nvidia) gang(static:8)
    for (int i = 0; i < n; i++) a[i] = 0;
  }
}
// CHECK-NOT: module
