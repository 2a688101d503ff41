// RUN: accc -emit-mlir=acc %s | FileCheck %s
// The data construct: entry ops before acc.data, exit ops after it, if/async/
// wait/default clauses, acc.terminator. The region runs on the host, so a
// nested compute construct's clauses name the host variables.

// CHECK-LABEL: func.func @region(
// CHECK:         llvm.store %arg4, %[[S:[0-9]+]] : f64, !llvm.ptr
// CHECK:         %[[COND:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : i32
// CHECK:         %[[Q1:.*]] = arith.constant 1 : i32
// CHECK:         %[[Q2:.*]] = arith.constant 2 : i32
// CHECK:         %[[AV:.*]] = llvm.load %[[ASLOT:[0-9]+]] : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[BA:.*]] = acc.bounds
// CHECK:         %[[CA:.*]] = acc.copyin varPtr(%[[AV]] : !llvm.ptr) varType(f64) bounds(%[[BA]]) -> !llvm.ptr {{{.*}}name = "a[0:n]"}
// CHECK:         %[[BV:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[BB:.*]] = acc.bounds
// CHECK:         %[[CB:.*]] = acc.create varPtr(%[[BV]] : !llvm.ptr) varType(f64) bounds(%[[BB]]) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copyout>, name = "b[0:n]"}
// CHECK:         %[[CS:.*]] = acc.copyin varPtr(%[[S]] : !llvm.ptr) varType(f64) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copy>, name = "s"}
// CHECK:         %[[CV:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[BC:.*]] = acc.bounds
// CHECK:         %[[CC:.*]] = acc.create varPtr(%[[CV]] : !llvm.ptr) varType(f64) bounds(%[[BC]]) -> !llvm.ptr {{{.*}}name = "c[0:n]"}
// CHECK:         acc.data if(%[[COND]]) async(%[[Q1]] : i32) dataOperands(%[[CA]], %[[CB]], %[[CS]], %[[CC]] : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) wait({%[[Q2]] : i32}) {
// CHECK:           %[[HA:.*]] = llvm.load %[[ASLOT]] : !llvm.ptr -> !llvm.ptr
// CHECK:           %[[PA:.*]] = acc.present varPtr(%[[HA]] : !llvm.ptr) varType(f64) bounds(%{{.*}}) -> !llvm.ptr {{{.*}}name = "a[0:n]"}
// CHECK:           %[[PB:.*]] = acc.present
// CHECK:           %[[PC:.*]] = acc.present
// CHECK:           acc.parallel combined(loop) dataOperands(%[[PA]], %[[PB]], %[[PC]] : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
// CHECK:             acc.loop combined(parallel)
// CHECK:           acc.delete accPtr(%[[PA]] : !llvm.ptr) {{.*}}dataClause = #acc<data_clause acc_present>
// CHECK-NEXT:      acc.delete accPtr(%[[PB]] : !llvm.ptr) {{.*}}dataClause = #acc<data_clause acc_present>
// CHECK-NEXT:      acc.delete accPtr(%[[PC]] : !llvm.ptr) {{.*}}dataClause = #acc<data_clause acc_present>
// CHECK-NEXT:      acc.terminator
// CHECK-NEXT:    } attributes {{{.*}}defaultAttr = #acc<defaultvalue present>}
// CHECK-NEXT:    acc.delete accPtr(%[[CA]] : !llvm.ptr) bounds(%[[BA]]) {{{.*}}dataClause = #acc<data_clause acc_copyin>, name = "a[0:n]"}
// CHECK-NEXT:    acc.copyout accPtr(%[[CB]] : !llvm.ptr) bounds(%[[BB]]) to varPtr(%[[BV]] : !llvm.ptr) varType(f64) {{{.*}}name = "b[0:n]"}
// CHECK-NEXT:    acc.copyout accPtr(%[[CS]] : !llvm.ptr) to varPtr(%[[S]] : !llvm.ptr) varType(f64) {{{.*}}dataClause = #acc<data_clause acc_copy>, name = "s"}
// CHECK-NEXT:    acc.delete accPtr(%[[CC]] : !llvm.ptr) bounds(%[[BC]]) {{{.*}}dataClause = #acc<data_clause acc_create>, name = "c[0:n]"}
// CHECK-NEXT:    return
void region(double *a, double *b, double *c, int n, double s) {
#pragma acc data copyin(a[0:n]) copyout(b[0:n]) copy(s) create(c[0:n]) if(n > 0) async(1) wait(2) default(present)
  {
#pragma acc parallel loop present(a[0:n], b[0:n], c[0:n])
    for (int i = 0; i < n; i++) { c[i] = a[i]; b[i] = c[i] + s; }
  }
}

// A data construct directly nested in another (no braces); bare wait.
// CHECK-LABEL: func.func @nested(
// CHECK:         %[[P:.*]] = acc.present varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%{{.*}}) -> !llvm.ptr {{{.*}}name = "a[0:n]"}
// CHECK:         acc.data dataOperands(%[[P]] : !llvm.ptr) {
// CHECK:           %[[NC:.*]] = acc.nocreate varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%{{.*}}) -> !llvm.ptr {{{.*}}name = "a[0:n]"}
// CHECK:           acc.data dataOperands(%[[NC]] : !llvm.ptr) wait {
// CHECK:             llvm.store
// CHECK:             acc.terminator
// CHECK:           acc.delete accPtr(%[[NC]] : !llvm.ptr) {{.*}}dataClause = #acc<data_clause acc_no_create>
// CHECK-NEXT:      acc.terminator
// CHECK:         acc.delete accPtr(%[[P]] : !llvm.ptr) {{.*}}dataClause = #acc<data_clause acc_present>
void nested(double *a, int n) {
#pragma acc data present(a[0:n])
#pragma acc data no_create(a[0:n]) wait
  {
    a[0] = 1;
  }
}
