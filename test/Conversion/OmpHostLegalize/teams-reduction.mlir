// omp-host-legalize: a teams reduction becomes a team-private copy,
// initialised by the declaration's init region and combined into the
// original variable by each team under a lock (MLIR 22 lowers the teams
// reduction with a blocking __kmpc_reduce and a barrier that the team's
// other threads never reach on a host: a hang whenever a team has several
// threads).
//
// RUN: acc-opt %s --omp-host-legalize --split-input-file | FileCheck %s
// (teams-reduction-run.mlir runs such a reduction.)

// CHECK-LABEL: llvm.func internal @acc2omp.reduction.add.f64.teams.init(%{{.*}}: f64) -> f64 {
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:    llvm.return %[[Z]] : f64
// CHECK-LABEL: llvm.func internal @acc2omp.reduction.add.f64.teams.combiner(%{{.*}}: f64, %{{.*}}: f64) -> f64 {
// CHECK:         arith.addf
// CHECK-LABEL: llvm.func internal @acc2omp.reduction.add.f64.teams.combine(
// CHECK-SAME:    %[[P:.*]]: !llvm.ptr, %[[V:.*]]: f64) {
// CHECK-NEXT:    omp.critical {
// CHECK-NEXT:      %[[OLD:.*]] = llvm.load %[[P]] : !llvm.ptr -> f64
// CHECK-NEXT:      %[[NEW:.*]] = llvm.call @acc2omp.reduction.add.f64.teams.combiner(%[[OLD]], %[[V]])
// CHECK-NEXT:      llvm.store %[[NEW]], %[[P]] : f64, !llvm.ptr
// CHECK-LABEL: func.func @sum
// CHECK:         omp.target host_eval(%{{[^ ]*}} -> %[[NT:[^,]*]], {{.*}}) map_entries(%{{[^ ]*}} -> %[[X:[^ ]*]] : !llvm.ptr) {
// CHECK-NEXT:      omp.teams num_teams( to %[[NT]] : i32) {
// CHECK-NEXT:        %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:        %[[COPY:.*]] = llvm.alloca %[[ONE]] x f64 : (i64) -> !llvm.ptr
// CHECK-NEXT:        %[[MOLD:.*]] = llvm.mlir.poison : f64
// CHECK-NEXT:        %[[INIT:.*]] = llvm.call @acc2omp.reduction.add.f64.teams.init(%[[MOLD]])
// CHECK-NEXT:        llvm.store %[[INIT]], %[[COPY]] : f64, !llvm.ptr
// CHECK-NEXT:        omp.distribute {
// CHECK:               llvm.load %[[COPY]]
// CHECK:               llvm.store %{{.*}}, %[[COPY]]
// CHECK:             %[[PART:.*]] = llvm.load %[[COPY]] : !llvm.ptr -> f64
// CHECK-NEXT:        llvm.call @acc2omp.reduction.add.f64.teams.combine(%[[X]], %[[PART]]) : (!llvm.ptr, f64) -> ()
// CHECK-NEXT:        omp.terminator
module {
  omp.declare_reduction @acc2omp.reduction.add.f64 : f64 init {
  ^bb0(%arg0: f64):
    %cst = arith.constant 0.000000e+00 : f64
    omp.yield(%cst : f64)
  } combiner {
  ^bb0(%arg0: f64, %arg1: f64):
    %0 = arith.addf %arg0, %arg1 : f64
    omp.yield(%0 : f64)
  }
  func.func @sum(%x: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    %m = omp.map.info var_ptr(%x : !llvm.ptr, f64) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr
    omp.target host_eval(%c1 -> %nt, %c0 -> %lb, %n -> %ub, %c1 -> %st : i32, i32, i32, i32) map_entries(%m -> %px : !llvm.ptr) {
      omp.teams num_teams( to %nt : i32) reduction(@acc2omp.reduction.add.f64 %px -> %r : !llvm.ptr) {
        omp.distribute {
          omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
            %v = arith.sitofp %i : i32 to f64
            %old = llvm.load %r : !llvm.ptr -> f64
            %new = arith.addf %old, %v : f64
            llvm.store %new, %r : f64, !llvm.ptr
            omp.yield
          }
        }
        omp.terminator
      }
      omp.terminator
    }
    return
  }
}

// -----

// Two reductions, a private variable before them (block arguments: the
// private one first), an init that reads its mold, and a region with two
// exits: each exit combines both.
// CHECK-LABEL: llvm.func internal @mold.teams.init
// CHECK-LABEL: func.func @two
// CHECK-NOT:     reduction(
// CHECK:         omp.teams {
// CHECK:         omp.teams private(@p %{{.*}} -> %[[PRIV:[^ ]*]] : !llvm.ptr) {
// CHECK-NEXT:      llvm.mlir.constant
// CHECK-NEXT:      %[[A:.*]] = llvm.alloca %{{.*}} x i32
// CHECK-NEXT:      %[[MOLD:.*]] = llvm.load %[[XA:[^ ]*]] : !llvm.ptr -> i32
// CHECK-NEXT:      llvm.call @mold.teams.init(%[[MOLD]])
// CHECK:           %[[B:.*]] = llvm.alloca %{{.*}} x i64
// CHECK:           llvm.store %{{.*}}, %[[PRIV]]
// CHECK:           cf.cond_br
// CHECK:           llvm.call @mold.teams.combine(%[[XA]],
// CHECK-NEXT:      llvm.load
// CHECK-NEXT:      llvm.call @acc2omp.reduction.max.i64.teams.combine(
// CHECK-NEXT:      omp.terminator
// CHECK:           llvm.call @mold.teams.combine(%[[XA]],
// CHECK-NEXT:      llvm.load
// CHECK-NEXT:      llvm.call @acc2omp.reduction.max.i64.teams.combine(
// CHECK-NEXT:      omp.terminator
module {
  omp.private {type = private} @p : i32
  omp.declare_reduction @mold : i32 init {
  ^bb0(%arg0: i32):
    %z = arith.constant 0 : i32
    %m = arith.muli %arg0, %z : i32
    omp.yield(%m : i32)
  } combiner {
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = arith.addi %arg0, %arg1 : i32
    omp.yield(%0 : i32)
  }
  omp.declare_reduction @acc2omp.reduction.max.i64 : i64 init {
  ^bb0(%arg0: i64):
    %c = arith.constant -9223372036854775808 : i64
    omp.yield(%c : i64)
  } combiner {
  ^bb0(%arg0: i64, %arg1: i64):
    %0 = arith.maxsi %arg0, %arg1 : i64
    omp.yield(%0 : i64)
  }
  func.func @two(%xa: !llvm.ptr, %xb: !llvm.ptr, %q: !llvm.ptr, %c: i1) {
    omp.teams reduction(@mold %xa -> %ra, @acc2omp.reduction.max.i64 %xb -> %rb : !llvm.ptr, !llvm.ptr) {
      omp.terminator
    }
    omp.teams private(@p %q -> %pq : !llvm.ptr) reduction(@mold %xa -> %ra, @acc2omp.reduction.max.i64 %xb -> %rb : !llvm.ptr, !llvm.ptr) {
      %one = arith.constant 1 : i32
      llvm.store %one, %pq : i32, !llvm.ptr
      cf.cond_br %c, ^a, ^b
    ^a:
      %v = llvm.load %ra : !llvm.ptr -> i32
      llvm.store %v, %pq : i32, !llvm.ptr
      omp.terminator
    ^b:
      %w = arith.constant 7 : i64
      llvm.store %w, %rb : i64, !llvm.ptr
      omp.terminator
    }
    return
  }
}

// -----

// By reference (an array): the team's copy is the alloc region's (its ops
// moved into the teams region), the init region's helper takes the
// variable and the copy, the combination takes both pointers.
// CHECK-LABEL: llvm.func internal @arr.teams.init(
// CHECK-SAME:    %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) -> !llvm.ptr {
// CHECK-LABEL: llvm.func internal @arr.teams.combiner(
// CHECK-SAME:    %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) -> !llvm.ptr {
// CHECK-LABEL: llvm.func internal @arr.teams.combine(
// CHECK-SAME:    %[[P:.*]]: !llvm.ptr, %[[V:.*]]: !llvm.ptr) {
// CHECK-NEXT:    omp.critical {
// CHECK-NEXT:      llvm.call @arr.teams.combiner(%[[P]], %[[V]]) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:      omp.terminator
// CHECK-LABEL: func.func @byref(
// CHECK-SAME:    %[[X:.*]]: !llvm.ptr) {
// CHECK-NEXT:    omp.teams {
// CHECK-NEXT:      %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:      %[[A:.*]] = llvm.alloca %[[ONE]] x !llvm.array<4 x i32> : (i64) -> !llvm.ptr
// CHECK-NEXT:      %[[COPY:.*]] = llvm.call @arr.teams.init(%[[X]], %[[A]]) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:      arith.constant 1 : i32
// CHECK-NEXT:      llvm.store %{{.*}}, %[[COPY]] : i32, !llvm.ptr
// CHECK-NEXT:      llvm.call @arr.teams.combine(%[[X]], %[[COPY]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:      omp.terminator
module {
  omp.declare_reduction @arr : !llvm.ptr alloc {
    %one = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.alloca %one x !llvm.array<4 x i32> : (i64) -> !llvm.ptr
    omp.yield(%a : !llvm.ptr)
  } init {
  ^bb0(%mold: !llvm.ptr, %p: !llvm.ptr):
    %z = llvm.mlir.zero : !llvm.array<4 x i32>
    llvm.store %z, %p : !llvm.array<4 x i32>, !llvm.ptr
    omp.yield(%p : !llvm.ptr)
  } combiner {
  ^bb0(%p: !llvm.ptr, %q: !llvm.ptr):
    %x = llvm.load %p : !llvm.ptr -> i32
    %y = llvm.load %q : !llvm.ptr -> i32
    %s = arith.addi %x, %y : i32
    llvm.store %s, %p : i32, !llvm.ptr
    omp.yield(%p : !llvm.ptr)
  }
  func.func @byref(%x: !llvm.ptr) {
    omp.teams reduction(byref @arr %x -> %r : !llvm.ptr) {
      %one = arith.constant 1 : i32
      llvm.store %one, %r : i32, !llvm.ptr
      omp.terminator
    }
    return
  }
}
