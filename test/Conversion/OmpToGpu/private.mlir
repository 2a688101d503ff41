// RUN: acc-opt %s --convert-omp-to-gpu --split-input-file --verify-diagnostics | FileCheck %s
// Private variables in kernels: one uninitialized copy per thread (an
// alloca in the kernel before its loop), whatever level the clause is on;
// a firstprivate array (a `to` map the region copies into its own local)
// is read by every thread before the loop (the copy-in map is not written).

omp.private {type = private} @priv_f32 : f32
omp.private {type = private} @priv_i32 : i32

// CHECK-LABEL: func.func @per_thread(
// CHECK:         gpu.launch
// (The region's own allocas, which the private copies replace.)
// CHECK:           llvm.alloca %{{.*}} x f32 : (i64) -> !llvm.ptr
// CHECK:           llvm.alloca %{{.*}} x i32 : (i64) -> !llvm.ptr
// CHECK:           %[[T:.*]] = llvm.alloca %{{.*}} x f32 : (i64) -> !llvm.ptr
// CHECK:           %[[I:.*]] = llvm.alloca %{{.*}} x i32 : (i64) -> !llvm.ptr
// CHECK:           scf.for
// CHECK:             llvm.store %{{.*}}, %[[I]] : i32, !llvm.ptr
// CHECK:             llvm.store %{{.*}}, %[[T]] : f32, !llvm.ptr
// CHECK:             %[[TV:.*]] = llvm.load %[[T]] : !llvm.ptr -> f32
// CHECK-NOT:         omp.
// CHECK:           gpu.terminator
func.func @per_thread(%a: !llvm.ptr, %t: !llvm.ptr, %i: !llvm.ptr, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %map = omp.map.info var_ptr(%a : !llvm.ptr, f32) map_clauses(ompx_hold, from) capture(ByRef) -> !llvm.ptr {name = "a"}
  omp.target host_eval(%c0 -> %lb, %n -> %ub, %c1 -> %st : i32, i32, i32) map_entries(%map -> %pa : !llvm.ptr) {
    omp.teams {
      %one = arith.constant 1 : i64
      %tt = llvm.alloca %one x f32 : (i64) -> !llvm.ptr
      %ii = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
      omp.distribute private(@priv_f32 %tt -> %pt, @priv_i32 %ii -> %pi : !llvm.ptr, !llvm.ptr) {
        omp.loop_nest (%k) : i32 = (%lb) to (%ub) step (%st) {
          llvm.store %k, %pi : i32, !llvm.ptr
          %f = arith.sitofp %k : i32 to f32
          llvm.store %f, %pt : f32, !llvm.ptr
          %v = llvm.load %pt : !llvm.ptr -> f32
          %e = llvm.getelementptr %pa[%k] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          llvm.store %v, %e : f32, !llvm.ptr
          omp.yield
        }
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

// firstprivate(w) of an array: the region's own copy, filled from the
// copy-in map by every thread before the loop.
// CHECK-LABEL: func.func @firstprivate_array(
// CHECK:         gpu.launch
// CHECK:           %[[OWN:.*]] = llvm.alloca %{{.*}} x !llvm.array<4 x f32>
// CHECK:           %[[W:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.array<4 x f32>
// CHECK:           llvm.store %[[W]], %[[OWN]] : !llvm.array<4 x f32>, !llvm.ptr
// CHECK:           scf.for
func.func @firstprivate_array(%a: !llvm.ptr, %w: !llvm.ptr, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %ma = omp.map.info var_ptr(%a : !llvm.ptr, f32) map_clauses(ompx_hold, from) capture(ByRef) -> !llvm.ptr {name = "a"}
  %mw = omp.map.info var_ptr(%w : !llvm.ptr, !llvm.array<4 x f32>) map_clauses(ompx_hold, to) capture(ByRef) -> !llvm.ptr {name = "w"}
  omp.target host_eval(%c0 -> %lb, %n -> %ub, %c1 -> %st : i32, i32, i32) map_entries(%ma -> %pa, %mw -> %pw : !llvm.ptr, !llvm.ptr) {
    omp.teams {
      %one = arith.constant 1 : i64
      %own = llvm.alloca %one x !llvm.array<4 x f32> : (i64) -> !llvm.ptr
      %init = llvm.load %pw : !llvm.ptr -> !llvm.array<4 x f32>
      llvm.store %init, %own : !llvm.array<4 x f32>, !llvm.ptr
      omp.distribute {
        omp.loop_nest (%k) : i32 = (%lb) to (%ub) step (%st) {
          %e0 = llvm.getelementptr %own[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x f32>
          %v = llvm.load %e0 : !llvm.ptr -> f32
          %e = llvm.getelementptr %pa[%k] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          llvm.store %v, %e : f32, !llvm.ptr
          omp.yield
        }
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

// A private copy with an initial value (an init region) is not done yet.
omp.private {type = firstprivate} @first_i32 : i32 copy {
^bb0(%from: !llvm.ptr, %to: !llvm.ptr):
  %v = llvm.load %from : !llvm.ptr -> i32
  llvm.store %v, %to : i32, !llvm.ptr
  omp.yield(%to : !llvm.ptr)
}
func.func @initialized(%a: !llvm.ptr, %x: !llvm.ptr, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %map = omp.map.info var_ptr(%a : !llvm.ptr, i32) map_clauses(ompx_hold, from) capture(ByRef) -> !llvm.ptr {name = "a"}
  omp.target host_eval(%c0 -> %lb, %n -> %ub, %c1 -> %st : i32, i32, i32) map_entries(%map -> %pa : !llvm.ptr) {
    omp.teams {
      %one = arith.constant 1 : i64
      %xx = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
      // expected-error@+1 {{unsupported: the private copy '@first_i32' with an initial value in a GPU kernel (--offload-arch)}}
      omp.distribute private(@first_i32 %xx -> %px : !llvm.ptr) {
        omp.loop_nest (%k) : i32 = (%lb) to (%ub) step (%st) {
          %v = llvm.load %px : !llvm.ptr -> i32
          %e = llvm.getelementptr %pa[%k] : (!llvm.ptr, i32) -> !llvm.ptr, i32
          llvm.store %v, %e : i32, !llvm.ptr
          omp.yield
        }
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}
