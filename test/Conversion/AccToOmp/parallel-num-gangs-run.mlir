// num_gangs(g) gives g teams on the host, at most one per processor
// (omp-host-legalize: MLIR 22 would ask libomp for exactly g, and libomp
// would start g threads): num_gangs(1) one team, num_gangs(1000) as many as
// processors.
//
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-openmp-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s

// CHECK: teams=1 min(1000, procs)=1

module attributes {omp.is_target_device = false, omp.is_gpu = false, llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @omp_get_num_teams() -> i32
  llvm.func @omp_get_num_procs() -> i32
  llvm.mlir.global internal constant @fmt("teams=%d min(1000, procs)=%d\0A\00") {addr_space = 0 : i32}

  // #pragma acc parallel num_gangs(g) copy(s)
  // s = omp_get_num_teams();
  func.func @kernel(%s: !llvm.ptr, %g: i32) {
    %0 = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "s"}
    acc.parallel num_gangs({%g : i32}) dataOperands(%0 : !llvm.ptr) {
      %t = llvm.call @omp_get_num_teams() : () -> i32
      llvm.store %t, %0 : i32, !llvm.ptr
      acc.yield
    }
    acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "s"}
    return
  }

  func.func @main() -> i32 {
    %c1 = arith.constant 1 : i64
    %s = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %zero = arith.constant 0 : i32
    llvm.store %zero, %s : i32, !llvm.ptr
    %g = arith.constant 1 : i32
    func.call @kernel(%s, %g) : (!llvm.ptr, i32) -> ()
    %v = llvm.load %s : !llvm.ptr -> i32
    %many = arith.constant 1000 : i32
    func.call @kernel(%s, %many) : (!llvm.ptr, i32) -> ()
    %w = llvm.load %s : !llvm.ptr -> i32
    %procs = llvm.call @omp_get_num_procs() : () -> i32
    %same = arith.cmpi eq, %w, %procs : i32
    %flag = arith.extui %same : i1 to i32
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %r = llvm.call @printf(%fmt, %v, %flag) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    return %zero : i32
  }
}
