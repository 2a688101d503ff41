// `acc routine seq` -> `omp declare target` on the function; its orphaned
// seq loop becomes an scf loop. Called from a gang loop, run.
//
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 -w %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s
// CHECK: routine: a[0]=1 a[7]=8 a[799]=8 sum=3600

// RUN: acc-opt %s --convert-acc-to-omp | FileCheck %s --check-prefix=IR
// IR-NOT:   acc.routine
// IR-LABEL: func.func @row_init
// IR-SAME:    attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>}
// IR:         scf.for
// IR-LABEL: func.func @rows_nohost
// IR-SAME:    omp.declare_target = #omp.declaretarget<device_type = (nohost), capture_clause = (to)>
// IR-NOT:   acc.

// #pragma acc routine seq
// void row_init(float *r, int m) {
//   #pragma acc loop seq
//   for (int j = 0; j < m; ++j) r[j] = 1.0f + j;
// }
// #pragma acc parallel loop gang copyout(a[0:n*m])
// for (int i = 0; i < n; i++) row_init(&a[i*m], m);
module attributes {omp.is_target_device = false, omp.is_gpu = false, llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt("routine: a[0]=%g a[7]=%g a[799]=%g sum=%g\0A\00") {addr_space = 0 : i32}

  acc.routine @acc_routine_row_init func(@row_init) seq
  func.func @row_init(%r: !llvm.ptr, %m: i32) attributes {acc.routine_info = #acc.routine_info<[@acc_routine_row_init]>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    acc.loop control(%j : i32) = (%c0 : i32) to (%m : i32) step (%c1 : i32) {
      %p = llvm.getelementptr %r[%j] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %jf = arith.sitofp %j : i32 to f32
      %one = arith.constant 1.0 : f32
      %v = arith.addf %jf, %one : f32
      llvm.store %v, %p : f32, !llvm.ptr
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, seq = [#acc.device_type<none>]}
    return
  }

  acc.routine @acc_routine_nohost func(@rows_nohost) seq nohost
  func.func @rows_nohost() attributes {acc.routine_info = #acc.routine_info<[@acc_routine_nohost]>} {
    return
  }

  func.func @kernel(%a: !llvm.ptr, %n: i32, %m: i32) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %nm = arith.muli %n, %m : i32
    %nm64 = arith.extsi %nm : i32 to i64
    %last = arith.subi %nm64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%nm64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %ca = acc.create varPtr(%a : !llvm.ptr) varType(f32) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "a[0:n*m]"}
    acc.parallel combined(loop) dataOperands(%ca : !llvm.ptr) {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      acc.loop combined(parallel) gang control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
        %row = arith.muli %i, %m : i32
        %p = llvm.getelementptr %ca[%row] : (!llvm.ptr, i32) -> !llvm.ptr, f32
        func.call @row_init(%p, %m) : (!llvm.ptr, i32) -> ()
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%ca : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f32) {name = "a[0:n*m]"}
    return
  }

  func.func @main() -> i32 {
    %one64 = arith.constant 1 : i64
    %a = llvm.alloca %one64 x !llvm.array<800 x f32> : (i64) -> !llvm.ptr
    %n = arith.constant 100 : i32
    %m = arith.constant 8 : i32
    func.call @kernel(%a, %n, %m) : (!llvm.ptr, i32, i32) -> ()
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c800 = arith.constant 800 : i32
    %z = arith.constant 0.0 : f64
    %sum = scf.for %k = %c0 to %c800 step %c1 iter_args(%s = %z) -> (f64) : i32 {
      %p = llvm.getelementptr %a[%k] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %v = llvm.load %p : !llvm.ptr -> f32
      %vd = arith.extf %v : f32 to f64
      %s2 = arith.addf %s, %vd : f64
      scf.yield %s2 : f64
    }
    %v0 = llvm.load %a : !llvm.ptr -> f32
    %p7 = llvm.getelementptr %a[7] : (!llvm.ptr) -> !llvm.ptr, f32
    %v7 = llvm.load %p7 : !llvm.ptr -> f32
    %p799 = llvm.getelementptr %a[799] : (!llvm.ptr) -> !llvm.ptr, f32
    %v799 = llvm.load %p799 : !llvm.ptr -> f32
    %d0 = arith.extf %v0 : f32 to f64
    %d7 = arith.extf %v7 : f32 to f64
    %d799 = arith.extf %v799 : f32 to f64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %r = llvm.call @printf(%fmt, %d0, %d7, %d799, %sum) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64, f64, f64) -> i32
    return %c0 : i32
  }
}
