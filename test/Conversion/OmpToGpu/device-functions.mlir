// RUN: acc-opt %s --convert-omp-to-gpu | FileCheck %s
// RUN: acc-opt %s --convert-omp-to-gpu --gpu-kernel-outlining | FileCheck %s --check-prefix=OUTLINED
// A device function (`routine`: omp.declare_target) called in a kernel: the
// kernel calls its device copy, whose own calls go to device copies too;
// the host's function and its calls are left alone. C math calls stay calls
// here (convert-libm-to-nvptx makes them intrinsics after
// convert-gpu-to-nvvm).

llvm.func @sqrt(f64) -> f64

func.func private @norm(%x: f64) -> f64 attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>} {
  %s = func.call @square(%x) : (f64) -> f64
  %r = llvm.call @sqrt(%s) : (f64) -> f64
  return %r : f64
}

func.func private @square(%x: f64) -> f64 attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>} {
  %r = arith.mulf %x, %x : f64
  return %r : f64
}

// CHECK-LABEL: func.func private @norm(
// CHECK:         call @square(
// CHECK-LABEL: func.func private @norm__acc2omp_device(
// CHECK:         call @square__acc2omp_device(
// CHECK:         llvm.call @sqrt(
// CHECK-LABEL: func.func private @square__acc2omp_device(
// CHECK-LABEL: func.func @run(
// CHECK:         gpu.launch
// CHECK:           call @norm__acc2omp_device(
// CHECK:         omp.target
// CHECK:           call @norm(
// OUTLINED: gpu.module @run_kernel
// OUTLINED-DAG: func.func private @norm__acc2omp_device(
// OUTLINED-DAG: func.func private @square__acc2omp_device(
func.func @run(%s: !llvm.ptr) {
  %m = omp.map.info var_ptr(%s : !llvm.ptr, f64) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "s"}
  omp.target map_entries(%m -> %ps : !llvm.ptr) {
    %c1 = arith.constant 1 : i32
    omp.teams num_teams(to %c1 : i32) thread_limit(%c1 : i32) {
      %v = llvm.load %ps : !llvm.ptr -> f64
      %r = func.call @norm(%v) : (f64) -> f64
      llvm.store %r, %ps : f64, !llvm.ptr
      omp.terminator
    }
    omp.terminator
  }
  return
}

// A device function that reads a variable global (a `declare`d table):
// the target maps the global (its present copy), and the device copy takes
// the global's device address as an extra parameter, in place of its
// address.
llvm.mlir.global external @weights() {addr_space = 0 : i32} : !llvm.array<4 x f64> {
  %0 = llvm.mlir.zero : !llvm.array<4 x f64>
  llvm.return %0 : !llvm.array<4 x f64>
}
func.func private @weight(%k: i32) -> f64 attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>} {
  %w = llvm.mlir.addressof @weights : !llvm.ptr
  %e = llvm.getelementptr %w[0, %k] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x f64>
  %v = llvm.load %e : !llvm.ptr -> f64
  return %v : f64
}
// CHECK:       func.func private @weight__acc2omp_device(%[[K:.*]]: i32, %[[W:.*]]: !llvm.ptr) -> f64
// CHECK-NOT:     llvm.mlir.addressof @weights
// CHECK:         llvm.getelementptr %[[W]][0, %[[K]]]
// CHECK-LABEL: func.func @uses_global(
// CHECK:         %[[HOST:.*]] = llvm.mlir.addressof @weights : !llvm.ptr
// CHECK:         %[[DEV:.*]] = llvm.call @__acc2omp_map_enter(%[[HOST]],
// CHECK:         %[[BASE:.*]] = llvm.getelementptr %[[DEV]]
// CHECK:         gpu.launch
// CHECK:           func.call @weight__acc2omp_device(%{{.*}}, %[[BASE]]) : (i32, !llvm.ptr) -> f64
// The host version calls a host copy on the map's address (the emulated
// device's copy of the global).
// CHECK:         omp.target
// CHECK:           func.call @weight__acc2omp_host(%{{.*}}, %{{.*}}) : (i32, !llvm.ptr) -> f64
func.func @uses_global(%s: !llvm.ptr) {
  %m = omp.map.info var_ptr(%s : !llvm.ptr, f64) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "s"}
  omp.target map_entries(%m -> %ps : !llvm.ptr) {
    %c2 = arith.constant 2 : i32
    %v = func.call @weight(%c2) : (i32) -> f64
    llvm.store %v, %ps : f64, !llvm.ptr
    omp.terminator
  }
  return
}
