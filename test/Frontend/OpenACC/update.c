// RUN: accc -emit-mlir=acc %s | FileCheck %s
// update: device -> acc.update_device + acc.update; self/host ->
// acc.getdeviceptr + acc.update + acc.update_host; if, if_present, async.

// CHECK-LABEL: func.func @up(
// CHECK:         llvm.store %arg2, %[[S:[0-9]+]] : f64, !llvm.ptr
// CHECK:         %[[AV:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[B:.*]] = acc.bounds
// CHECK:         %[[UD:.*]] = acc.update_device varPtr(%[[AV]] : !llvm.ptr) varType(f64) bounds(%[[B]]) -> !llvm.ptr {{{.*}}name = "a[0:n]", structured = false}
// CHECK:         %[[US:.*]] = acc.update_device varPtr(%[[S]] : !llvm.ptr) varType(f64) -> !llvm.ptr {{{.*}}name = "s", structured = false}
// CHECK:         acc.update dataOperands(%[[UD]], %[[US]] : !llvm.ptr, !llvm.ptr) attributes {acc2omp.src =
// self(a[1:n-1]) if(n > 3): lowerbound 1, extent n-1, upperbound 1 + (n-1) - 1.
// CHECK:         %[[COND:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : i32
// CHECK:         %[[AV2:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[ONE:.*]] = arith.constant 1 : i32
// CHECK:         %[[LB:.*]] = arith.extsi %[[ONE]] : i32 to i64
// CHECK:         %[[N:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:         %[[NM1:.*]] = arith.subi %[[N]], %{{.*}} : i32
// CHECK:         %[[EXT:.*]] = arith.extsi %[[NM1]] : i32 to i64
// CHECK:         %[[END:.*]] = arith.addi %[[LB]], %[[EXT]] : i64
// CHECK:         %[[UB:.*]] = arith.subi %[[END]], %{{.*}} : i64
// CHECK:         %[[B2:.*]] = acc.bounds lowerbound(%[[LB]] : i64) upperbound(%[[UB]] : i64) extent(%[[EXT]] : i64)
// CHECK:         %[[G:.*]] = acc.getdeviceptr varPtr(%[[AV2]] : !llvm.ptr) varType(f64) bounds(%[[B2]]) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_update_self>, name = "a[1:n-1]", structured = false}
// CHECK:         acc.update if(%[[COND]]) dataOperands(%[[G]] : !llvm.ptr)
// CHECK-NEXT:    acc.update_host accPtr(%[[G]] : !llvm.ptr) bounds(%[[B2]]) to varPtr(%[[AV2]] : !llvm.ptr) varType(f64) {{{.*}}dataClause = #acc<data_clause acc_update_self>, name = "a[1:n-1]", structured = false}
// CHECK:         %[[Q2:.*]] = arith.constant 2 : i32
// CHECK:         %[[AV3:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[B3:.*]] = acc.bounds
// CHECK:         %[[G3:.*]] = acc.getdeviceptr varPtr(%[[AV3]] : !llvm.ptr) varType(f64) bounds(%[[B3]]) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_update_host>, name = "a[0:n]", structured = false}
// CHECK:         acc.update async(%[[Q2]] : i32) dataOperands(%[[G3]] : !llvm.ptr) attributes {{{.*}}ifPresent}
// CHECK-NEXT:    acc.update_host accPtr(%[[G3]] : !llvm.ptr) bounds(%[[B3]]) to varPtr(%[[AV3]] : !llvm.ptr) varType(f64) {{{.*}}name = "a[0:n]", structured = false}
// CHECK:         %[[U4:.*]] = acc.update_device {{.*}}name = "a[0:1]", structured = false}
// CHECK:         acc.update async dataOperands(%[[U4]] : !llvm.ptr)
void up(double *a, int n, double s) {
#pragma acc update device(a[0:n], s)
#pragma acc update self(a[1:n-1]) if(n > 3)
#pragma acc update host(a[0:n]) if_present async(2)
#pragma acc update device(a[0:1]) async
}
