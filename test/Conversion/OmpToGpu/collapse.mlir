// RUN: acc-opt %s --convert-omp-to-gpu --split-input-file | FileCheck %s

// `collapse(2)` with gang worker vector (parallel + distribute + wsloop +
// simd): the last level varies fastest (consecutive threads, consecutive j).
// CHECK-LABEL: func.func @collapse_gwv(
// CHECK:         %[[N0:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK:         %[[N1:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK:         %[[TOTAL:.*]] = arith.muli %[[N0]], %[[N1]] : index
// CHECK:         gpu.launch
// CHECK:           scf.for %[[K:.*]] = %{{.*}} to %[[TOTAL]] step %{{.*}} {
// CHECK:             %[[J:.*]] = arith.remui %[[K]], %[[N1]] : index
// CHECK:             %[[I:.*]] = arith.divui %[[K]], %[[N1]] : index
// CHECK:             %[[JC:.*]] = arith.index_cast %[[J]] : index to i32
// CHECK:             %[[JO:.*]] = arith.muli %[[JC]], %{{.*}} : i32
// CHECK:             %[[JV:.*]] = arith.addi %{{.*}}, %[[JO]] : i32
// CHECK:             %[[IC:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK:             %[[IO:.*]] = arith.muli %[[IC]], %{{.*}} : i32
// CHECK:             %[[IV:.*]] = arith.addi %{{.*}}, %[[IO]] : i32
// The body's i is the outer level's, j the inner's.
// CHECK:             %[[ROW:.*]] = arith.muli %[[IV]], %{{.*}} : i32
// CHECK:             arith.addi %[[ROW]], %[[JV]] : i32
// CHECK-NOT:         omp.
// CHECK:           gpu.terminator
func.func @collapse_gwv(%a: !llvm.ptr, %n: i32, %m: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %map = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<64 x f32>) map_clauses(ompx_hold, from) capture(ByRef) -> !llvm.ptr {name = "a"}
  omp.target host_eval(%c4 -> %nt, %c0 -> %lb0, %c0 -> %lb1, %n -> %ub0, %m -> %ub1, %c1 -> %st0, %c1 -> %st1 : i32, i32, i32, i32, i32, i32, i32) map_entries(%map -> %pa : !llvm.ptr) {
    omp.teams num_teams(to %nt : i32) {
      omp.parallel {
        omp.distribute {
          omp.wsloop {
            omp.simd {
              omp.loop_nest (%i, %j) : i32 = (%lb0, %lb1) to (%ub0, %ub1) step (%st0, %st1) collapse(2) {
                %c100 = arith.constant 100 : i32
                %row = arith.muli %i, %c100 : i32
                %x = arith.addi %row, %j : i32
                %f = arith.sitofp %x : i32 to f32
                %e = llvm.getelementptr %pa[%x] : (!llvm.ptr, i32) -> !llvm.ptr, f32
                llvm.store %f, %e : f32, !llvm.ptr
                omp.yield
              }
            } {omp.composite}
          } {omp.composite}
        } {omp.composite}
        omp.terminator
      } {omp.composite}
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

// `tile(4, 8)`: the tiles are an order of the same iterations, which the
// independent loop allows in any order: the kernel spreads the flattened
// space of both levels as for collapse(2), the inner level fastest.
// CHECK-LABEL: func.func @tile(
// CHECK:         %[[N0:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK:         %[[N1:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK:         %[[TOTAL:.*]] = arith.muli %[[N0]], %[[N1]] : index
// CHECK:         gpu.launch
// CHECK:           scf.for %[[K:.*]] = %{{.*}} to %[[TOTAL]] step %{{.*}} {
// CHECK:             arith.remui %[[K]], %[[N1]] : index
// CHECK:             arith.divui %[[K]], %[[N1]] : index
// CHECK-NOT:         omp.
// CHECK:           gpu.terminator
func.func @tile(%a: !llvm.ptr, %n: i32, %m: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %map = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<64 x f32>) map_clauses(ompx_hold, from) capture(ByRef) -> !llvm.ptr {name = "a"}
  omp.target host_eval(%c0 -> %lb0, %c0 -> %lb1, %n -> %ub0, %m -> %ub1, %c1 -> %st0, %c1 -> %st1 : i32, i32, i32, i32, i32, i32) map_entries(%map -> %pa : !llvm.ptr) {
    omp.teams {
      omp.distribute {
        omp.loop_nest (%i, %j) : i32 = (%lb0, %lb1) to (%ub0, %ub1) step (%st0, %st1) collapse(2) tiles(4, 8) {
          %c100 = arith.constant 100 : i32
          %row = arith.muli %i, %c100 : i32
          %x = arith.addi %row, %j : i32
          %f = arith.sitofp %x : i32 to f32
          %e = llvm.getelementptr %pa[%x] : (!llvm.ptr, i32) -> !llvm.ptr, f32
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
