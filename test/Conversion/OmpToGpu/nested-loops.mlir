// RUN: acc-opt %s --convert-omp-to-gpu --split-input-file --verify-diagnostics | FileCheck %s
// A partitioned loop in the body of the kernel's partitioned loop (`gang`
// over rows, `vector` over a row: CSR SpMV): each row on a whole block (a
// grid-stride loop over the blocks), the row's elements over the block's
// threads (an scf.for from the thread's index, by the block's threads);
// its reduction into a partial (the declaration's initial value) that is
// combined over the block (warp shuffles, shared memory) and into the
// row's local after the loop; the row's store to memory by thread 0.
// (A gang-private array the inner loop writes keeps one row per thread and
// the inner loop sequential: test/Exec/Offload/gang-rows.c.)

omp.declare_reduction @add_f64 : f64 init {
^bb0(%x: f64):
  %z = arith.constant 0.0 : f64
  omp.yield(%z : f64)
} combiner {
^bb0(%a: f64, %b: f64):
  %s = arith.addf %a, %b : f64
  omp.yield(%s : f64)
}

// CHECK-LABEL: func.func @rows(
// CHECK:         gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%[[GX:[^ ]*]] = {{.*}} threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in {{.*}} workgroup(%[[SHARED:.*]] : memref<8xf64, #gpu.address_space<workgroup>>)
// CHECK:           %[[PARTIAL:.*]] = llvm.alloca %{{.*}} x f64
// The rows: a grid-stride loop of the blocks.
// CHECK:           scf.for %[[G:.*]] = %[[BX]] to %{{.*}} step %[[GX]] {
// CHECK:             %[[SUM:.*]] = llvm.alloca %{{.*}} x f64
// CHECK:             %[[LB:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:             %[[UB:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:             %[[INIT:.*]] = arith.constant 0.000000e+00 : f64
// CHECK:             llvm.store %[[INIT]], %[[PARTIAL]] : f64, !llvm.ptr
// CHECK:             gpu.barrier
// The row's elements: over the block's threads, from lb.
// CHECK:             scf.for %[[K:.*]] = %[[TX]] to %{{.*}} step %c256{{.*}} {
// CHECK:               %[[KI:.*]] = arith.index_cast %[[K]] : index to i32
// CHECK:               %[[OFF:.*]] = arith.muli %[[KI]], %{{.*}} : i32
// CHECK:               %[[J:.*]] = arith.addi %[[LB]], %[[OFF]] : i32
// CHECK:               llvm.load %[[PARTIAL]] : !llvm.ptr -> f64
// CHECK:               llvm.store %{{.*}}, %[[PARTIAL]] : f64, !llvm.ptr
// CHECK:             }
// CHECK:             gpu.barrier
// CHECK:             %[[MINE:.*]] = llvm.load %[[PARTIAL]] : !llvm.ptr -> f64
// CHECK-COUNT-10:    gpu.shuffle  xor
// CHECK:             memref.store %{{.*}}, %[[SHARED]]
// CHECK:             gpu.barrier
// CHECK-COUNT-8:     memref.load %[[SHARED]]
// CHECK:             %[[BLOCK:.*]] = arith.addf
// CHECK-NEXT:        gpu.barrier
// CHECK:             %[[OLD:.*]] = llvm.load %[[SUM]] : !llvm.ptr -> f64
// CHECK:             %[[NEW:.*]] = arith.addf %[[OLD]], %[[BLOCK]] : f64
// CHECK:             llvm.store %[[NEW]], %[[SUM]] : f64, !llvm.ptr
// CHECK:             %[[R:.*]] = llvm.load %[[SUM]] : !llvm.ptr -> f64
// CHECK:             %[[FIRST:.*]] = arith.cmpi eq, %[[TX]], %{{.*}} : index
// CHECK-NEXT:        scf.if %[[FIRST]] {
// CHECK-NEXT:          llvm.store %[[R]], %{{.*}} : f64, !llvm.ptr
// CHECK:             gpu.barrier
// CHECK-NOT:         omp.
// CHECK:           gpu.terminator
func.func @rows(%rp: !llvm.ptr, %v: !llvm.ptr, %y: !llvm.ptr, %n: i32) {
  %mrp = omp.map.info var_ptr(%rp : !llvm.ptr, i32) map_clauses(ompx_hold, to) capture(ByRef) -> !llvm.ptr {name = "rp"}
  %mv = omp.map.info var_ptr(%v : !llvm.ptr, f64) map_clauses(ompx_hold, to) capture(ByRef) -> !llvm.ptr {name = "v"}
  %my = omp.map.info var_ptr(%y : !llvm.ptr, f64) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "y"}
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  omp.target host_eval(%c0 -> %lo, %n -> %hi, %c1 -> %st : i32, i32, i32) map_entries(%mrp -> %prp, %mv -> %pv, %my -> %py : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    omp.teams {
      omp.distribute {
        omp.loop_nest (%i) : i32 = (%lo) to (%hi) step (%st) {
          %one = arith.constant 1 : i64
          %sum = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
          %zero = arith.constant 0.0 : f64
          llvm.store %zero, %sum : f64, !llvm.ptr
          %i64 = arith.extsi %i : i32 to i64
          %a = llvm.getelementptr %prp[%i64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
          %lb = llvm.load %a : !llvm.ptr -> i32
          %b = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, i32
          %ub = llvm.load %b : !llvm.ptr -> i32
          %c1i = arith.constant 1 : i32
          omp.simd reduction(@add_f64 %sum -> %ps : !llvm.ptr) {
            omp.loop_nest (%j) : i32 = (%lb) to (%ub) step (%c1i) {
              %j64 = arith.extsi %j : i32 to i64
              %e = llvm.getelementptr %pv[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f64
              %x = llvm.load %e : !llvm.ptr -> f64
              %old = llvm.load %ps : !llvm.ptr -> f64
              %new = arith.addf %old, %x : f64
              llvm.store %new, %ps : f64, !llvm.ptr
              omp.yield
            }
          }
          %r = llvm.load %sum : !llvm.ptr -> f64
          %yi = llvm.getelementptr %py[%i64] : (!llvm.ptr, i64) -> !llvm.ptr, f64
          llvm.store %r, %yi : f64, !llvm.ptr
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

omp.declare_reduction @add_i32 : i32 init {
^bb0(%x: i32):
  %z = arith.constant 0 : i32
  omp.yield(%z : i32)
} combiner {
^bb0(%a: i32, %b: i32):
  %s = arith.addi %a, %b : i32
  omp.yield(%s : i32)
}

// An inner reduction of a variable every row shares: not offloaded (the
// rows would race on it).
func.func @shared(%t: !llvm.ptr, %n: i32) {
  %mt = omp.map.info var_ptr(%t : !llvm.ptr, i32) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "t"}
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  omp.target host_eval(%c0 -> %lo, %n -> %hi, %c1 -> %st : i32, i32, i32) map_entries(%mt -> %pt : !llvm.ptr) {
    omp.teams {
      omp.distribute {
        omp.loop_nest (%i) : i32 = (%lo) to (%hi) step (%st) {
          %c4 = arith.constant 4 : i32
          %z = arith.constant 0 : i32
          %u = arith.constant 1 : i32
          // expected-error@+1 {{unsupported: a reduction on an inner partitioned loop of a variable the outer loop's iterations share, in a GPU kernel (--offload-arch)}}
          omp.simd reduction(@add_i32 %pt -> %p : !llvm.ptr) {
            omp.loop_nest (%j) : i32 = (%z) to (%c4) step (%u) {
              %old = llvm.load %p : !llvm.ptr -> i32
              %new = arith.addi %old, %j : i32
              llvm.store %new, %p : i32, !llvm.ptr
              omp.yield
            }
          }
          omp.yield
        }
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}
