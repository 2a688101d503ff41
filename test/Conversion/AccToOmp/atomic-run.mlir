// atomic update, capture, read and write (Clacc: `acc atomic` -> `omp
// atomic`), run with several teams and threads: the counter sees every
// iteration, the captured tickets are a permutation of 0..n-1. MLIR 22
// lowers the read of a capture to the generic `__atomic_load`, hence
// -latomic.
//
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 -w %t.ll -fopenmp -latomic -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s
// CHECK: atomic: count=1000 sum=750 tickets=499500 last=1000

// RUN: acc-opt %s --convert-acc-to-omp | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @kernel
// IR:       omp.atomic.update %{{.*}} : !llvm.ptr {
// IR-NEXT:  ^bb0(%[[OLD:.*]]: i32):
// IR-NEXT:    %[[NEW:.*]] = arith.addi %[[OLD]], %{{.*}} : i32
// IR-NEXT:    omp.yield(%[[NEW]] : i32)
// IR:       omp.atomic.update %{{.*}} : !llvm.ptr {
// IR:         arith.addf
// IR:       omp.atomic.capture {
// IR-NEXT:    omp.atomic.read %{{.*}} = %{{.*}} : !llvm.ptr, !llvm.ptr, i32
// IR-NEXT:    omp.atomic.update %{{.*}} : !llvm.ptr {
// IR-NEXT:    ^bb0(%{{.*}}: i32):
// IR-NEXT:      arith.addi
// IR-NEXT:      omp.yield
// IR-NEXT:    }
// IR-NEXT:  }
// IR-LABEL: func.func @read_write
// IR:       omp.atomic.read %{{.*}} = %{{.*}} : !llvm.ptr, !llvm.ptr, i32
// IR:       omp.atomic.write %{{.*}} = %{{.*}} : !llvm.ptr, i32
// IR-NOT:   acc.

module attributes {omp.is_target_device = false, omp.is_gpu = false, llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt("atomic: count=%d sum=%g tickets=%d last=%d\0A\00") {addr_space = 0 : i32}

  // #pragma acc parallel loop gang worker num_gangs(4) num_workers(2) copy(count, sum, next) copyout(t[0:n])
  // for (i = 0; i < n; i++) {
  //   #pragma acc atomic update
  //   count += 1;
  //   #pragma acc atomic update
  //   sum += 1.5 * (i % 2);
  //   #pragma acc atomic capture
  //   { t[i] = next; next += 1; }
  // }
  func.func @kernel(%count: !llvm.ptr, %sum: !llvm.ptr, %next: !llvm.ptr, %t: !llvm.ptr, %n: i32) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %n64 = arith.extsi %n : i32 to i64
    %last = arith.subi %n64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%n64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %cc = acc.copyin varPtr(%count : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "count"}
    %cs = acc.copyin varPtr(%sum : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "sum"}
    %cn = acc.copyin varPtr(%next : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "next"}
    %ct = acc.create varPtr(%t : !llvm.ptr) varType(i32) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "t[0:n]"}
    %c4 = arith.constant 4 : i32
    %c2 = arith.constant 2 : i32
    acc.parallel combined(loop) num_gangs({%c4 : i32}) num_workers(%c2 : i32) dataOperands(%cc, %cs, %cn, %ct : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      acc.loop combined(parallel) gang worker control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
        acc.atomic.update %cc : !llvm.ptr {
        ^bb0(%old: i32):
          %new = arith.addi %old, %c1 : i32
          acc.yield %new : i32
        }
        %two = arith.constant 2 : i32
        %odd = arith.remsi %i, %two : i32
        %oddf = arith.sitofp %odd : i32 to f64
        %h = arith.constant 1.5 : f64
        %inc = arith.mulf %oddf, %h : f64
        acc.atomic.update %cs : !llvm.ptr {
        ^bb0(%old: f64):
          %new = arith.addf %old, %inc : f64
          acc.yield %new : f64
        }
        %ti = llvm.getelementptr %ct[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        acc.atomic.capture {
          acc.atomic.read %ti = %cn : !llvm.ptr, !llvm.ptr, i32
          acc.atomic.update %cn : !llvm.ptr {
          ^bb0(%old: i32):
            %new = arith.addi %old, %c1 : i32
            acc.yield %new : i32
          }
          acc.terminator
        }
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%cc : !llvm.ptr) to varPtr(%count : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "count"}
    acc.copyout accPtr(%cs : !llvm.ptr) to varPtr(%sum : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "sum"}
    acc.copyout accPtr(%cn : !llvm.ptr) to varPtr(%next : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "next"}
    acc.copyout accPtr(%ct : !llvm.ptr) bounds(%bnd) to varPtr(%t : !llvm.ptr) varType(i32) {name = "t[0:n]"}
    return
  }

  // #pragma acc serial copy(a, b)
  // { #pragma acc atomic read
  //   v = a;
  //   #pragma acc atomic write
  //   b = v; }
  func.func @read_write(%a: !llvm.ptr, %b: !llvm.ptr) {
    %one64 = arith.constant 1 : i64
    %vp = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %ca = acc.copyin varPtr(%a : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a"}
    %cb = acc.copyin varPtr(%b : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "b"}
    %pv = acc.private varPtr(%vp : !llvm.ptr) varType(i32) recipe(@privatization_i32) -> !llvm.ptr {name = "v"}
    acc.serial dataOperands(%ca, %cb : !llvm.ptr, !llvm.ptr) private(%pv : !llvm.ptr) {
      acc.atomic.read %pv = %ca : !llvm.ptr, !llvm.ptr, i32
      %v = llvm.load %pv : !llvm.ptr -> i32
      acc.atomic.write %cb = %v : !llvm.ptr, i32
      acc.yield
    }
    acc.copyout accPtr(%ca : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "a"}
    acc.copyout accPtr(%cb : !llvm.ptr) to varPtr(%b : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "b"}
    return
  }
  acc.private.recipe @privatization_i32 : !llvm.ptr init {
  ^bb0(%orig: !llvm.ptr):
    %one = arith.constant 1 : i64
    %p = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    acc.yield %p : !llvm.ptr
  }

  func.func @main() -> i32 {
    %one64 = arith.constant 1 : i64
    %count = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %sum = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %next = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %b = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %t = llvm.alloca %one64 x !llvm.array<1000 x i32> : (i64) -> !llvm.ptr
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %f = arith.constant 0.0 : f64
    %n = arith.constant 1000 : i32
    llvm.store %c0, %count : i32, !llvm.ptr
    llvm.store %f, %sum : f64, !llvm.ptr
    llvm.store %c0, %next : i32, !llvm.ptr
    llvm.store %c0, %b : i32, !llvm.ptr
    func.call @kernel(%count, %sum, %next, %t, %n) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32) -> ()
    func.call @read_write(%next, %b) : (!llvm.ptr, !llvm.ptr) -> ()
    %tickets = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %p = llvm.getelementptr %t[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      %v = llvm.load %p : !llvm.ptr -> i32
      %s = arith.addi %acc, %v : i32
      scf.yield %s : i32
    }
    %cv = llvm.load %count : !llvm.ptr -> i32
    %sv = llvm.load %sum : !llvm.ptr -> f64
    %bv = llvm.load %b : !llvm.ptr -> i32
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %r = llvm.call @printf(%fmt, %cv, %sv, %tickets, %bv) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64, i32, i32) -> i32
    return %c0 : i32
  }
}
