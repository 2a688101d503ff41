// RUN: acc-opt %s --convert-acc-to-omp | FileCheck %s --check-prefix=HOST
// RUN: acc-opt %s --convert-acc-to-omp=device-type=nvidia | FileCheck %s --check-prefix=NVIDIA
// seq / independent / auto per device type (Clang 22 rejects `seq` beside
// `independent` even for other devices; MLIR has them per device type):
// the build's device's, else device_type(*)'s, else the default's. Here the
// host runs the loop sequentially, nvidia partitions it (gang for nvidia
// only); the default is auto.

// HOST-LABEL: func.func @per_device(
// HOST:         omp.target
// HOST-NOT:     omp.distribute
// HOST:         scf.for
// HOST:         return
// NVIDIA-LABEL: func.func @per_device(
// NVIDIA:       omp.distribute
// NVIDIA:       omp.loop_nest ({{.*}}) : i32 = ({{.*}}) to ({{.*}}) step ({{.*}}) {
func.func @per_device(%a: !llvm.ptr, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %p = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a"}
  acc.parallel dataOperands(%p : !llvm.ptr) {
    acc.loop gang([#acc.device_type<nvidia>]) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
      %v = llvm.load %p : !llvm.ptr -> f64
      llvm.store %v, %p : f64, !llvm.ptr
      acc.yield
    } attributes {auto_ = [#acc.device_type<none>], inclusiveUpperbound = array<i1: false>, seq = [#acc.device_type<host>], independent = [#acc.device_type<nvidia>]}
    acc.yield
  }
  acc.copyout accPtr(%p : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "a"}
  return
}
