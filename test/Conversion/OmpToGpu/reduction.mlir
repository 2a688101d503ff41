// RUN: acc-opt %s --convert-omp-to-gpu | FileCheck %s
// Reductions in kernels: one partial per thread for the chain of levels
// (teams -> simd here), initialized by the declaration's init region; at the
// kernel's end each block combines its threads' partials and one thread per
// block folds the block's into the variable's device copy.

omp.declare_reduction @add_f64 : f64 init {
^bb0(%x: f64):
  %z = arith.constant 0.0 : f64
  omp.yield(%z : f64)
} combiner {
^bb0(%a: f64, %b: f64):
  %s = arith.addf %a, %b : f64
  omp.yield(%s : f64)
}

// CHECK-LABEL: func.func @dot(
// CHECK:         llvm.call @__acc2omp_map_enter
// CHECK:         %[[DEV:.*]] = llvm.call @__acc2omp_map_enter
// CHECK:         %[[S:.*]] = llvm.getelementptr %[[DEV]]
// As many blocks as the GPU holds at once (each thread combines a partial).
// CHECK:         %[[RESIDENT:.*]] = llvm.call @__acc2omp_resident_blocks(%{{.*}}) : (i64) -> i64
// CHECK:         %[[R:.*]] = arith.index_cast %[[RESIDENT]] : i64 to index
// CHECK:         arith.minui %{{.*}}, %[[R]] : index
// CHECK:         gpu.launch {{.*}} workgroup(%[[SHARED:.*]] : memref<8xf64, #gpu.address_space<workgroup>>)
// One partial, for both levels.
// CHECK:           %[[P:.*]] = llvm.alloca %{{.*}} x f64
// CHECK:           %[[ZERO:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:      llvm.store %[[ZERO]], %[[P]] : f64, !llvm.ptr
// CHECK-NOT:       llvm.alloca %{{.*}} x f64
// CHECK:           scf.for
// CHECK:             %[[OLD:.*]] = llvm.load %[[P]] : !llvm.ptr -> f64
// CHECK:             %[[NEW:.*]] = arith.addf %[[OLD]], %{{.*}} : f64
// CHECK:             llvm.store %[[NEW]], %[[P]] : f64, !llvm.ptr
// CHECK:           }
// The block combines its threads' partials: a butterfly of shuffles in
// each warp (a 64-bit value in two 32-bit halves), each warp's first lane
// stores the warp's partial in shared memory, and after a barrier every
// thread combines the 8 warps' partials in the same order.
// CHECK:           %[[MINE:.*]] = llvm.load %[[P]] : !llvm.ptr -> f64
// CHECK:           %[[LANE:.*]] = arith.andi %[[TID:arg[0-9]+]], %c31 : index
// CHECK:           %[[WARP:.*]] = arith.shrui %[[TID]], %c5 : index
// CHECK:           %[[FIRSTLANE:.*]] = arith.cmpi eq, %[[LANE]], %c0 : index
// CHECK:           %[[BITS:.*]] = llvm.bitcast %[[MINE]] : f64 to i64
// CHECK:           %[[LOW:.*]] = arith.trunci %[[BITS]] : i64 to i32
// CHECK:           gpu.shuffle  xor %[[LOW]], %c16_i32, %c32_i32 : i32
// CHECK:           gpu.shuffle  xor %{{.*}}, %c16_i32{{.*}}, %c32_i32{{.*}} : i32
// CHECK:           %[[OTHER:.*]] = llvm.bitcast %{{.*}} : i64 to f64
// CHECK:           arith.addf %[[MINE]], %[[OTHER]] : f64
// CHECK-COUNT-8:   gpu.shuffle  xor
// CHECK:           %[[WARPSUM:.*]] = arith.addf
// CHECK-NEXT:      scf.if %[[FIRSTLANE]] {
// CHECK-NEXT:        memref.store %[[WARPSUM]], %[[SHARED]][%[[WARP]]] : memref<8xf64, #gpu.address_space<workgroup>>
// CHECK:           gpu.barrier
// CHECK-COUNT-8:   memref.load %[[SHARED]]
// CHECK:           %[[BLOCKSUM:.*]] = arith.addf
// CHECK-NEXT:      gpu.barrier
// CHECK:           %[[FIRSTTHREAD:.*]] = arith.cmpi eq, %[[TID]], %{{.*}} : index
// CHECK-NEXT:      scf.if %[[FIRSTTHREAD]] {
// One compare-and-swap loop around the combiner per block (this
// declaration's symbol does not name an operator acc2omp wrote).
// CHECK-NEXT:          %[[FIRST:.*]] = llvm.load %[[S]] : !llvm.ptr -> f64
// CHECK:               scf.while (%[[SEEN:.*]] = %[[FIRST]]) : (f64) -> f64 {
// CHECK:                 %[[SUM:.*]] = arith.addf %[[SEEN]], %[[BLOCKSUM]] : f64
// CHECK:                 %[[A:.*]] = llvm.bitcast %[[SEEN]] : f64 to i64
// CHECK:                 %[[B:.*]] = llvm.bitcast %[[SUM]] : f64 to i64
// CHECK:                 %[[R:.*]] = llvm.cmpxchg %[[S]], %[[A]], %[[B]] acq_rel monotonic : !llvm.ptr, i64
// CHECK:                 scf.condition(%{{.*}}) %{{.*}} : f64
// CHECK:           gpu.terminator
// CHECK-NOT:     omp.teams {{.*}}reduction
// CHECK:         omp.target
// CHECK:           omp.teams {{.*}}reduction(@add_f64
func.func @dot(%x: !llvm.ptr, %s: !llvm.ptr, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %mx = omp.map.info var_ptr(%x : !llvm.ptr, !llvm.array<1024 x f64>) map_clauses(ompx_hold, to) capture(ByRef) -> !llvm.ptr {name = "x"}
  %ms = omp.map.info var_ptr(%s : !llvm.ptr, f64) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "s"}
  omp.target host_eval(%c4 -> %nt, %c0 -> %lb, %n -> %ub, %c1 -> %st : i32, i32, i32, i32) map_entries(%mx -> %px, %ms -> %ps : !llvm.ptr, !llvm.ptr) {
    omp.teams num_teams(to %nt : i32) reduction(@add_f64 %ps -> %rt : !llvm.ptr) {
      omp.distribute {
        omp.simd reduction(@add_f64 %rt -> %rs : !llvm.ptr) {
          omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
            %e = llvm.getelementptr %px[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
            %v = llvm.load %e : !llvm.ptr -> f64
            %old = llvm.load %rs : !llvm.ptr -> f64
            %new = arith.addf %old, %v : f64
            llvm.store %new, %rs : f64, !llvm.ptr
            omp.yield
          }
        } {omp.composite}
      } {omp.composite}
      omp.terminator
    }
    omp.terminator
  }
  return
}
