// RUN: accc -emit-mlir=acc %s | FileCheck %s
// declare: at file scope, the acc.declare attribute on the global and an
// acc.global_ctor with the unstructured entry op and acc.declare_enter; in a
// function, entry ops + acc.declare_enter after the declarations and
// acc.declare_exit + exit ops before every return.

// CHECK-LABEL: llvm.mlir.global external @gtab() {acc.declare = #acc.declare<dataClause = acc_copyin>
// CHECK-LABEL: acc.global_ctor @gtab_acc_ctor {
// CHECK-NEXT:    %[[A:.*]] = llvm.mlir.addressof @gtab : !llvm.ptr
// CHECK-NEXT:    %[[C:.*]] = acc.copyin varPtr(%[[A]] : !llvm.ptr) varType(!llvm.array<64 x f64>) -> !llvm.ptr {name = "gtab", structured = false}
// CHECK-NEXT:    acc.declare_enter dataOperands(%[[C]] : !llvm.ptr)
// CHECK-NEXT:    acc.terminator
// CHECK-LABEL: llvm.mlir.global external @gcount() {acc.declare = #acc.declare<dataClause = acc_create>
// CHECK-LABEL: acc.global_ctor @gcount_acc_ctor {
// CHECK-NEXT:    %[[A:.*]] = llvm.mlir.addressof @gcount : !llvm.ptr
// CHECK-NEXT:    %[[C:.*]] = acc.create varPtr(%[[A]] : !llvm.ptr) varType(i32) -> !llvm.ptr {name = "gcount", structured = false}
// CHECK-NEXT:    acc.declare_enter dataOperands(%[[C]] : !llvm.ptr)
// CHECK-NEXT:    acc.terminator
// CHECK-LABEL: llvm.mlir.global external @gres()
// CHECK-LABEL: acc.global_ctor @gres_acc_ctor {
// CHECK-NEXT:    %[[A:.*]] = llvm.mlir.addressof @gres : !llvm.ptr
// CHECK-NEXT:    %[[C:.*]] = acc.{{.*}} varPtr(%[[A]] : !llvm.ptr) varType(!llvm.array<16 x f32>) -> !llvm.ptr {{{.*}}name = "gres", structured = false}
// CHECK-NEXT:    acc.declare_enter dataOperands(%[[C]] : !llvm.ptr)
double gtab[64];
#pragma acc declare copyin(gtab)
int gcount;
#pragma acc declare create(gcount)
float gres[16];
#pragma acc declare device_resident(gres)

// CHECK-LABEL: func.func @f(
// CHECK:         %[[LOC:[0-9]+]] = llvm.alloca %{{.*}} x !llvm.array<32 x f64>
// CHECK:         %[[TMP:[0-9]+]] = llvm.alloca %{{.*}} x i32
// CHECK:         %[[CL:.*]] = acc.copyin varPtr(%[[LOC]] : !llvm.ptr) varType(!llvm.array<32 x f64>) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copy>, name = "loc"}
// CHECK-NEXT:    %[[CT:.*]] = acc.create varPtr(%[[TMP]] : !llvm.ptr) varType(i32) -> !llvm.ptr {{{.*}}name = "tmp"}
// CHECK-NEXT:    %[[TOK:.*]] = acc.declare_enter dataOperands(%[[CL]], %[[CT]] : !llvm.ptr, !llvm.ptr)
// CHECK:         %[[PL:.*]] = acc.present varPtr(%[[LOC]] : !llvm.ptr)
// CHECK:         acc.parallel combined(loop) dataOperands(%[[PL]] : !llvm.ptr) {
// CHECK:             llvm.mlir.addressof @gtab : !llvm.ptr
// CHECK:             llvm.mlir.addressof @gcount : !llvm.ptr
// CHECK:         acc.delete accPtr(%[[PL]] : !llvm.ptr) {{{.*}}dataClause = #acc<data_clause acc_present>, name = "loc"}
// CHECK:         cf.cond_br %{{.*}}, ^[[BB1:.*]], ^[[BB2:.*]]
// CHECK:       ^[[BB1]]:
// CHECK:         acc.declare_exit token(%[[TOK]]) dataOperands(%[[CL]], %[[CT]] : !llvm.ptr, !llvm.ptr)
// CHECK-NEXT:    acc.copyout accPtr(%[[CL]] : !llvm.ptr) to varPtr(%[[LOC]] : !llvm.ptr) varType(!llvm.array<32 x f64>) {{{.*}}dataClause = #acc<data_clause acc_copy>, name = "loc"}
// CHECK-NEXT:    acc.delete accPtr(%[[CT]] : !llvm.ptr) {{{.*}}dataClause = #acc<data_clause acc_create>, name = "tmp"}
// CHECK-NEXT:    return
// CHECK:       ^[[BB2]]:
// CHECK:         acc.declare_exit token(%[[TOK]]) dataOperands(%[[CL]], %[[CT]] : !llvm.ptr, !llvm.ptr)
// CHECK-NEXT:    acc.copyout accPtr(%[[CL]] : !llvm.ptr) to varPtr(%[[LOC]] : !llvm.ptr)
// CHECK-NEXT:    acc.delete accPtr(%[[CT]] : !llvm.ptr)
// CHECK-NEXT:    return
int f(double *a, int n) {
  double loc[32];
  int tmp = 0;
#pragma acc declare copy(loc) create(tmp)
#pragma acc parallel loop present(loc)
  for (int i = 0; i < 32; i++) loc[i] = gtab[i] + gcount;
  if (n > 3) return 1;
  return 0;
}

// A function without return statement: exits at the end.
// CHECK-LABEL: func.func @g(
// CHECK:         llvm.store %arg0, %[[A:[0-9]+]] : !llvm.ptr, !llvm.ptr
// CHECK:         %[[CI:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(!llvm.array<8 x f64>) -> !llvm.ptr {{{.*}}name = "l2"}
// CHECK-NEXT:    %[[CO:.*]] = acc.create varPtr(%[[A]] : !llvm.ptr) varType(!llvm.struct<(ptr)>) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copyout>, name = "a"}
// CHECK-NEXT:    %[[TOK:.*]] = acc.declare_enter dataOperands(%[[CI]], %[[CO]] : !llvm.ptr, !llvm.ptr)
// CHECK:         llvm.store
// CHECK-NEXT:    acc.declare_exit token(%[[TOK]]) dataOperands(%[[CI]], %[[CO]] : !llvm.ptr, !llvm.ptr)
// CHECK-NEXT:    acc.delete accPtr(%[[CI]] : !llvm.ptr) {{{.*}}dataClause = #acc<data_clause acc_copyin>, name = "l2"}
// CHECK-NEXT:    acc.copyout accPtr(%[[CO]] : !llvm.ptr) to varPtr(%[[A]] : !llvm.ptr) varType(!llvm.struct<(ptr)>) {{{.*}}name = "a"}
// CHECK-NEXT:    return
void g(double *a, int n) {
  double l2[8];
#pragma acc declare present_or_copyin(l2) copyout(a)
  l2[0] = 1;
}
