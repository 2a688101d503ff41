// `tile(4, 4)` -> `omp.loop_nest ... tiles(4, 4)` on the parallelized loop
// (the floor loops are collapsed and partitioned); `*` is size 1. A vector
// (simd) loop is collapsed without tiling, and so is every loop with
// tile=collapse. The 10x10 nest has partial tiles; every element is written
// exactly once by each construct.
//
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 -w %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s
// CHECK: tile: a[0]=3 a[99]=102 sum=5250

// RUN: acc-opt %s --convert-acc-to-omp | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @gang_tile
// IR:         omp.distribute {
// IR-NEXT:      omp.loop_nest (%{{.*}}, %{{.*}}) : i32 = ({{.*}}) to ({{.*}}) step ({{.*}}) collapse(2) tiles(4, 4) {
// IR-LABEL: func.func @worker_tile_star
// IR:         omp.wsloop {
// IR-NEXT:      omp.loop_nest (%{{.*}}, %{{.*}}) : i32 = ({{.*}}) to ({{.*}}) step ({{.*}}) collapse(2) tiles(3, 1) {
// IR-LABEL: func.func @gang_vector_tile
// IR:           omp.simd
// IR-NEXT:        omp.loop_nest (%{{.*}}, %{{.*}}) : i32 = ({{.*}}) to ({{.*}}) step ({{.*}}) collapse(2) {

// RUN: acc-opt %s --convert-acc-to-omp=tile=collapse | FileCheck %s --check-prefix=COLLAPSE
// COLLAPSE-LABEL: func.func @gang_tile
// COLLAPSE:         omp.loop_nest (%{{.*}}, %{{.*}}) : i32 = ({{.*}}) to ({{.*}}) step ({{.*}}) collapse(2) {
// COLLAPSE-LABEL: func.func @worker_tile_star
// COLLAPSE:         omp.loop_nest (%{{.*}}, %{{.*}}) : i32 = ({{.*}}) to ({{.*}}) step ({{.*}}) collapse(2) {
// COLLAPSE-NOT:   tiles(

module attributes {omp.is_target_device = false, omp.is_gpu = false, llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt("tile: a[0]=%g a[99]=%g sum=%g\0A\00") {addr_space = 0 : i32}

  // #pragma acc parallel loop gang tile(4, 4) copy(a[0:n*m])
  // for (i) for (j) a[i*m+j] = i*m+j+1;
  func.func @gang_tile(%a: !llvm.ptr, %n: i32, %m: i32) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %nm = arith.muli %n, %m : i32
    %nm64 = arith.extsi %nm : i32 to i64
    %last = arith.subi %nm64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%nm64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %ca = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a"}
    acc.parallel combined(loop) dataOperands(%ca : !llvm.ptr) {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c4 = arith.constant 4 : i32
      acc.loop combined(parallel) gang tile({%c4 : i32, %c4 : i32}) control(%i : i32, %j : i32) = (%c0, %c0 : i32, i32) to (%n, %m : i32, i32) step (%c1, %c1 : i32, i32) {
        %row = arith.muli %i, %m : i32
        %k = arith.addi %row, %j : i32
        %k1 = arith.addi %k, %c1 : i32
        %v = arith.sitofp %k1 : i32 to f64
        %p = llvm.getelementptr %ca[%k] : (!llvm.ptr, i32) -> !llvm.ptr, f64
        llvm.store %v, %p : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false, false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%ca : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "a"}
    return
  }

  // #pragma acc parallel loop worker tile(3, *) num_gangs(1) copy(a[0:n*m])
  // for (i) for (j) a[i*m+j] += 1;
  func.func @worker_tile_star(%a: !llvm.ptr, %n: i32, %m: i32) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %nm = arith.muli %n, %m : i32
    %nm64 = arith.extsi %nm : i32 to i64
    %last = arith.subi %nm64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%nm64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %ca = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a"}
    %g1 = arith.constant 1 : i32
    acc.parallel combined(loop) num_gangs({%g1 : i32}) dataOperands(%ca : !llvm.ptr) {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c3 = arith.constant 3 : i32
      %star = arith.constant -1 : i32
      acc.loop combined(parallel) worker tile({%c3 : i32, %star : i32}) control(%i : i32, %j : i32) = (%c0, %c0 : i32, i32) to (%n, %m : i32, i32) step (%c1, %c1 : i32, i32) {
        %row = arith.muli %i, %m : i32
        %k = arith.addi %row, %j : i32
        %p = llvm.getelementptr %ca[%k] : (!llvm.ptr, i32) -> !llvm.ptr, f64
        %v = llvm.load %p : !llvm.ptr -> f64
        %one = arith.constant 1.0 : f64
        %w = arith.addf %v, %one : f64
        llvm.store %w, %p : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false, false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%ca : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "a"}
    return
  }

  // #pragma acc parallel loop gang vector tile(2, 5) copy(a[0:n*m])
  // for (i) for (j) a[i*m+j] += 1;
  func.func @gang_vector_tile(%a: !llvm.ptr, %n: i32, %m: i32) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %nm = arith.muli %n, %m : i32
    %nm64 = arith.extsi %nm : i32 to i64
    %last = arith.subi %nm64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%nm64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %ca = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a"}
    acc.parallel combined(loop) dataOperands(%ca : !llvm.ptr) {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c2 = arith.constant 2 : i32
      %c5 = arith.constant 5 : i32
      acc.loop combined(parallel) gang vector tile({%c2 : i32, %c5 : i32}) control(%i : i32, %j : i32) = (%c0, %c0 : i32, i32) to (%n, %m : i32, i32) step (%c1, %c1 : i32, i32) {
        %row = arith.muli %i, %m : i32
        %k = arith.addi %row, %j : i32
        %p = llvm.getelementptr %ca[%k] : (!llvm.ptr, i32) -> !llvm.ptr, f64
        %v = llvm.load %p : !llvm.ptr -> f64
        %one = arith.constant 1.0 : f64
        %w = arith.addf %v, %one : f64
        llvm.store %w, %p : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false, false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%ca : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "a"}
    return
  }

  func.func @main() -> i32 {
    %one64 = arith.constant 1 : i64
    %a = llvm.alloca %one64 x !llvm.array<100 x f64> : (i64) -> !llvm.ptr
    %n = arith.constant 10 : i32
    func.call @gang_tile(%a, %n, %n) : (!llvm.ptr, i32, i32) -> ()
    func.call @worker_tile_star(%a, %n, %n) : (!llvm.ptr, i32, i32) -> ()
    func.call @gang_vector_tile(%a, %n, %n) : (!llvm.ptr, i32, i32) -> ()
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c100 = arith.constant 100 : i32
    %z = arith.constant 0.0 : f64
    %sum = scf.for %k = %c0 to %c100 step %c1 iter_args(%s = %z) -> (f64) : i32 {
      %p = llvm.getelementptr %a[%k] : (!llvm.ptr, i32) -> !llvm.ptr, f64
      %v = llvm.load %p : !llvm.ptr -> f64
      %s2 = arith.addf %s, %v : f64
      scf.yield %s2 : f64
    }
    %a0 = llvm.load %a : !llvm.ptr -> f64
    %p99 = llvm.getelementptr %a[99] : (!llvm.ptr) -> !llvm.ptr, f64
    %a99 = llvm.load %p99 : !llvm.ptr -> f64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %r = llvm.call @printf(%fmt, %a0, %a99, %sum) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64, f64) -> i32
    return %c0 : i32
  }
}
