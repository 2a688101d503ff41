// RUN: acc-opt %s --convert-acc-to-omp="fake-async-wait" | FileCheck %s
// RUN: acc-opt %s --convert-acc-to-omp --verify-diagnostics
// RUN: acc-opt %s --convert-acc-to-omp="fake-async-wait=true" --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm \
// RUN:   --convert-func-to-llvm --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-translate --mlir-to-llvmir -o /dev/null

// Clacc's -fopenacc-fake-async-wait: async and wait clauses are dropped and
// everything runs synchronously (a conforming schedule: async permits, but
// never requires, overlap); `acc wait` still becomes a taskwait. Without
// the option they are errors (the expected-error comments below).

// CHECK-LABEL: func.func @queues
// CHECK:         omp.target_enter_data map_entries(
// CHECK:         omp.target
// CHECK-NOT:       nowait
// CHECK:         omp.taskwait
// CHECK-NOT:     acc.
func.func @queues(%a: !llvm.ptr) {
  %q = arith.constant 1 : i32
  %e = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) async(%q : i32) -> !llvm.ptr {name = "a", structured = false}
  // expected-error@+1 {{unsupported: 'async' clause on 'acc.enter_data'}}
  acc.enter_data async(%q : i32) dataOperands(%e : !llvm.ptr)
  %p = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) async(%q : i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a"}
  // expected-error@+1 {{unsupported: 'async' clause on 'acc.parallel'}}
  acc.parallel async(%q : i32) wait({%q : i32}) dataOperands(%p : !llvm.ptr) {
    %v = llvm.load %p : !llvm.ptr -> f64
    acc.yield
  }
  acc.copyout accPtr(%p : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "a"}
  // expected-error@+1 {{unsupported: 'async' clause on 'acc.wait'}}
  acc.wait(%q : i32) async(%q : i32)
  return
}
