// acc kernels, the conservative translation: one target region per loop
// nest, parallel when the loop is independent, sequential otherwise; the
// data clauses become a target data region around them.
//
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts 2>/dev/null \
// RUN:   | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 -w %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s
// CHECK: kernels: a[0]=2 a[1]=4 a[99]=200 s=10100

// RUN: acc-opt %s --convert-acc-to-omp 2>&1 | FileCheck %s --check-prefix=IR
// IR:      kernels-run.mlir:[[@LINE+29]]:5: remark: 'acc.kernels' translated conservatively: 2 loop nest(s), each its own target region; 1 of them parallel (independent), the others sequential
// IR-LABEL: func.func @kernel
// IR:       omp.target_data map_entries(
// IR:         omp.target host_eval(
// IR:           omp.teams num_teams({{.*}}) {
// IR-NEXT:        omp.distribute {
// IR:         omp.target host_eval(
// IR:           omp.teams num_teams( to %{{.*}} : i32) thread_limit(%{{.*}} : i32) {
// IR:             scf.for
// IR-NOT:   acc.

// #pragma acc kernels copy(a[0:n], s)
// {
//   #pragma acc loop independent
//   for (i = 0; i < n; i++) a[i] = 2 * (i + 1);
//   for (i = 0; i < n; i++) s += a[i];          // auto: sequential
// }
module attributes {omp.is_target_device = false, omp.is_gpu = false, llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt("kernels: a[0]=%g a[1]=%g a[99]=%g s=%g\0A\00") {addr_space = 0 : i32}

  func.func @kernel(%a: !llvm.ptr, %s: !llvm.ptr, %n: i32) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %n64 = arith.extsi %n : i32 to i64
    %last = arith.subi %n64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%n64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %ca = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a[0:n]"}
    %cs = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "s"}
    acc.kernels dataOperands(%ca, %cs : !llvm.ptr, !llvm.ptr) {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      acc.loop control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
        %i1 = arith.addi %i, %c1 : i32
        %f = arith.sitofp %i1 : i32 to f64
        %two = arith.constant 2.0 : f64
        %v = arith.mulf %f, %two : f64
        %p = llvm.getelementptr %ca[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
        llvm.store %v, %p : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.loop control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
        %p = llvm.getelementptr %ca[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
        %v = llvm.load %p : !llvm.ptr -> f64
        %old = llvm.load %cs : !llvm.ptr -> f64
        %new = arith.addf %old, %v : f64
        llvm.store %new, %cs : f64, !llvm.ptr
        acc.yield
      } attributes {auto_ = [#acc.device_type<none>], inclusiveUpperbound = array<i1: false>}
      acc.terminator
    }
    acc.copyout accPtr(%ca : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "a[0:n]"}
    acc.copyout accPtr(%cs : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "s"}
    return
  }

  func.func @main() -> i32 {
    %one64 = arith.constant 1 : i64
    %a = llvm.alloca %one64 x !llvm.array<100 x f64> : (i64) -> !llvm.ptr
    %s = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %z = arith.constant 0.0 : f64
    llvm.store %z, %s : f64, !llvm.ptr
    %n = arith.constant 100 : i32
    func.call @kernel(%a, %s, %n) : (!llvm.ptr, !llvm.ptr, i32) -> ()
    %a0 = llvm.load %a : !llvm.ptr -> f64
    %p1 = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, f64
    %a1 = llvm.load %p1 : !llvm.ptr -> f64
    %p99 = llvm.getelementptr %a[99] : (!llvm.ptr) -> !llvm.ptr, f64
    %a99 = llvm.load %p99 : !llvm.ptr -> f64
    %sv = llvm.load %s : !llvm.ptr -> f64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %r = llvm.call @printf(%fmt, %a0, %a1, %a99, %sv) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64, f64, f64) -> i32
    %c0 = arith.constant 0 : i32
    return %c0 : i32
  }
}
