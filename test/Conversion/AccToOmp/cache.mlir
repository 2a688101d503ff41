// RUN: acc-opt %s --convert-acc-to-omp | FileCheck %s
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-translate --mlir-to-llvmir -o /dev/null

// The `cache` directive is a hint: it is dropped and the loop uses the
// variable itself (Clacc discards it too).

// CHECK-LABEL: func.func @cache
// CHECK:         omp.target {{.*}}map_entries(%{{.*}} -> %[[A:[a-z0-9]+]]
// CHECK:           omp.distribute {
// CHECK:             llvm.getelementptr %[[A]][
// CHECK-NOT:     acc.
func.func @cache(%a: !llvm.ptr, %n: i32) {
  %e = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a"}
  acc.parallel dataOperands(%e : !llvm.ptr) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cached = acc.cache varPtr(%e : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a"}
    acc.loop gang cache(%cached : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
      %p = llvm.getelementptr %cached[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
      %v = llvm.load %p : !llvm.ptr -> f64
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.yield
  }
  acc.copyout accPtr(%e : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "a"}
  return
}
