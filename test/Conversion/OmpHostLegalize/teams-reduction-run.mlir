// A teams reduction with teams of several threads: one team (num_teams(1),
// as `parallel loop gang num_gangs(1) reduction(+:s)` gives) whose threads
// OMP_TEAMS_THREAD_LIMIT sets. Upstream's lowering alone hangs there (its
// __kmpc_reduce and __kmpc_barrier wait for threads that never come); after
// omp-host-legalize the teams combine under a lock.
//
// RUN: acc-opt %s --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: FileCheck %s --check-prefix=LLVM < %t.ll
// RUN: clang -O1 -w %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 timeout 60 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 OMP_TEAMS_THREAD_LIMIT=4 KMP_TEAMS_THREAD_LIMIT=16 timeout 60 %t.exe | FileCheck %s
// CHECK: 1 team: 4950 4950
// CHECK: 3 teams: 4950 4950

// No __kmpc_reduce and no barrier in the teams function: a lock.
// LLVM-NOT:  __kmpc_reduce
// LLVM-NOT:  __kmpc_barrier
// LLVM:      call void @__kmpc_critical(
// LLVM-NOT:  __kmpc_reduce
// LLVM-NOT:  __kmpc_barrier
module {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global private constant @fmt("%d team%s: %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global private constant @one("\00") {addr_space = 0 : i32}
  llvm.mlir.global private constant @many("s\00") {addr_space = 0 : i32}
  omp.declare_reduction @add_i32 : i32 init {
  ^bb0(%arg0: i32):
    %c0 = arith.constant 0 : i32
    omp.yield(%c0 : i32)
  } combiner {
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = arith.addi %arg0, %arg1 : i32
    omp.yield(%0 : i32)
  }
  // Sums 0..n-1 over `teams` teams and prints it with the expected value.
  func.func @sum(%teams: i32, %n: i32, %suffix: !llvm.ptr) {
    %c1_64 = arith.constant 1 : i64
    %x = llvm.alloca %c1_64 x i32 : (i64) -> !llvm.ptr
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    llvm.store %c0, %x : i32, !llvm.ptr
    %m = omp.map.info var_ptr(%x : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr
    omp.target host_eval(%teams -> %nt, %c0 -> %lb, %n -> %ub, %c1 -> %st : i32, i32, i32, i32) map_entries(%m -> %px : !llvm.ptr) {
      omp.teams num_teams( to %nt : i32) reduction(@add_i32 %px -> %r : !llvm.ptr) {
        omp.distribute {
          omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
            %old = llvm.load %r : !llvm.ptr -> i32
            %new = arith.addi %old, %i : i32
            llvm.store %new, %r : i32, !llvm.ptr
            omp.yield
          }
        }
        omp.terminator
      }
      omp.terminator
    }
    %result = llvm.load %x : !llvm.ptr -> i32
    %nm1 = arith.subi %n, %c1 : i32
    %prod = arith.muli %n, %nm1 : i32
    %c2 = arith.constant 2 : i32
    %expected = arith.divsi %prod, %c2 : i32
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %p = llvm.call @printf(%fmt, %teams, %suffix, %result, %expected) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, !llvm.ptr, i32, i32) -> i32
    return
  }
  func.func @main() -> i32 {
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %c100 = arith.constant 100 : i32
    %one = llvm.mlir.addressof @one : !llvm.ptr
    %many = llvm.mlir.addressof @many : !llvm.ptr
    call @sum(%c1, %c100, %one) : (i32, i32, !llvm.ptr) -> ()
    call @sum(%c3, %c100, %many) : (i32, i32, !llvm.ptr) -> ()
    %c0 = arith.constant 0 : i32
    return %c0 : i32
  }
}
