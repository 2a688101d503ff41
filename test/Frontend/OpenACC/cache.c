// RUN: accc -emit-mlir=acc %s | FileCheck %s
// cache: an acc.cache op (with its acc.bounds) created before the acc.loop
// whose body starts with the directive, listed in the loop's cache(...); the
// cached variable is the one the region sees (the device copy).

// CHECK-LABEL: func.func @c1(
// CHECK:         %[[CA:.*]] = acc.copyin {{.*}}name = "a[0:n]"}
// CHECK:         acc.parallel dataOperands(%[[CA]] : !llvm.ptr) {
// CHECK:           %[[PI:.*]] = acc.private varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@privatization_i32) -> !llvm.ptr {implicit = true, name = "i"}
// CHECK-NEXT:      %{{.*}} = arith.constant 1 : i64
// CHECK-NEXT:      %{{.*}} = arith.constant 0 : i64
// CHECK-NEXT:      %{{.*}} = arith.constant 1 : i64
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %[[LB:.*]] = arith.extsi %[[Z]] : i32 to i64
// CHECK-NEXT:      %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT:      %[[EXT:.*]] = arith.extsi %[[C4]] : i32 to i64
// CHECK-NEXT:      %[[END:.*]] = arith.addi %[[LB]], %[[EXT]] : i64
// CHECK-NEXT:      %[[UB:.*]] = arith.subi %[[END]], %{{.*}} : i64
// CHECK-NEXT:      %[[B:.*]] = acc.bounds lowerbound(%[[LB]] : i64) upperbound(%[[UB]] : i64) extent(%[[EXT]] : i64)
// CHECK-NEXT:      %[[C:.*]] = acc.cache varPtr(%[[CA]] : !llvm.ptr) varType(f32) bounds(%[[B]]) -> !llvm.ptr {{{.*}}name = "a[0:4]"}
// CHECK-NEXT:      acc.loop private(%[[PI]] : !llvm.ptr) cache(%[[C]] : !llvm.ptr) control(
void c1(float *a, int n) {
#pragma acc parallel copy(a[0:n])
  {
    int i;
#pragma acc loop
    for (i = 0; i < n; i++) {
#pragma acc cache(a[0:4])
      a[i] = a[i % 4];
    }
  }
}

// CHECK-LABEL: func.func @c2(
// CHECK:         %[[CA:.*]] = acc.copyin {{.*}}name = "a[0:8]"}
// CHECK:         %[[CB:.*]] = acc.create {{.*}}name = "b[0:n]"}
// CHECK:         acc.parallel combined(loop) dataOperands(%[[CA]], %[[CB]] : !llvm.ptr, !llvm.ptr) {
// CHECK:           %[[B:.*]] = acc.bounds
// CHECK-NEXT:      %[[C:.*]] = acc.cache varPtr(%[[CA]] : !llvm.ptr) varType(f32) bounds(%[[B]]) -> !llvm.ptr {{{.*}}name = "a[2:4]"}
// CHECK-NEXT:      acc.loop combined(parallel) private(%{{.*}} : !llvm.ptr) cache(%[[C]] : !llvm.ptr) control(
void c2(float *a, float *b, int n) {
  int i;
#pragma acc parallel loop copyin(a[0:8]) copyout(b[0:n])
  for (i = 0; i < n; i++) {
#pragma acc cache(a[2:4])
    b[i] = a[2] + a[5];
  }
}
