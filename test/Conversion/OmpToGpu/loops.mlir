// RUN: acc-opt %s --convert-omp-to-gpu --split-input-file | FileCheck %s
// Loop kernels: the maps become calls of the offload runtime's present
// table, the region a gpu.launch beside its host version (chosen at run
// time: __acc2omp_offload_kind() == 2 is an NVIDIA GPU), the partitioned
// loop a grid-stride loop over the flattened iteration space.

omp.private {type = private} @priv_i32 : i32

// `parallel loop gang vector copy(y[0:n])`: distribute + simd over one level.
// CHECK-LABEL: func.func @gang_vector(
// CHECK-SAME:      %[[Y:[^:]*]]: !llvm.ptr, %[[N:[^:]*]]: i32)
// The section's range: &y[lb], (ub - lb + 1) * sizeof(f64), to|from|ompx_hold.
// CHECK:         %[[NAME:.*]] = llvm.mlir.addressof @acc2omp.name.795b303a6e5d
// CHECK:         %[[START:.*]] = llvm.getelementptr %[[Y]][%[[LB:.*]]] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK:         %[[BYTES:.*]] = arith.muli
// CHECK:         %[[FLAGS:.*]] = arith.constant 8195 : i64
// CHECK:         %[[DEV:.*]] = llvm.call @__acc2omp_map_enter(%[[START]], %[[BYTES]], %[[FLAGS]], %[[NAME]])
// The device address of y itself: the section's, less lb elements.
// CHECK:         %[[BASE:.*]] = llvm.getelementptr %[[DEV]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK:         %[[MAP:.*]] = omp.map.info var_ptr(%[[BASE]] : !llvm.ptr, f64)
// The trip count, on the host; 256 threads a block.
// CHECK:         %[[COUNT:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK:         %[[BLOCK:.*]] = arith.constant 256 : index
// CHECK:         %[[KIND:.*]] = llvm.call @__acc2omp_offload_kind() : () -> i32
// CHECK:         %[[GPU:.*]] = arith.cmpi eq, %[[KIND]], %{{.*}} : i32
// CHECK:         scf.if %[[GPU]] {
// CHECK:           gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%[[GX:.*]] = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%[[SX:.*]] = %[[BLOCK]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) {
// The region's code before the loop, then one private copy of i per thread.
// CHECK:             llvm.alloca %{{.*}} x i32 : (i64) -> !llvm.ptr
// CHECK:             %[[I:.*]] = llvm.alloca %{{.*}} x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT:        %[[T:.*]] = arith.muli %[[BX]], %[[SX]] : index
// CHECK:             %[[GID:.*]] = arith.addi %[[T]], %[[TX]] : index
// CHECK:             %[[STRIDE:.*]] = arith.muli %[[GX]], %[[SX]] : index
// CHECK:             scf.for %[[K:.*]] = %[[GID]] to %[[COUNT]] step %[[STRIDE]] {
// CHECK:               %[[KI:.*]] = arith.index_cast %[[K]] : index to i32
// CHECK:               %[[OFF:.*]] = arith.muli %[[KI]], %{{.*}} : i32
// CHECK:               %[[IV:.*]] = arith.addi %{{.*}}, %[[OFF]] : i32
// CHECK:               llvm.store %[[IV]], %[[I]] : i32, !llvm.ptr
// CHECK:               llvm.getelementptr %[[BASE]][%{{.*}}]
// CHECK-NOT:           omp.
// CHECK:             }
// CHECK:             gpu.terminator
// CHECK:         } else {
// CHECK:           omp.target host_eval(%{{.*}}) map_entries(%[[MAP]] -> %{{.*}} : !llvm.ptr) {
// The maps exit after the choice (in the function's block), whichever
// device ran the region.
// CHECK:         {{^    }}llvm.call @__acc2omp_map_exit(%[[START]], %[[BYTES]], %[[FLAGS]], %[[NAME]])
// CHECK:         return
func.func @gang_vector(%y: !llvm.ptr, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %n64 = arith.extsi %n : i32 to i64
  %last = arith.subi %n64, %one : i64
  %b = omp.map.bounds lower_bound(%z : i64) upper_bound(%last : i64) extent(%n64 : i64) stride(%one : i64) start_idx(%z : i64)
  %m = omp.map.info var_ptr(%y : !llvm.ptr, f64) map_clauses(ompx_hold, tofrom) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "y[0:n]"}
  omp.target host_eval(%c4 -> %nt, %c0 -> %lb, %n -> %ub, %c1 -> %st : i32, i32, i32, i32) map_entries(%m -> %py : !llvm.ptr) {
    omp.teams num_teams(to %nt : i32) {
      %c1_64 = arith.constant 1 : i64
      %i = llvm.alloca %c1_64 x i32 : (i64) -> !llvm.ptr
      omp.distribute {
        omp.simd private(@priv_i32 %i -> %pi : !llvm.ptr) {
          omp.loop_nest (%iv) : i32 = (%lb) to (%ub) step (%st) {
            llvm.store %iv, %pi : i32, !llvm.ptr
            %v = llvm.load %pi : !llvm.ptr -> i32
            %x = arith.sitofp %v : i32 to f64
            %v64 = arith.extsi %v : i32 to i64
            %e = llvm.getelementptr %py[%v64] : (!llvm.ptr, i64) -> !llvm.ptr, f64
            llvm.store %x, %e : f64, !llvm.ptr
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

// A pointer mapped by value (a `firstprivate` pointer, or one without a
// clause): the region gets the device address of the data it points to when
// that is present (OpenMP's zero-length array section), through a slot at
// the function's start.
// CHECK-LABEL: func.func @pointer_by_value(
// CHECK-SAME:      %[[PP:[^:]*]]: !llvm.ptr
// CHECK:         %[[SLOT:.*]] = llvm.alloca %{{.*}} x !llvm.ptr
// CHECK:         %[[HOST:.*]] = llvm.load %[[PP]] : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[DEV:.*]] = llvm.call @__acc2omp_device_address(%[[HOST]])
// CHECK:         llvm.store %[[DEV]], %[[SLOT]] : !llvm.ptr, !llvm.ptr
// CHECK:         llvm.call @__acc2omp_map_enter(%[[SLOT]],
func.func @pointer_by_value(%pp: !llvm.ptr) {
  %map = omp.map.info var_ptr(%pp : !llvm.ptr, !llvm.ptr) map_clauses(ompx_hold, to) capture(ByRef) -> !llvm.ptr {name = "p"}
  omp.target map_entries(%map -> %slot : !llvm.ptr) {
    %c1 = arith.constant 1 : i32
    omp.teams num_teams(to %c1 : i32) thread_limit(%c1 : i32) {
      %p = llvm.load %slot : !llvm.ptr -> !llvm.ptr
      %z = arith.constant 0.0 : f64
      llvm.store %z, %p : f64, !llvm.ptr
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

// Code before the partitioned loop that reads an array the loop only reads
// (every store of the loop has a known variable: `b`): every thread reads
// what one gang would. (It was "'llvm.load' outside the partitioned loop":
// only scalars' device copies were allowed; found by differential testing.
// An array the loop writes stays an error: invalid.mlir.)
// CHECK-LABEL: func.func @load_of_read_array(
// CHECK:         gpu.launch
// CHECK:           %[[T:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:           scf.for
// CHECK:             arith.addi %[[T]], %{{.*}} : i32
func.func @load_of_read_array(%a: !llvm.ptr, %b: !llvm.ptr, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %ma = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<8 x i32>) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "a"}
  %mb = omp.map.info var_ptr(%b : !llvm.ptr, !llvm.array<8 x i32>) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "b"}
  omp.target host_eval(%c1 -> %nt, %c0 -> %lb, %n -> %ub, %c1 -> %st : i32, i32, i32, i32) map_entries(%ma -> %pa, %mb -> %pb : !llvm.ptr, !llvm.ptr) {
    omp.teams num_teams(to %nt : i32) {
      %t = llvm.load %pa : !llvm.ptr -> i32
      omp.distribute {
        omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
          %e = llvm.getelementptr %pb[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
          %v = arith.addi %t, %i : i32
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
