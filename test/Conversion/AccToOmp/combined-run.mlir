// Combined constructs: the acc dialect holds them split into their
// effective constructs (`combined` marks them), with the clauses
// distributed: private and reduction on the loop, the rest on the compute
// construct. `serial loop` and `kernels loop` convert like their parts.
//
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts 2>/dev/null \
// RUN:   | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 -w %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s
// a[i] = i (serial loop), then a[i] += 1 (kernels loop, independent): sum = 4950 + 100
// CHECK: combined: a[0]=1 a[99]=100 s=5050

// RUN: acc-opt %s --convert-acc-to-omp 2>/dev/null | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @serial_loop
// IR:         omp.teams num_teams( to %{{.*}} : i32) thread_limit(%{{.*}} : i32) reduction(@acc2omp.reduction.add.f64
// IR:           omp.distribute {
// IR-LABEL: func.func @kernels_loop
// IR:         omp.target_data
// IR:           omp.distribute {
// IR-NOT:   acc.

module attributes {omp.is_target_device = false, omp.is_gpu = false, llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt("combined: a[0]=%g a[99]=%g s=%g\0A\00") {addr_space = 0 : i32}
  acc.reduction.recipe @red_add_f64 : !llvm.ptr reduction_operator <add> init {
  ^bb0(%o: !llvm.ptr):
    %one = arith.constant 1 : i64
    %p = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
    acc.yield %p : !llvm.ptr
  } combiner {
  ^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
    acc.yield %l : !llvm.ptr
  }

  // #pragma acc serial loop gang copyout(a[0:n]) reduction(+:s)
  // for (i = 0; i < n; i++) { a[i] = i; s += i; }
  func.func @serial_loop(%a: !llvm.ptr, %s: !llvm.ptr, %n: i32) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %n64 = arith.extsi %n : i32 to i64
    %last = arith.subi %n64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%n64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %ca = acc.create varPtr(%a : !llvm.ptr) varType(f64) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "a[0:n]"}
    %cs = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.serial combined(loop) dataOperands(%ca, %cs : !llvm.ptr, !llvm.ptr) {
      %red = acc.reduction varPtr(%cs : !llvm.ptr) varType(f64) recipe(@red_add_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      acc.loop combined(serial) gang reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
        %f = arith.sitofp %i : i32 to f64
        %p = llvm.getelementptr %ca[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
        llvm.store %f, %p : f64, !llvm.ptr
        %sv = llvm.load %red : !llvm.ptr -> f64
        %sn = arith.addf %sv, %f : f64
        llvm.store %sn, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%cs : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.copyout accPtr(%ca : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f64) {name = "a[0:n]"}
    return
  }

  // #pragma acc kernels loop independent copy(a[0:n], s)
  // for (i = 0; i < n; i++) { a[i] += 1; }   and s += n after it, on the host
  func.func @kernels_loop(%a: !llvm.ptr, %n: i32) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %n64 = arith.extsi %n : i32 to i64
    %last = arith.subi %n64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%n64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %ca = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a[0:n]"}
    acc.kernels combined(loop) dataOperands(%ca : !llvm.ptr) {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      acc.loop combined(kernels) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
        %p = llvm.getelementptr %ca[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
        %v = llvm.load %p : !llvm.ptr -> f64
        %one = arith.constant 1.0 : f64
        %w = arith.addf %v, %one : f64
        llvm.store %w, %p : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.terminator
    }
    acc.copyout accPtr(%ca : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "a[0:n]"}
    return
  }

  func.func @main() -> i32 {
    %one64 = arith.constant 1 : i64
    %a = llvm.alloca %one64 x !llvm.array<100 x f64> : (i64) -> !llvm.ptr
    %s = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %z = arith.constant 0.0 : f64
    llvm.store %z, %s : f64, !llvm.ptr
    %n = arith.constant 100 : i32
    func.call @serial_loop(%a, %s, %n) : (!llvm.ptr, !llvm.ptr, i32) -> ()
    func.call @kernels_loop(%a, %n) : (!llvm.ptr, i32) -> ()
    %sv = llvm.load %s : !llvm.ptr -> f64
    %hundred = arith.constant 100.0 : f64
    %st = arith.addf %sv, %hundred : f64
    %a0 = llvm.load %a : !llvm.ptr -> f64
    %p99 = llvm.getelementptr %a[99] : (!llvm.ptr) -> !llvm.ptr, f64
    %a99 = llvm.load %p99 : !llvm.ptr -> f64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %r = llvm.call @printf(%fmt, %a0, %a99, %st) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64, f64) -> i32
    %c0 = arith.constant 0 : i32
    return %c0 : i32
  }
}
