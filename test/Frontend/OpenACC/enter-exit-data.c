// RUN: accc -emit-mlir=acc %s | FileCheck %s
// enter data / exit data: unstructured entry ops (structured = false) listed
// on acc.enter_data; exit data as acc.getdeviceptr, acc.exit_data, then
// acc.copyout/acc.delete/acc.detach; if/async/wait/finalize.

struct S { double *v; };

// CHECK-LABEL: func.func @enter(
// CHECK:         %[[Q1:.*]] = arith.constant 1 : i32
// CHECK:         %[[COND:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : i32
// CHECK:         %[[B1:.*]] = acc.bounds
// CHECK:         %[[A1:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%[[B1]]) -> !llvm.ptr {{{.*}}name = "a[0:n]", structured = false}
// CHECK:         %[[B2:.*]] = acc.bounds
// CHECK:         %[[C1:.*]] = acc.create varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%[[B2]]) -> !llvm.ptr {{{.*}}name = "c[0:n]", structured = false}
// CHECK:         acc.enter_data if(%[[COND]]) async(%[[Q1]] : i32) dataOperands(%[[A1]], %[[C1]] : !llvm.ptr, !llvm.ptr) attributes {acc2omp.src =
// CHECK-NOT:     acc.delete
// CHECK:         %[[W1:.*]] = arith.constant 1 : i32
// CHECK:         %[[W2:.*]] = arith.constant 2 : i32
// CHECK:         %[[A2:.*]] = acc.copyin {{.*}}name = "a[0:n]", structured = false}
// CHECK:         %[[C2:.*]] = acc.create {{.*}}name = "c[0:n]", structured = false}
// CHECK:         acc.enter_data wait(%[[W1]], %[[W2]] : i32, i32) dataOperands(%[[A2]], %[[C2]] : !llvm.ptr, !llvm.ptr)
// CHECK:         %[[A3:.*]] = acc.copyin {{.*}}name = "a[0:n]", structured = false}
// CHECK:         acc.enter_data wait dataOperands(%[[A3]] : !llvm.ptr)
// attach(p->v): the address of the member.
// CHECK:         %[[P:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[PV:.*]] = llvm.getelementptr %[[P]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr)>
// CHECK:         %[[AT:.*]] = acc.attach varPtr(%[[PV]] : !llvm.ptr) varType(!llvm.struct<(ptr)>) -> !llvm.ptr {{{.*}}name = "p->v", structured = false}
// CHECK:         acc.enter_data dataOperands(%[[AT]] : !llvm.ptr)
// CHECK-NEXT:    return
void enter(double *a, double *c, int n, struct S *p) {
#pragma acc enter data copyin(a[0:n]) create(c[0:n]) async(1) if(n > 0)
#pragma acc enter data pcopyin(a[0:n]) present_or_create(c[0:n]) wait(1, 2)
#pragma acc enter data copyin(a[0:n]) wait
#pragma acc enter data attach(p->v)
}

// CHECK-LABEL: func.func @exit_(
// CHECK:         %[[AV:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[BA:.*]] = acc.bounds
// CHECK:         %[[GA:.*]] = acc.getdeviceptr varPtr(%[[AV]] : !llvm.ptr) varType(f64) bounds(%[[BA]]) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copyout>, name = "a[0:n]", structured = false}
// CHECK:         %[[BC:.*]] = acc.bounds
// CHECK:         %[[GC:.*]] = acc.getdeviceptr varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%[[BC]]) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_delete>, name = "c[0:n]", structured = false}
// CHECK:         acc.exit_data dataOperands(%[[GA]], %[[GC]] : !llvm.ptr, !llvm.ptr) attributes {{{.*}}finalize}
// CHECK-NEXT:    acc.copyout accPtr(%[[GA]] : !llvm.ptr) bounds(%[[BA]]) to varPtr(%[[AV]] : !llvm.ptr) varType(f64) {{{.*}}name = "a[0:n]"
// CHECK-NEXT:    acc.delete accPtr(%[[GC]] : !llvm.ptr) bounds(%[[BC]]) {{{.*}}name = "c[0:n]"
// CHECK:         %[[Q:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:         %[[W3:.*]] = arith.constant 3 : i32
// CHECK:         %[[COND:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : i32
// CHECK:         %[[G2:.*]] = acc.getdeviceptr {{.*}}dataClause = #acc<data_clause acc_copyout>, name = "a[0:n]", structured = false}
// CHECK:         acc.exit_data if(%[[COND]]) async(%[[Q]] : i32) wait(%[[W3]] : i32) dataOperands(%[[G2]] : !llvm.ptr)
// CHECK-NOT:     finalize
// CHECK-NEXT:    acc.copyout accPtr(%[[G2]] : !llvm.ptr)
// CHECK:         %[[G3:.*]] = acc.getdeviceptr varPtr(%{{.*}} : !llvm.ptr) varType(!llvm.struct<(ptr)>) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_detach>, name = "p->v", structured = false}
// CHECK:         acc.exit_data dataOperands(%[[G3]] : !llvm.ptr)
// CHECK-NEXT:    acc.detach accPtr(%[[G3]] : !llvm.ptr) {{{.*}}name = "p->v"
void exit_(double *a, double *c, int n, struct S *p) {
#pragma acc exit data copyout(a[0:n]) delete(c[0:n]) finalize
#pragma acc exit data copyout(a[0:n]) async(n) wait(3) if(n)
#pragma acc exit data detach(p->v)
}
