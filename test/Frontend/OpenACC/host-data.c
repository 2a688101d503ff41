// RUN: accc -emit-mlir=acc %s | FileCheck %s
// host_data: acc.use_device of the variable before acc.host_data, the region
// uses its result as the variable; if and if_present.

void g(double *p);

// CHECK-LABEL: func.func @hd(
// CHECK:         %[[CR:.*]] = acc.create {{.*}}name = "a[0:n]"}
// CHECK:         acc.data dataOperands(%[[CR]] : !llvm.ptr) {
// CHECK:           %[[U:.*]] = acc.use_device varPtr(%[[ASLOT:[0-9]+]] : !llvm.ptr) varType(!llvm.struct<(ptr)>) -> !llvm.ptr {{{.*}}name = "a"}
// CHECK:           acc.host_data dataOperands(%[[U]] : !llvm.ptr) {
// CHECK-NEXT:        %[[P:.*]] = llvm.load %[[U]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:        llvm.call @g(%[[P]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:        acc.terminator
// CHECK-NEXT:      } attributes {acc2omp.src =
// CHECK:           %[[COND:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : i32
// CHECK:           %[[U2:.*]] = acc.use_device varPtr(%[[ASLOT]] : !llvm.ptr) varType(!llvm.struct<(ptr)>) -> !llvm.ptr {{{.*}}name = "a"}
// CHECK:           acc.host_data if(%[[COND]]) dataOperands(%[[U2]] : !llvm.ptr) {
// CHECK-NEXT:        %[[P2:.*]] = llvm.load %[[U2]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:        llvm.call @g(%[[P2]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:        acc.terminator
// CHECK-NEXT:      } attributes {{{.*}}ifPresent}
// CHECK-NEXT:      acc.terminator
void hd(double *a, int n) {
#pragma acc data create(a[0:n])
  {
#pragma acc host_data use_device(a)
    { g(a); }
#pragma acc host_data use_device(a) if_present if(n > 1)
    g(a);
  }
}
