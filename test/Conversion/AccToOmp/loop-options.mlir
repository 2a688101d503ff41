// Clacc's implicit worker and vector clauses (-fopenacc-implicit-worker,
// -fopenacc-implicit-vector), off by default.
//
// RUN: acc-opt %s --convert-acc-to-omp | FileCheck %s --check-prefix=DEFAULT
// RUN: acc-opt %s --convert-acc-to-omp="implicit-worker=vector" | FileCheck %s --check-prefix=WVEC
// RUN: acc-opt %s --convert-acc-to-omp="implicit-worker=outer" | FileCheck %s --check-prefix=WOUTER
// RUN: acc-opt %s --convert-acc-to-omp="implicit-vector=outer" | FileCheck %s --check-prefix=VOUTER
// RUN: acc-opt %s --convert-acc-to-omp="implicit-worker=vector-outer implicit-vector=outer" --omp-host-legalize --convert-scf-to-cf \
// RUN:   --convert-arith-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --convert-openmp-to-llvm \
// RUN:   --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o /dev/null

// #pragma acc parallel
// #pragma acc loop gang      for i    -- gets worker with implicit-worker=outer
//   #pragma acc loop         for j    -- sequential (implicit-vector=outer vectorizes i)
// #pragma acc loop gang vector for k  -- gets worker with implicit-worker=vector
func.func @nest(%a: !llvm.ptr, %n: i32) {
  %e = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a"}
  acc.parallel dataOperands(%e : !llvm.ptr) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    acc.loop gang control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
      acc.loop control(%j : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.loop gang vector control(%k : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.yield
  }
  acc.copyout accPtr(%e : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "a"}
  return
}

// DEFAULT:      omp.distribute {
// DEFAULT-NEXT:   omp.loop_nest
// DEFAULT-NEXT:     scf.for
// DEFAULT:      omp.distribute {
// DEFAULT-NEXT:   omp.simd {

// WVEC:         omp.distribute {
// WVEC-NEXT:      omp.loop_nest
// WVEC-NEXT:        scf.for
// WVEC:         omp.parallel {
// WVEC-NEXT:      omp.distribute {
// WVEC-NEXT:        omp.wsloop {
// WVEC-NEXT:          omp.simd {

// WOUTER:       omp.parallel {
// WOUTER-NEXT:    omp.distribute {
// WOUTER-NEXT:      omp.wsloop {
// WOUTER-NEXT:        omp.loop_nest
// WOUTER-NEXT:          scf.for
// WOUTER:       omp.parallel {
// WOUTER-NEXT:    omp.distribute {
// WOUTER-NEXT:      omp.wsloop {
// WOUTER-NEXT:        omp.simd {

// The outermost loop that permits vector is the gang loop itself (nothing
// inside it is partitioned):
// VOUTER:       omp.distribute {
// VOUTER-NEXT:    omp.simd {
// VOUTER-NEXT:      omp.loop_nest
// VOUTER-NEXT:        scf.for
// VOUTER:       omp.distribute {
// VOUTER-NEXT:    omp.simd {

// -----

// RUN: acc-opt %s --convert-acc-to-omp --split-input-file | FileCheck %s --check-prefix=UPDATE
// RUN: acc-opt %s --convert-acc-to-omp="update-present=no-present" --split-input-file | FileCheck %s --check-prefix=NOUPDATE
// UPDATE-LABEL: func.func @update
// UPDATE:         map_clauses(present, to)
// NOUPDATE-LABEL: func.func @update
// NOUPDATE:       map_clauses(to)
func.func @update(%a: !llvm.ptr) {
  %u = acc.update_device varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a", structured = false}
  acc.update dataOperands(%u : !llvm.ptr)
  return
}
