// A scalar with a visible data clause (OpenACC 3.3 §2.6.2) has no implicit
// data attribute in a compute construct: no firstprivate copy, a `tofrom`
// map (Clacc's `defaultmap(tofrom: scalar)`; the data is present, nothing
// moves) marked acc2omp.visible for the source printer, named after the
// variable (its alloca's location, loc("name"(...)), as acc2omp's front end
// writes it). The clause may be an enclosing data construct's, converted
// already (omp.target_data) or not, or a declare directive's in the
// function.
//
// RUN: acc-opt %s --convert-acc-to-omp --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @enclosing_data
// CHECK:         %[[V:.*]] = llvm.alloca %{{.*}} x i32
// CHECK:         omp.target_data
// CHECK:           %[[M:.*]] = omp.map.info var_ptr(%[[V]] : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {acc2omp.visible, name = "v"}
// CHECK:           omp.target {{.*}}map_entries(%[[M]] -> %[[A:[^ ]*]] : !llvm.ptr) {
// CHECK-NOT:         llvm.alloca
// CHECK:             omp.teams
// CHECK:               llvm.store %{{.*}}, %[[A]]
func.func @enclosing_data() {
  %one64 = arith.constant 1 : i64
  %v = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr loc(#named_v)
  %e = acc.copyin varPtr(%v : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "v"}
  acc.data dataOperands(%e : !llvm.ptr) {
    acc.serial {
      %c7 = arith.constant 7 : i32
      llvm.store %c7, %v : i32, !llvm.ptr
      acc.yield
    }
    acc.terminator
  }
  acc.copyout accPtr(%e : !llvm.ptr) to varPtr(%v : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "v"}
  return
}
#named_v = loc("v"("visible.c":3:7))

// -----

// A declare directive's clause.
// CHECK-LABEL: func.func @declared
// CHECK:         %[[T:.*]] = llvm.alloca %{{.*}} x f64
// CHECK:         omp.target_enter_data map_entries({{.*}}) {acc2omp.declare}
// CHECK:         omp.map.info var_ptr(%[[T]] : !llvm.ptr, f64) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {acc2omp.visible}
func.func @declared() {
  %one64 = arith.constant 1 : i64
  %t = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
  %e = acc.copyin varPtr(%t : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>}
  %token = acc.declare_enter dataOperands(%e : !llvm.ptr)
  acc.parallel {
    %x = arith.constant 2.0 : f64
    llvm.store %x, %t : f64, !llvm.ptr
    acc.yield
  }
  acc.declare_exit token(%token) dataOperands(%e : !llvm.ptr)
  acc.copyout accPtr(%e : !llvm.ptr) to varPtr(%t : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>}
  return
}

// -----

// Without a visible clause: firstprivate (map(to) and a copy per gang).
// CHECK-LABEL: func.func @not_visible
// CHECK:         omp.map.info var_ptr(%{{.*}} : !llvm.ptr, i32) map_clauses(ompx_hold, to) capture(ByRef)
// CHECK-NOT:     acc2omp.visible
// CHECK:         omp.teams
// CHECK:           llvm.alloca
func.func @not_visible() {
  %one64 = arith.constant 1 : i64
  %w = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
  acc.serial {
    %c7 = arith.constant 7 : i32
    llvm.store %c7, %w : i32, !llvm.ptr
    acc.yield
  }
  return
}
