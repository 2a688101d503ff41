// num_gangs(3) really gives 3 teams on the host.
//
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-openmp-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s

// CHECK: teams=3

module attributes {omp.is_target_device = false, omp.is_gpu = false, llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @omp_get_num_teams() -> i32
  llvm.mlir.global internal constant @fmt("teams=%d\0A\00") {addr_space = 0 : i32}

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
    %g = arith.constant 3 : i32
    func.call @kernel(%s, %g) : (!llvm.ptr, i32) -> ()
    %v = llvm.load %s : !llvm.ptr -> i32
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %r = llvm.call @printf(%fmt, %v) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    return %zero : i32
  }
}
