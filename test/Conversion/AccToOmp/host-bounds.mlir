// RUN: acc-opt %s --convert-acc-to-omp --split-input-file | FileCheck %s
// The bounds of a construct's only loop, computed inside the construct, are
// computed again before it, for `host_eval` (transforms/host_bounds.rs): the
// loads of host variables and the arithmetic are cloned, a local's load is
// replaced by the value stored to it, a call whose result only the bounds
// use moves. Code only the bounds used goes from the region, so the values
// it read do not become live-ins.

// A local of the region (`int m = n / 2;`) and a variable of a data clause,
// written earlier in the region (a store to another variable does not
// change it). The data clause's variable is read through the runtime's
// view of a device's copy (present already, a construct may have changed
// it there).
// CHECK-LABEL: func.func @local_and_clause(
// CHECK:         %[[NP:.*]] = llvm.alloca %{{.*}} x i32
// CHECK:         %[[FOUR:.*]] = arith.constant 4 : i64
// CHECK-NEXT:    %[[VIEW:.*]] = llvm.call @__acc2omp_device_view(%[[NP]], %[[FOUR]]) : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:    %[[N:.*]] = llvm.load %[[VIEW]] : !llvm.ptr -> i32
// CHECK:         %[[M:.*]] = arith.divsi %[[N]], %{{.*}} : i32
// CHECK:         omp.target host_eval(%{{.*}} -> %{{.*}}, %{{.*}} -> %[[LB:.*]], %[[M]] -> %[[UB:.*]], %{{.*}} -> %[[ST:.*]] : i32, i32, i32, i32)
// CHECK-NOT:       llvm.load
// CHECK:           llvm.store
// CHECK-NOT:       llvm.load
// CHECK:           omp.distribute
// CHECK-NEXT:        omp.loop_nest (%{{.*}}) : i32 = (%[[LB]]) to (%[[UB]]) step (%[[ST]])
func.func @local_and_clause(%nv0: i32) {
  %one = arith.constant 1 : i64
  %ap = llvm.alloca %one x !llvm.array<100 x f64> : (i64) -> !llvm.ptr
  %np = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  llvm.store %nv0, %np : i32, !llvm.ptr
  %n = acc.copyin varPtr(%np : !llvm.ptr) varType(i32) -> !llvm.ptr {name = "n"}
  %a = acc.copyin varPtr(%ap : !llvm.ptr) varType(!llvm.array<100 x f64>) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a"}
  acc.parallel dataOperands(%n, %a : !llvm.ptr, !llvm.ptr) {
    %c1 = arith.constant 1 : i64
    %m = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %nv = llvm.load %n : !llvm.ptr -> i32
    %c2 = arith.constant 2 : i32
    %half = arith.divsi %nv, %c2 : i32
    llvm.store %half, %m : i32, !llvm.ptr
    %c1_i32 = arith.constant 1 : i32
    llvm.store %c1_i32, %a : i32, !llvm.ptr
    %c0 = arith.constant 0 : i32
    %ub = llvm.load %m : !llvm.ptr -> i32
    acc.loop gang control(%i : i32) = (%c0 : i32) to (%ub : i32) step (%c1_i32 : i32) {
      %x = arith.sitofp %i : i32 to f64
      %e = llvm.getelementptr %a[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
      llvm.store %x, %e : f64, !llvm.ptr
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.yield
  }
  acc.copyout accPtr(%a : !llvm.ptr) to varPtr(%ap : !llvm.ptr) varType(!llvm.array<100 x f64>) {dataClause = #acc<data_clause acc_copy>, name = "a"}
  acc.delete accPtr(%n : !llvm.ptr) {dataClause = #acc<data_clause acc_copyin>, name = "n"}
  return
}

// -----

// A call in the bound moves before the construct (it runs once, as in the
// loop header of a combined construct); the arithmetic after it is cloned.
// CHECK-LABEL: func.func @call_moves(
// CHECK:         %[[C:.*]] = call @count(%{{.*}}) : (i32) -> i32
// CHECK:         %[[UB:.*]] = arith.addi %[[C]], %{{.*}} : i32
// CHECK:         omp.target host_eval(%{{.*}} -> %{{.*}}, %{{.*}} -> %{{.*}}, %[[UB]] -> %{{.*}}, %{{.*}} -> %{{.*}} : i32, i32, i32, i32)
// CHECK-NOT:     call @count
// CHECK:         return
func.func private @count(i32) -> i32
func.func @call_moves(%np: !llvm.ptr) {
  acc.parallel combined(loop) {
    %nv = llvm.load %np : !llvm.ptr -> i32
    %c = func.call @count(%nv) : (i32) -> i32
    %c3 = arith.constant 3 : i32
    %ub = arith.addi %c, %c3 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    acc.loop combined(parallel) gang control(%i : i32) = (%c0 : i32) to (%ub : i32) step (%c1 : i32) {
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.yield
  }
  return
}

// -----

// A local that escapes (its address is passed to a call) is not forwarded,
// a call whose result the region also uses does not move: the bounds stay
// inside, and the conversion reports them (see invalid.mlir). Here the
// loop is not the region's only OpenMP loop, so its bounds may stay.
// CHECK-LABEL: func.func @stays_inside(
// CHECK:         omp.target host_eval(%{{[^,]*}} -> %{{[^,]*}} : i32) {
// CHECK:           call @init(%[[M:.*]]) : (!llvm.ptr) -> ()
// CHECK:           llvm.load %[[M]] : !llvm.ptr -> i32
func.func private @init(!llvm.ptr)
func.func @stays_inside() {
  acc.parallel {
    %c1 = arith.constant 1 : i64
    %m = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    func.call @init(%m) : (!llvm.ptr) -> ()
    %ub = llvm.load %m : !llvm.ptr -> i32
    %c0 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    acc.loop gang control(%i : i32) = (%c0 : i32) to (%ub : i32) step (%c1_i32 : i32) {
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.loop gang control(%j : i32) = (%c0 : i32) to (%c1_i32 : i32) step (%c1_i32 : i32) {
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.yield
  }
  return
}
