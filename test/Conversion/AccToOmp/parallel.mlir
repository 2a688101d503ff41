// RUN: acc-opt %s --convert-acc-to-omp --split-input-file | FileCheck %s
// The result lowers with upstream passes and translates to LLVM IR:
// RUN: acc-opt %s --convert-acc-to-omp --split-input-file --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts 2>/dev/null \
// RUN:   | mlir-translate --mlir-to-llvmir --split-input-file -o /dev/null

// Clacc: `acc parallel` -> `omp target teams`; data clauses on the construct
// -> maps with Clacc's map types (copy: hold,tofrom; copyin: hold,to;
// copyout: hold,from; create: hold,alloc; present: present,hold,alloc).

// CHECK-LABEL: func.func @copy_scalar
// CHECK-SAME: (%[[S:.*]]: !llvm.ptr)
// CHECK: %[[M:.*]] = omp.map.info var_ptr(%[[S]] : !llvm.ptr, f64) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "s"}
// CHECK: omp.target host_eval({{.*}}) map_entries(%[[M]] -> %[[D:.*]] : !llvm.ptr) {
// CHECK-NEXT: omp.teams num_teams({{.*}}) {
// CHECK-NEXT: %[[C:.*]] = arith.constant 1.0
// CHECK-NEXT: llvm.store %[[C]], %[[D]] : f64, !llvm.ptr
// CHECK-NEXT: omp.terminator
// CHECK-NEXT: }
// CHECK-NEXT: omp.terminator
// CHECK-NEXT: }
// CHECK-NOT: acc.
// CHECK: return
func.func @copy_scalar(%s: !llvm.ptr) {
  %0 = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "s"}
  acc.parallel dataOperands(%0 : !llvm.ptr) {
    %one = arith.constant 1.0 : f64
    llvm.store %one, %0 : f64, !llvm.ptr
    acc.yield
  }
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "s"}
  return
}

// -----

// Array sections: acc.bounds -> omp.map.bounds (same 0-based, inclusive
// upper bound), shared by the clauses that share them.

// CHECK-LABEL: func.func @sections
// CHECK-SAME: (%[[A:.*]]: !llvm.ptr, %[[B:.*]]: !llvm.ptr, %[[N:.*]]: i64)
// CHECK: %[[LAST:.*]] = arith.subi %[[N]]
// CHECK: %[[BND:.*]] = omp.map.bounds lower_bound(%{{.*}} : i64) upper_bound(%[[LAST]] : i64) extent(%[[N]] : i64) stride(%{{.*}} : i64) start_idx(%{{.*}} : i64)
// CHECK-NOT: omp.map.bounds
// CHECK: %[[MA:.*]] = omp.map.info var_ptr(%[[A]] : !llvm.ptr, f32) map_clauses(ompx_hold, to) capture(ByRef) bounds(%[[BND]]) -> !llvm.ptr {name = "a[0:n]"}
// CHECK: %[[MB:.*]] = omp.map.info var_ptr(%[[B]] : !llvm.ptr, f32) map_clauses(ompx_hold, from) capture(ByRef) bounds(%[[BND]]) -> !llvm.ptr {name = "b[0:n]"}
// CHECK: omp.target host_eval({{.*}}) map_entries(%[[MA]] -> %[[DA:.*]], %[[MB]] -> %[[DB:.*]] : !llvm.ptr, !llvm.ptr)
// CHECK: llvm.load %[[DA]]
// CHECK: llvm.store %{{.*}}, %[[DB]]
// CHECK-NOT: acc.
func.func @sections(%a: !llvm.ptr, %b: !llvm.ptr, %n: i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %last = arith.subi %n, %c1 : i64
  %bnd = acc.bounds lowerbound(%c0 : i64) upperbound(%last : i64) extent(%n : i64) stride(%c1 : i64) startIdx(%c0 : i64)
  %ain = acc.copyin varPtr(%a : !llvm.ptr) varType(f32) bounds(%bnd) -> !llvm.ptr {name = "a[0:n]"}
  %bout = acc.create varPtr(%b : !llvm.ptr) varType(f32) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "b[0:n]"}
  acc.parallel dataOperands(%ain, %bout : !llvm.ptr, !llvm.ptr) {
    %v = llvm.load %ain : !llvm.ptr -> f32
    llvm.store %v, %bout : f32, !llvm.ptr
    acc.yield
  }
  acc.copyout accPtr(%bout : !llvm.ptr) bounds(%bnd) to varPtr(%b : !llvm.ptr) varType(f32) {name = "b[0:n]"}
  acc.delete accPtr(%ain : !llvm.ptr) bounds(%bnd) {dataClause = #acc<data_clause acc_copyin>, name = "a[0:n]"}
  return
}

// -----

// create -> hold,alloc (MLIR spells alloc `storage`); present -> present,hold,alloc.

// CHECK-LABEL: func.func @create_present
// CHECK: omp.map.info var_ptr(%{{.*}} : !llvm.ptr, !llvm.array<100 x f64>) map_clauses(ompx_hold, storage) capture(ByRef) -> !llvm.ptr {name = "t"}
// CHECK: omp.map.info var_ptr(%{{.*}} : !llvm.ptr, !llvm.array<100 x f64>) map_clauses(ompx_hold, present, storage) capture(ByRef) -> !llvm.ptr {name = "p"}
// CHECK: omp.target host_eval({{.*}}) map_entries(
// CHECK-NOT: acc.
func.func @create_present(%t: !llvm.ptr, %p: !llvm.ptr) {
  %0 = acc.create varPtr(%t : !llvm.ptr) varType(!llvm.array<100 x f64>) -> !llvm.ptr {name = "t"}
  %1 = acc.present varPtr(%p : !llvm.ptr) varType(!llvm.array<100 x f64>) -> !llvm.ptr {name = "p"}
  acc.parallel dataOperands(%0, %1 : !llvm.ptr, !llvm.ptr) {
    acc.yield
  }
  acc.delete accPtr(%0 : !llvm.ptr) {dataClause = #acc<data_clause acc_create>, name = "t"}
  acc.delete accPtr(%1 : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "p"}
  return
}

// -----

// A body with several blocks: each acc.yield becomes omp.terminator.

// CHECK-LABEL: func.func @multi_block
// CHECK: omp.teams num_teams({{.*}}) {
// CHECK: cf.cond_br
// CHECK: ^bb1:
// CHECK-NEXT: omp.terminator
// CHECK: ^bb2:
// CHECK-NEXT: omp.terminator
// CHECK-NOT: acc.
func.func @multi_block(%s: !llvm.ptr, %c: i1) {
  %0 = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "s"}
  acc.parallel dataOperands(%0 : !llvm.ptr) {
    %true = arith.constant true
    cf.cond_br %true, ^bb1, ^bb2
  ^bb1:
    acc.yield
  ^bb2:
    acc.yield
  }
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "s"}
  return
}

// -----

// Two constructs in a row, each with its own maps.

// CHECK-LABEL: func.func @two_regions
// CHECK: omp.map.info {{.*}} map_clauses(ompx_hold, to)
// CHECK: omp.target
// CHECK: omp.map.info {{.*}} map_clauses(ompx_hold, from)
// CHECK: omp.target
// CHECK-NOT: acc.
func.func @two_regions(%s: !llvm.ptr) {
  %0 = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {name = "s"}
  acc.parallel dataOperands(%0 : !llvm.ptr) {
    acc.yield
  }
  acc.delete accPtr(%0 : !llvm.ptr) {dataClause = #acc<data_clause acc_copyin>, name = "s"}
  %1 = acc.create varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "s"}
  acc.parallel dataOperands(%1 : !llvm.ptr) {
    acc.yield
  }
  acc.copyout accPtr(%1 : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {name = "s"}
  return
}

// -----

// The map type follows what the ops do: an `acc.copyout` ends the lifetime,
// so the data is copied out, whatever `dataClause` says; a readonly copyin is
// a copyin.

// CHECK-LABEL: func.func @map_type_from_exit_ops
// CHECK: omp.map.info {{.*}} map_clauses(ompx_hold, from) capture(ByRef) -> !llvm.ptr {name = "o"}
// CHECK: omp.map.info {{.*}} map_clauses(ompx_hold, to) capture(ByRef) -> !llvm.ptr {name = "r"}
// CHECK-NOT: acc.
func.func @map_type_from_exit_ops(%o: !llvm.ptr, %r: !llvm.ptr) {
  %0 = acc.create varPtr(%o : !llvm.ptr) varType(i32) -> !llvm.ptr {name = "o"}
  %1 = acc.copyin varPtr(%r : !llvm.ptr) varType(i32) -> !llvm.ptr {modifiers = #acc<data_clause_modifier readonly>, name = "r"}
  acc.parallel dataOperands(%0, %1 : !llvm.ptr, !llvm.ptr) {
    acc.yield
  }
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%o : !llvm.ptr) varType(i32) {name = "o"}
  acc.delete accPtr(%1 : !llvm.ptr) {dataClause = #acc<data_clause acc_copyin>, name = "r"}
  return
}

// -----

// no_create: Clacc's `-fopenacc-no-create-omp=no-ompx-no-alloc` translation,
// map(hold, alloc) (MLIR 22 has no `ompx_no_alloc` map flag).

// CHECK-LABEL: func.func @no_create
// CHECK: omp.map.info var_ptr(%{{.*}} : !llvm.ptr, f64) map_clauses(ompx_hold, storage) capture(ByRef) -> !llvm.ptr {name = "a"}
// CHECK-NOT: acc.
func.func @no_create(%a: !llvm.ptr) {
  %0 = acc.nocreate varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a"}
  acc.parallel dataOperands(%0 : !llvm.ptr) {
    %v = llvm.load %0 : !llvm.ptr -> f64
    acc.yield
  }
  acc.delete accPtr(%0 : !llvm.ptr) {dataClause = #acc<data_clause acc_no_create>, name = "a"}
  return
}
