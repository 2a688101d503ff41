// RUN: acc-opt %s --convert-acc-to-omp | FileCheck %s --check-prefix=DEFAULT
// RUN: acc-opt %s --convert-acc-to-omp="structured-ref-count=no-hold" | FileCheck %s --check-prefix=NOHOLD
// RUN: acc-opt %s --convert-acc-to-omp="present=no-present" | FileCheck %s --check-prefix=NOPRESENT
// RUN: acc-opt %s --pass-pipeline='builtin.module(func.func(convert-acc-to-omp{present=no-present structured-ref-count=no-hold}))' \
// RUN:   | FileCheck %s --check-prefix=NEITHER
// The result lowers with upstream passes and translates to LLVM IR:
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts 2>/dev/null \
// RUN:   | mlir-translate --mlir-to-llvmir -o /dev/null

// Clacc's -fopenacc-structured-ref-count-omp=hold|no-hold and
// -fopenacc-present-omp=present|no-present, as pass options.

// DEFAULT-LABEL: func.func @clauses
// DEFAULT: map_clauses(ompx_hold, tofrom) {{.*}} {name = "c"}
// DEFAULT: map_clauses(ompx_hold, present, storage) {{.*}} {name = "p"}

// NOHOLD-LABEL: func.func @clauses
// NOHOLD: map_clauses(tofrom) {{.*}} {name = "c"}
// NOHOLD: map_clauses(present, storage) {{.*}} {name = "p"}

// NOPRESENT-LABEL: func.func @clauses
// NOPRESENT: map_clauses(ompx_hold, tofrom) {{.*}} {name = "c"}
// NOPRESENT: map_clauses(ompx_hold, storage) {{.*}} {name = "p"}

// NEITHER-LABEL: func.func @clauses
// NEITHER: map_clauses(tofrom) {{.*}} {name = "c"}
// NEITHER: map_clauses(storage) {{.*}} {name = "p"}
func.func @clauses(%c: !llvm.ptr, %p: !llvm.ptr) {
  %0 = acc.copyin varPtr(%c : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "c"}
  %1 = acc.present varPtr(%p : !llvm.ptr) varType(i32) -> !llvm.ptr {name = "p"}
  acc.parallel dataOperands(%0, %1 : !llvm.ptr, !llvm.ptr) {
    acc.yield
  }
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%c : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "c"}
  acc.delete accPtr(%1 : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "p"}
  return
}
