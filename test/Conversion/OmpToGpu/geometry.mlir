// RUN: acc-opt %s --convert-omp-to-gpu --split-input-file | FileCheck %s
// Launch geometry.

// A region without a partitioned loop (`serial`): one thread of one block.
// CHECK-LABEL: func.func @single(
// (num_gangs(1): one block.)
// CHECK:         %[[ONE:.*]] = arith.constant 1 : index
// CHECK:         %[[GRID:.*]] = arith.maxsi %{{.*}}, %[[ONE]] : index
// CHECK:         gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[GRID]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[ONE]],
// CHECK:           scf.for
// CHECK-NOT:       omp.
// CHECK:           gpu.terminator
func.func @single(%s: !llvm.ptr) {
  %map = omp.map.info var_ptr(%s : !llvm.ptr, i32) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "s"}
  omp.target map_entries(%map -> %ps : !llvm.ptr) {
    %c1 = arith.constant 1 : i32
    omp.teams num_teams(to %c1 : i32) thread_limit(%c1 : i32) {
      %c0 = arith.constant 0 : index
      %c10 = arith.constant 10 : index
      %s1 = arith.constant 1 : index
      scf.for %k = %c0 to %c10 step %s1 {
        %v = llvm.load %ps : !llvm.ptr -> i32
        %w = arith.addi %v, %c1 : i32
        llvm.store %w, %ps : i32, !llvm.ptr
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

// Gang-redundant code of num_gangs(4): one thread in each of 4 blocks,
// each running the region (as each gang does).
// CHECK-LABEL: func.func @several_gangs(
// CHECK:         %[[C4:.*]] = arith.constant 4 : i32
// CHECK:         %[[G:.*]] = arith.index_cast %[[C4]] : i32 to index
// CHECK:         %[[GRID:.*]] = arith.maxsi %[[G]], %{{.*}} : index
// CHECK:         gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[GRID]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[ONE:[^,]*]],
// CHECK:           llvm.atomicrmw add
func.func @several_gangs(%s: !llvm.ptr) {
  %m = omp.map.info var_ptr(%s : !llvm.ptr, i32) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "s"}
  %c4 = arith.constant 4 : i32
  omp.target host_eval(%c4 -> %nt : i32) map_entries(%m -> %ps : !llvm.ptr) {
    omp.teams num_teams(to %nt : i32) {
      %c1 = arith.constant 1 : i32
      omp.atomic.update %ps : !llvm.ptr {
      ^bb0(%o: i32):
        %w = arith.addi %o, %c1 : i32
        omp.yield(%w : i32)
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

// A loop kernel: blocks of 256 threads, as many blocks as the iteration
// space needs (rounded up), at most 2^20 (a grid-stride loop covers the
// rest), at least one.
// CHECK-LABEL: func.func @loop_grid(
// CHECK:         %[[COUNT:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK:         %[[BLOCK:.*]] = arith.constant 256 : index
// CHECK:         %[[C255:.*]] = arith.constant 255 : index
// CHECK:         %[[PADDED:.*]] = arith.addi %[[COUNT]], %[[C255]] : index
// CHECK:         %[[BLOCKS:.*]] = arith.divui %[[PADDED]], %[[BLOCK]] : index
// CHECK:         %[[MAX:.*]] = arith.constant 1048576 : index
// CHECK:         %[[CAPPED:.*]] = arith.minui %[[BLOCKS]], %[[MAX]] : index
// CHECK:         %[[GRID:.*]] = arith.maxui %[[CAPPED]], %{{.*}} : index
// CHECK:         gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[GRID]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[BLOCK]],
func.func @loop_grid(%a: !llvm.ptr, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %map = omp.map.info var_ptr(%a : !llvm.ptr, f32) map_clauses(ompx_hold, from) capture(ByRef) -> !llvm.ptr {name = "a"}
  omp.target host_eval(%c0 -> %lb, %n -> %ub, %c1 -> %st : i32, i32, i32) map_entries(%map -> %pa : !llvm.ptr) {
    omp.teams {
      omp.distribute {
        omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
          %f = arith.sitofp %i : i32 to f32
          %e = llvm.getelementptr %pa[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          llvm.store %f, %e : f32, !llvm.ptr
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

// vector_length(100) (simdlen): blocks of 128 threads (a multiple of a
// warp); num_gangs(8) (num_teams): at most 8 blocks, the grid-stride loop
// covering the rest.
// CHECK-LABEL: func.func @clauses(
// CHECK:         %[[BLOCK:.*]] = arith.constant 128 : index
// CHECK:         %[[BLOCKS:.*]] = arith.minui %{{.*}}, %{{.*}} : index
// CHECK:         %[[G:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK:         %[[GANGS:.*]] = arith.maxsi %[[G]], %{{.*}} : index
// CHECK:         %[[CAPPED:.*]] = arith.minui %[[BLOCKS]], %[[GANGS]] : index
// CHECK:         %[[GRID:.*]] = arith.maxui %[[CAPPED]], %{{.*}} : index
// CHECK:         gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[GRID]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[BLOCK]],
func.func @clauses(%a: !llvm.ptr, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %map = omp.map.info var_ptr(%a : !llvm.ptr, f32) map_clauses(ompx_hold, from) capture(ByRef) -> !llvm.ptr {name = "a"}
  omp.target host_eval(%c8 -> %nt, %c0 -> %lb, %n -> %ub, %c1 -> %st : i32, i32, i32, i32) map_entries(%map -> %pa : !llvm.ptr) {
    omp.teams num_teams(to %nt : i32) {
      omp.distribute {
        omp.simd simdlen(100) {
          omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
            %f = arith.sitofp %i : i32 to f32
            %e = llvm.getelementptr %pa[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f32
            llvm.store %f, %e : f32, !llvm.ptr
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

// -----

// acc2omp's host default for the number of gangs (the host's threads,
// omp_get_max_threads()) does not limit a GPU's grid, and is computed in
// the host version's branch only (its first call starts libomp: a GPU run
// never pays for it).
llvm.func @omp_get_max_threads() -> i32
// CHECK-LABEL: func.func @host_default(
// CHECK-NOT:     omp_get_max_threads
// CHECK:         %[[BLOCKS:.*]] = arith.minui %{{.*}}, %{{.*}} : index
// CHECK-NEXT:    %[[GRID:.*]] = arith.maxui %[[BLOCKS]], %{{.*}} : index
// CHECK-NOT:     omp_get_max_threads
// CHECK:         gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[GRID]],
// CHECK-NOT:     omp_get_max_threads
// CHECK:         } else {
// CHECK-NEXT:      %[[THREADS:.*]] = llvm.call @omp_get_max_threads() : () -> i32
// CHECK-NEXT:      omp.target host_eval(%[[THREADS]] -> 
func.func @host_default(%a: !llvm.ptr, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %threads = llvm.call @omp_get_max_threads() : () -> i32
  %map = omp.map.info var_ptr(%a : !llvm.ptr, f32) map_clauses(ompx_hold, from) capture(ByRef) -> !llvm.ptr {name = "a"}
  omp.target host_eval(%threads -> %nt, %c0 -> %lb, %n -> %ub, %c1 -> %st : i32, i32, i32, i32) map_entries(%map -> %pa : !llvm.ptr) {
    omp.teams num_teams(to %nt : i32) {
      omp.distribute {
        omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
          %f = arith.sitofp %i : i32 to f32
          %e = llvm.getelementptr %pa[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          llvm.store %f, %e : f32, !llvm.ptr
          omp.yield
        }
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}
