// RUN: acc-opt %s --convert-acc-to-omp --split-input-file | FileCheck %s
// The result lowers with upstream passes and translates to LLVM IR:
// RUN: acc-opt %s --convert-acc-to-omp --split-input-file --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts 2>/dev/null \
// RUN:   | mlir-translate --mlir-to-llvmir --split-input-file -o /dev/null

// Clacc: *exp* `num_gangs` -> *exp* `num_teams`. The argument is evaluated
// on the host, once, before the region: it enters omp.target through
// host_eval (the only legal way for a runtime num_teams, see
// reference/mlir-forms.md pitfall 3).

// CHECK-LABEL: func.func @runtime
// CHECK-SAME: (%[[S:.*]]: !llvm.ptr, %[[N:.*]]: i32)
// CHECK: %[[M:.*]] = omp.map.info var_ptr(%[[S]] : !llvm.ptr, i32)
// CHECK: omp.target host_eval(%[[N]] -> %[[G:.*]] : i32) map_entries(%[[M]] -> %[[D:.*]] : !llvm.ptr) {
// CHECK-NEXT: omp.teams num_teams( to %[[G]] : i32) {
// CHECK: llvm.store %{{.*}}, %[[D]]
func.func @runtime(%s: !llvm.ptr, %n: i32) {
  %0 = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "s"}
  acc.parallel num_gangs({%n : i32}) dataOperands(%0 : !llvm.ptr) {
    %c = arith.constant 1 : i32
    llvm.store %c, %0 : i32, !llvm.ptr
    acc.yield
  }
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "s"}
  return
}

// -----

// An `index` argument is cast to i32 on the host.

// CHECK-LABEL: func.func @index_argument
// CHECK: %[[C:.*]] = arith.constant 4 : index
// CHECK: %[[I:.*]] = arith.index_cast %[[C]] : index to i32
// CHECK: omp.target host_eval(%[[I]] -> %[[G:.*]] : i32) {
// CHECK-NEXT: omp.teams num_teams( to %[[G]] : i32) {
func.func @index_argument() {
  %c4 = arith.constant 4 : index
  acc.parallel num_gangs({%c4 : index}) {
    acc.yield
  }
  return
}

// -----

// A value used both as num_gangs and inside the region enters twice: through
// host_eval for num_teams and mapped by copy for the body.

// CHECK-LABEL: func.func @also_used_inside
// CHECK-SAME: (%[[S:.*]]: !llvm.ptr, %[[N:.*]]: i32)
// CHECK: %[[MN:.*]] = omp.map.info var_ptr(%{{.*}} : !llvm.ptr, i32) map_clauses(to) capture(ByCopy)
// CHECK: omp.target host_eval(%[[N]] -> %[[G:.*]] : i32) map_entries(%{{.*}} -> %[[D:.*]], %[[MN]] -> %[[DN:.*]] : !llvm.ptr, !llvm.ptr) {
// CHECK-NEXT: %[[NV:.*]] = llvm.load %[[DN]] : !llvm.ptr -> i32
// CHECK-NEXT: omp.teams num_teams( to %[[G]] : i32) {
// CHECK-NEXT: llvm.store %[[NV]], %[[D]]
func.func @also_used_inside(%s: !llvm.ptr, %n: i32) {
  %0 = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "s"}
  acc.parallel num_gangs({%n : i32}) dataOperands(%0 : !llvm.ptr) {
    llvm.store %n, %0 : i32, !llvm.ptr
    acc.yield
  }
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "s"}
  return
}
