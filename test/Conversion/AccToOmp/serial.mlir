// RUN: acc-opt %s --convert-acc-to-omp --split-input-file | FileCheck %s
// RUN: acc-opt %s --convert-acc-to-omp --split-input-file --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm \
// RUN:   --convert-func-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o /dev/null

// `acc serial`: one gang, one worker, vector length 1 ->
// `omp target teams num_teams(1) thread_limit(1)`; data clauses as on
// `acc parallel`.

// CHECK-LABEL: func.func @serial
// CHECK-SAME: (%[[S:.*]]: !llvm.ptr)
// CHECK: %[[M:.*]] = omp.map.info var_ptr(%[[S]] : !llvm.ptr, i32) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "s"}
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: omp.target host_eval(%[[ONE]] -> %[[NT:.*]], %[[ONE]] -> %[[TL:.*]] : i32, i32) map_entries(%[[M]] -> %[[D:.*]] : !llvm.ptr) {
// CHECK-NEXT: omp.teams num_teams( to %[[NT]] : i32) thread_limit(%[[TL]] : i32) {
// CHECK: llvm.store %{{.*}}, %[[D]]
// CHECK: omp.terminator
// CHECK-NOT: acc.
func.func @serial(%s: !llvm.ptr) {
  %0 = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "s"}
  acc.serial dataOperands(%0 : !llvm.ptr) {
    %c = arith.constant 5 : i32
    llvm.store %c, %0 : i32, !llvm.ptr
    acc.yield
  }
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "s"}
  return
}

// -----

// CHECK-LABEL: func.func @serial_without_clauses
// CHECK: omp.target host_eval(
// CHECK-NEXT: omp.teams num_teams(
func.func @serial_without_clauses() {
  acc.serial {
    acc.yield
  }
  return
}
