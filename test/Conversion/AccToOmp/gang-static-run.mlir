// `gang(static:n)` -> `omp.distribute dist_schedule_static dist_schedule_chunk_size(n)`;
// `static:*` -> `dist_schedule_static` with the default chunk.
//
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 -w %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s
// CHECK: gang-static: a[0]=2 a[99]=200 sum=10100

// RUN: acc-opt %s --convert-acc-to-omp | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @kernel
// IR:         omp.distribute dist_schedule_static dist_schedule_chunk_size(%{{.*}} : i32) {
// IR:         omp.distribute dist_schedule_static {

module attributes {omp.is_target_device = false, omp.is_gpu = false, llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt("gang-static: a[0]=%g a[99]=%g sum=%g\0A\00") {addr_space = 0 : i32}

  // #pragma acc parallel loop gang(static:chunk) num_gangs(4) copy(a[0:n])
  //   for i: a[i] = i + 1
  // #pragma acc parallel loop gang(static:*) num_gangs(4) copy(a[0:n])
  //   for i: a[i] *= 2
  func.func @kernel(%a: !llvm.ptr, %n: i32, %chunk: i32) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %n64 = arith.extsi %n : i32 to i64
    %last = arith.subi %n64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%n64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %ca = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a"}
    %c4 = arith.constant 4 : i32
    acc.parallel num_gangs({%c4 : i32}) dataOperands(%ca : !llvm.ptr) {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      acc.loop gang({static=%chunk : i32}) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
        %i1 = arith.addi %i, %c1 : i32
        %v = arith.sitofp %i1 : i32 to f64
        %p = llvm.getelementptr %ca[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
        llvm.store %v, %p : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%ca : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "a"}
    %cb = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a"}
    acc.parallel num_gangs({%c4 : i32}) dataOperands(%cb : !llvm.ptr) {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %star = arith.constant -1 : i32
      acc.loop gang({static=%star : i32}) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
        %p = llvm.getelementptr %cb[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
        %v = llvm.load %p : !llvm.ptr -> f64
        %two = arith.constant 2.0 : f64
        %w = arith.mulf %v, %two : f64
        llvm.store %w, %p : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%cb : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "a"}
    return
  }

  func.func @main() -> i32 {
    %one64 = arith.constant 1 : i64
    %a = llvm.alloca %one64 x !llvm.array<100 x f64> : (i64) -> !llvm.ptr
    %n = arith.constant 100 : i32
    %chunk = arith.constant 3 : i32
    func.call @kernel(%a, %n, %chunk) : (!llvm.ptr, i32, i32) -> ()
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z = arith.constant 0.0 : f64
    %sum = scf.for %k = %c0 to %n step %c1 iter_args(%s = %z) -> (f64) : i32 {
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
