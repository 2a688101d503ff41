// RUN: acc-opt %s --convert-acc-to-omp --split-input-file | FileCheck %s
// The result lowers with upstream passes and translates to LLVM IR:
// RUN: acc-opt %s --convert-acc-to-omp --split-input-file --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts 2>/dev/null \
// RUN:   | mlir-translate --mlir-to-llvmir --split-input-file -o /dev/null

// omp.target is isolated from above: constants used in the region are
// cloned into it, and immutable scalar SSA values are mapped by copy through
// a stack slot in the function's entry block (never inside a loop).

// CHECK-LABEL: func.func @live_ins
// CHECK-SAME: (%[[S:.*]]: !llvm.ptr, %[[N:.*]]: i32, %[[X:.*]]: f64)
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[XSLOT:.*]] = llvm.alloca %[[ONE]] x f64
// CHECK: %[[ONE2:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[NSLOT:.*]] = llvm.alloca %[[ONE2]] x i32
// CHECK: scf.for
// CHECK: %[[MS:.*]] = omp.map.info var_ptr(%[[S]] : !llvm.ptr, i32) map_clauses(ompx_hold, tofrom)
// CHECK: llvm.store %[[N]], %[[NSLOT]] : i32, !llvm.ptr
// CHECK: %[[MN:.*]] = omp.map.info var_ptr(%[[NSLOT]] : !llvm.ptr, i32) map_clauses(to) capture(ByCopy) -> !llvm.ptr
// CHECK: llvm.store %[[X]], %[[XSLOT]] : f64, !llvm.ptr
// CHECK: %[[MX:.*]] = omp.map.info var_ptr(%[[XSLOT]] : !llvm.ptr, f64) map_clauses(to) capture(ByCopy) -> !llvm.ptr
// CHECK: omp.target host_eval({{.*}}) map_entries(%[[MS]] -> %[[DS:.*]], %[[MN]] -> %[[DN:.*]], %[[MX]] -> %[[DX:.*]] : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[NV:.*]] = llvm.load %[[DN]] : !llvm.ptr -> i32
// CHECK-DAG: %[[XV:.*]] = llvm.load %[[DX]] : !llvm.ptr -> f64
// CHECK: omp.teams num_teams({{.*}}) {
// CHECK: %[[P:.*]] = arith.muli %[[NV]], %[[C2]] : i32
// CHECK: llvm.store %[[P]], %[[DS]]
// CHECK: arith.fptosi %[[XV]]
// CHECK: omp.terminator
// CHECK: }
// CHECK-NOT: acc.
func.func @live_ins(%s: !llvm.ptr, %n: i32, %x: f64) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2 : i32
  scf.for %i = %c0 to %c4 step %c1 {
    %0 = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "s"}
    acc.parallel dataOperands(%0 : !llvm.ptr) {
      %p = arith.muli %n, %two : i32
      llvm.store %p, %0 : i32, !llvm.ptr
      %xi = arith.fptosi %x : f64 to i32
      llvm.store %xi, %0 : i32, !llvm.ptr
      acc.yield
    }
    acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "s"}
  }
  return
}

// -----

// A mutable global scalar is a variable like a local (OpenACC 3.3 §2.6.2
// makes no exception for globals): firstprivate, a copy per gang from a
// map(to) of the global. A constant global and a global array are used in
// place: their addresses are re-created inside the region (on the host an
// aggregate's copy is the variable itself).

// CHECK-LABEL: func.func @global_address
// CHECK: %[[G:.*]] = llvm.mlir.addressof @g : !llvm.ptr
// CHECK: %[[M:.*]] = omp.map.info var_ptr(%[[G]] : !llvm.ptr, i32) map_clauses(ompx_hold, to) capture(ByRef) -> !llvm.ptr
// CHECK: omp.target host_eval({{.*}}) map_entries(%[[M]] -> %[[ARG:.*]] : !llvm.ptr) {
// CHECK-NEXT: %[[C:.*]] = llvm.mlir.addressof @c : !llvm.ptr
// CHECK-NEXT: %[[A:.*]] = llvm.mlir.addressof @a : !llvm.ptr
// CHECK-NEXT: omp.teams num_teams({{.*}}) {
// CHECK: %[[COPY:.*]] = llvm.alloca %{{.*}} x i32
// CHECK: %[[INIT:.*]] = llvm.load %[[ARG]] : !llvm.ptr -> i32
// CHECK: llvm.store %[[INIT]], %[[COPY]]
// CHECK: llvm.store %{{.*}}, %[[COPY]] : i32, !llvm.ptr
// CHECK: llvm.load %[[C]]
// CHECK: llvm.store %{{.*}}, %[[A]]
llvm.mlir.global internal @g(0 : i32) : i32
llvm.mlir.global internal constant @c(3 : i32) : i32
llvm.mlir.global internal @a(dense<0> : tensor<4xi32>) : !llvm.array<4 x i32>
func.func @global_address() {
  %g = llvm.mlir.addressof @g : !llvm.ptr
  %c = llvm.mlir.addressof @c : !llvm.ptr
  %a = llvm.mlir.addressof @a : !llvm.ptr
  acc.parallel {
    %one = arith.constant 1 : i32
    llvm.store %one, %g : i32, !llvm.ptr
    %v = llvm.load %c : !llvm.ptr -> i32
    llvm.store %v, %a : i32, !llvm.ptr
    acc.yield
  }
  return
}
