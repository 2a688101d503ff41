// The omp that convert-acc-to-omp emits is accepted downstream: it lowers
// with upstream passes, translates to LLVM IR, links with libomp and runs.
//
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-openmp-to-llvm --reconcile-unrealized-casts -o %t.mlir
// RUN: mlir-translate --mlir-to-llvmir %t.mlir -o %t.ll
// RUN: FileCheck %s --check-prefix=LLVM < %t.ll
// RUN: clang -O1 %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_TEAMS=2 %t.exe | FileCheck %s --check-prefix=OUT
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s --check-prefix=OUT
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s --check-prefix=OUT
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s --check-prefix=OUT
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s --check-prefix=OUT

// The target region runs on the host (no offload triple): an outlined
// function that forks the teams.
// LLVM-LABEL: define void @kernel(
// LLVM: call void @__omp_offloading_{{.*}}_kernel_l{{[0-9]+}}(
// LLVM: define internal void @__omp_offloading_{{.*}}_kernel_l{{[0-9]+}}(
// LLVM: call void {{.*}}@__kmpc_fork_teams(

// Every gang executes the region redundantly; the result is the same.
// OUT: out[0]=21 s=7

module attributes {omp.is_target_device = false, omp.is_gpu = false, llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt("out[0]=%g s=%d\0A\00") {addr_space = 0 : i32}

  // #pragma acc parallel copyin(in[0:2]) copyout(out[0:2]) copy(s)
  // { out[0] = in[0] * n; s = n; }
  func.func @kernel(%in: !llvm.ptr, %out: !llvm.ptr, %s: !llvm.ptr, %n: i32) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c2 = arith.constant 2 : i64
    %bnd = acc.bounds lowerbound(%c0 : i64) upperbound(%c1 : i64) extent(%c2 : i64) stride(%c1 : i64) startIdx(%c0 : i64)
    %din = acc.copyin varPtr(%in : !llvm.ptr) varType(f64) bounds(%bnd) -> !llvm.ptr {name = "in[0:2]"}
    %dout = acc.create varPtr(%out : !llvm.ptr) varType(f64) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "out[0:2]"}
    %ds = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "s"}
    acc.parallel dataOperands(%din, %dout, %ds : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
      %v = llvm.load %din : !llvm.ptr -> f64
      %nf = arith.sitofp %n : i32 to f64
      %r = arith.mulf %v, %nf : f64
      llvm.store %r, %dout : f64, !llvm.ptr
      llvm.store %n, %ds : i32, !llvm.ptr
      acc.yield
    }
    acc.copyout accPtr(%ds : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "s"}
    acc.copyout accPtr(%dout : !llvm.ptr) bounds(%bnd) to varPtr(%out : !llvm.ptr) varType(f64) {name = "out[0:2]"}
    acc.delete accPtr(%din : !llvm.ptr) bounds(%bnd) {dataClause = #acc<data_clause acc_copyin>, name = "in[0:2]"}
    return
  }

  func.func @main() -> i32 {
    %c1 = arith.constant 1 : i64
    %in = llvm.alloca %c1 x !llvm.array<2 x f64> : (i64) -> !llvm.ptr
    %out = llvm.alloca %c1 x !llvm.array<2 x f64> : (i64) -> !llvm.ptr
    %s = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %three = arith.constant 3.0 : f64
    %zero = arith.constant 0.0 : f64
    %zi = arith.constant 0 : i32
    %in1 = llvm.getelementptr %in[1] : (!llvm.ptr) -> !llvm.ptr, f64
    %out1 = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, f64
    llvm.store %three, %in : f64, !llvm.ptr
    llvm.store %three, %in1 : f64, !llvm.ptr
    llvm.store %zero, %out : f64, !llvm.ptr
    llvm.store %zero, %out1 : f64, !llvm.ptr
    llvm.store %zi, %s : i32, !llvm.ptr
    %n = arith.constant 7 : i32
    func.call @kernel(%in, %out, %s, %n) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32) -> ()
    %o0 = llvm.load %out : !llvm.ptr -> f64
    %sv = llvm.load %s : !llvm.ptr -> i32
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %r = llvm.call @printf(%fmt, %o0, %sv) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, i32) -> i32
    return %zi : i32
  }
}
