// RUN: accc -emit-mlir=acc %s | FileCheck %s
// init, shutdown and set: device_num, default_async, if.

// CHECK-LABEL: func.func @iss(
// CHECK:         llvm.store %arg0, %[[N:[0-9]+]] : i32, !llvm.ptr
// CHECK-NEXT:    acc.init attributes {acc2omp.src =
// CHECK-NEXT:    %[[D1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[NV:.*]] = llvm.load %[[N]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[C:.*]] = arith.cmpi ne, %[[NV]], %[[Z]] : i32
// CHECK-NEXT:    acc.init device_num(%[[D1]] : i32) if(%[[C]]) attributes
// CHECK-NEXT:    acc.shutdown attributes {acc2omp.src =
// CHECK-NEXT:    %[[DN:.*]] = llvm.load %[[N]] : !llvm.ptr -> i32
// CHECK:         %[[C2:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:    acc.shutdown device_num(%[[DN]] : i32) if(%[[C2]]) attributes
// CHECK-NEXT:    %[[D0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    acc.set device_num(%[[D0]] : i32) attributes
// CHECK-NEXT:    %[[DA:.*]] = arith.constant 2 : i32
// CHECK:         %[[C3:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:    acc.set default_async(%[[DA]] : i32) if(%[[C3]]) attributes
void iss(int n) {
#pragma acc init
#pragma acc init device_num(1) if(n)
#pragma acc shutdown
#pragma acc shutdown device_num(n) if(n > 1)
#pragma acc set device_num(0)
#pragma acc set default_async(2) if(n)
}

// Several device_type clauses name the union of their devices (found by
// fuzz.py: the same device twice gave a dictionary with a duplicate key).
// CHECK-LABEL: func.func @devices(
// CHECK:         acc.shutdown attributes {{{.*}}device_types = [#acc.device_type<host>]}
// CHECK:         acc.init attributes {{{.*}}device_types = [#acc.device_type<host>, #acc.device_type<nvidia>]}
void devices(void) {
#pragma acc shutdown device_type(host) device_type(host)
#pragma acc init device_type(host) device_type(nvidia) device_type(host)
}
