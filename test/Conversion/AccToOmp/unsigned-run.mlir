// Unsigned loop control variables: `acc` integers are signless, so the front
// end marks the loop `acc2omp.unsigned`. Sequential loops compare unsigned;
// parallelized ones are normalized (omp.loop_nest compares signed): they
// count their iterations in i64 (here a constant 32) and compute the
// variable from the iteration number. The range [2^31 - 16, 2^31 + 16) is empty when compared
// signed: each loop must count 32 iterations.
//
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 -w %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s
// CHECK: unsigned: gang=32 seq=32 down=32 sum=68719476720

// RUN: acc-opt %s --convert-acc-to-omp | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @kernel
// IR:         omp.target host_eval(%c4_i32 -> %{{[^,]*}}, %c0_i64 -> %{{[^,]*}}, %c32_i64 -> %{{[^,]*}}, %c1_i64 -> %{{[^ ]*}} : i32, i64, i64, i64)
// IR:           omp.loop_nest (%[[W:.*]]) : i64
// IR-NEXT:        %[[N:.*]] = arith.trunci %[[W]] : i64 to i32
// IR-NEXT:        %[[M:.*]] = arith.muli %[[N]], %{{.*}} : i32
// IR-NEXT:        arith.addi %c2147483632_i32{{.*}}, %[[M]] : i32
// IR:         scf.for unsigned
// IR:         arith.cmpi uge

module attributes {omp.is_target_device = false, omp.is_gpu = false, llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt("unsigned: gang=%d seq=%d down=%d sum=%lld\0A\00") {addr_space = 0 : i32}
  acc.reduction.recipe @red_add_i32 : !llvm.ptr reduction_operator <add> init {
  ^bb0(%o: !llvm.ptr):
    %one = arith.constant 1 : i64
    %p = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    acc.yield %p : !llvm.ptr
  } combiner {
  ^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
    acc.yield %l : !llvm.ptr
  }
  acc.reduction.recipe @red_add_i64 : !llvm.ptr reduction_operator <add> init {
  ^bb0(%o: !llvm.ptr):
    %one = arith.constant 1 : i64
    %p = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
    acc.yield %p : !llvm.ptr
  } combiner {
  ^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
    acc.yield %l : !llvm.ptr
  }

  // unsigned lo = 2147483632u, hi = 2147483664u;
  // #pragma acc parallel loop gang reduction(+:g, sum)  for (unsigned i = lo; i < hi; i++) { g++; sum += i; }
  // #pragma acc serial { for (unsigned i = lo; i < hi; i++) s++;  for (unsigned i = hi - 1; i >= lo; i--) d++; }
  func.func @kernel(%g: !llvm.ptr, %s: !llvm.ptr, %d: !llvm.ptr, %sum: !llvm.ptr) {
    %lo = arith.constant 2147483632 : i32
    %hi = arith.constant -2147483632 : i32
    %c4 = arith.constant 4 : i32
    %rg = acc.reduction varPtr(%g : !llvm.ptr) varType(i32) recipe(@red_add_i32) -> !llvm.ptr {name = "g"}
    %rs = acc.reduction varPtr(%sum : !llvm.ptr) varType(i64) recipe(@red_add_i64) -> !llvm.ptr {name = "sum"}
    acc.parallel num_gangs({%c4 : i32}) reduction(%rg, %rs : !llvm.ptr, !llvm.ptr) {
      %c1 = arith.constant 1 : i32
      acc.loop gang control(%i : i32) = (%lo : i32) to (%hi : i32) step (%c1 : i32) {
        %v = llvm.load %rg : !llvm.ptr -> i32
        %w = arith.addi %v, %c1 : i32
        llvm.store %w, %rg : i32, !llvm.ptr
        %i64 = arith.extui %i : i32 to i64
        %t = llvm.load %rs : !llvm.ptr -> i64
        %u = arith.addi %t, %i64 : i64
        llvm.store %u, %rs : i64, !llvm.ptr
        acc.yield
      } attributes {acc2omp.unsigned, inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    %cs = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "s"}
    %cd = acc.copyin varPtr(%d : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "d"}
    acc.serial dataOperands(%cs, %cd : !llvm.ptr, !llvm.ptr) {
      %c1 = arith.constant 1 : i32
      %m1 = arith.constant -1 : i32
      acc.loop control(%i : i32) = (%lo : i32) to (%hi : i32) step (%c1 : i32) {
        %v = llvm.load %cs : !llvm.ptr -> i32
        %w = arith.addi %v, %c1 : i32
        llvm.store %w, %cs : i32, !llvm.ptr
        acc.yield
      } attributes {acc2omp.unsigned, inclusiveUpperbound = array<i1: false>, seq = [#acc.device_type<none>]}
      %top = arith.subi %hi, %c1 : i32
      acc.loop control(%i : i32) = (%top : i32) to (%lo : i32) step (%m1 : i32) {
        %v = llvm.load %cd : !llvm.ptr -> i32
        %w = arith.addi %v, %c1 : i32
        llvm.store %w, %cd : i32, !llvm.ptr
        acc.yield
      } attributes {acc2omp.unsigned, inclusiveUpperbound = array<i1: true>, seq = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%cs : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "s"}
    acc.copyout accPtr(%cd : !llvm.ptr) to varPtr(%d : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "d"}
    return
  }

  func.func @main() -> i32 {
    %one64 = arith.constant 1 : i64
    %g = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %s = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %d = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %sum = llvm.alloca %one64 x i64 : (i64) -> !llvm.ptr
    %c0 = arith.constant 0 : i32
    %z64 = arith.constant 0 : i64
    llvm.store %c0, %g : i32, !llvm.ptr
    llvm.store %c0, %s : i32, !llvm.ptr
    llvm.store %c0, %d : i32, !llvm.ptr
    llvm.store %z64, %sum : i64, !llvm.ptr
    func.call @kernel(%g, %s, %d, %sum) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    %gv = llvm.load %g : !llvm.ptr -> i32
    %sv = llvm.load %s : !llvm.ptr -> i32
    %dv = llvm.load %d : !llvm.ptr -> i32
    %sumv = llvm.load %sum : !llvm.ptr -> i64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %r = llvm.call @printf(%fmt, %gv, %sv, %dv, %sumv) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32, i64) -> i32
    return %c0 : i32
  }
}
