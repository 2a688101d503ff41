// `acc serial` runs its region once, in one team of one thread.
//
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-openmp-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s

// CHECK: count=1 teams=1 threads=1

module attributes {omp.is_target_device = false, omp.is_gpu = false, llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @omp_get_num_teams() -> i32
  llvm.func @omp_get_thread_limit() -> i32
  llvm.mlir.global internal constant @fmt("count=%d teams=%d threads=%d\0A\00") {addr_space = 0 : i32}

  // #pragma acc serial copy(r[0:3])
  // { r[0] += 1; r[1] = omp_get_num_teams(); r[2] = omp_get_thread_limit(); }
  func.func @kernel(%r: !llvm.ptr) {
    %c0 = arith.constant 0 : i64
    %c2 = arith.constant 2 : i64
    %c3 = arith.constant 3 : i64
    %c1 = arith.constant 1 : i64
    %b = acc.bounds lowerbound(%c0 : i64) upperbound(%c2 : i64) extent(%c3 : i64) stride(%c1 : i64) startIdx(%c0 : i64)
    %0 = acc.copyin varPtr(%r : !llvm.ptr) varType(i32) bounds(%b) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "r[0:3]"}
    acc.serial dataOperands(%0 : !llvm.ptr) {
      %one = arith.constant 1 : i32
      %v = llvm.load %0 : !llvm.ptr -> i32
      %w = arith.addi %v, %one : i32
      llvm.store %w, %0 : i32, !llvm.ptr
      %t = llvm.call @omp_get_num_teams() : () -> i32
      %p1 = llvm.getelementptr %0[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %t, %p1 : i32, !llvm.ptr
      %l = llvm.call @omp_get_thread_limit() : () -> i32
      %p2 = llvm.getelementptr %0[2] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %l, %p2 : i32, !llvm.ptr
      acc.yield
    }
    acc.copyout accPtr(%0 : !llvm.ptr) bounds(%b) to varPtr(%r : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "r[0:3]"}
    return
  }

  func.func @main() -> i32 {
    %c1 = arith.constant 1 : i64
    %r = llvm.alloca %c1 x !llvm.array<3 x i32> : (i64) -> !llvm.ptr
    %zero = arith.constant 0 : i32
    %p1 = llvm.getelementptr %r[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %p2 = llvm.getelementptr %r[2] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %zero, %r : i32, !llvm.ptr
    llvm.store %zero, %p1 : i32, !llvm.ptr
    llvm.store %zero, %p2 : i32, !llvm.ptr
    func.call @kernel(%r) : (!llvm.ptr) -> ()
    %v0 = llvm.load %r : !llvm.ptr -> i32
    %v1 = llvm.load %p1 : !llvm.ptr -> i32
    %v2 = llvm.load %p2 : !llvm.ptr -> i32
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %x = llvm.call @printf(%fmt, %v0, %v1, %v2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32) -> i32
    return %zero : i32
  }
}
