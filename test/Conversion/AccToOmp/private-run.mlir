// private and firstprivate on the construct: one copy per gang, a
// firstprivate copy starts with the host's value; private on a loop: one
// copy per iteration chunk. Each gang adds 1 to its own copy of x before the
// loop, so a[i] = (x + 1) * i + (x + 1) with x = 1.5 for every number of
// threads, and the host's x and t are unchanged.
//
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 -w %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s
// CHECK: private: a[0]=2.5 a[1]=5 a[99]=250 x=1.5 t=-1 u=-2

// RUN: acc-opt %s --convert-acc-to-omp | FileCheck %s --check-prefix=IR
// IR:      omp.private {type = private} @acc2omp.private.f64 : f64
// IR-LABEL: func.func @kernel
// x is mapped `to` for its initial value:
// IR:      %[[MX:.*]] = omp.map.info var_ptr(%{{.*}} : !llvm.ptr, f64) map_clauses(ompx_hold, to) capture(ByRef) -> !llvm.ptr {name = "x"}
// IR:      omp.target {{.*}}map_entries({{.*}}%[[MX]] -> %[[DX:[a-z0-9]+]]
// IR:        omp.teams
// per-gang copies at the start of the teams region:
// IR:          %[[XV:.*]] = llvm.load %[[DX]] : !llvm.ptr -> f64
// IR-NEXT:     llvm.store %[[XV]], %{{.*}} : f64, !llvm.ptr
// IR:          omp.distribute private(@acc2omp.private.f64 %{{.*}} -> %[[U:.*]] : !llvm.ptr) {
// IR:            llvm.store %{{.*}}, %[[U]]
// IR-NOT:  acc.

module attributes {omp.is_target_device = false, omp.is_gpu = false, llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt("private: a[0]=%g a[1]=%g a[99]=%g x=%g t=%g u=%g\0A\00") {addr_space = 0 : i32}

  acc.private.recipe @privatization_f64 : !llvm.ptr init {
  ^bb0(%orig: !llvm.ptr):
    %one = arith.constant 1 : i64
    %p = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
    acc.yield %p : !llvm.ptr
  }
  acc.firstprivate.recipe @firstprivatization_f64 : !llvm.ptr init {
  ^bb0(%orig: !llvm.ptr):
    %one = arith.constant 1 : i64
    %p = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
    acc.yield %p : !llvm.ptr
  } copy {
  ^bb0(%src: !llvm.ptr, %dst: !llvm.ptr):
    %v = llvm.load %src : !llvm.ptr -> f64
    llvm.store %v, %dst : f64, !llvm.ptr
    acc.terminator
  }

  // #pragma acc parallel num_gangs(4) firstprivate(x) private(t) copyout(a[0:n])
  // {
  //   x = x + 1; t = x;
  //   #pragma acc loop gang private(u)
  //   for (i = 0; i < n; i++) { u = t * i; a[i] = u + x; }
  // }
  func.func @kernel(%a: !llvm.ptr, %n: i32, %xp: !llvm.ptr, %tp: !llvm.ptr, %up: !llvm.ptr) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %n64 = arith.extsi %n : i32 to i64
    %last = arith.subi %n64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%n64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %ca = acc.create varPtr(%a : !llvm.ptr) varType(f64) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "a[0:n]"}
    %fx = acc.firstprivate varPtr(%xp : !llvm.ptr) varType(f64) recipe(@firstprivatization_f64) -> !llvm.ptr {name = "x"}
    %pt = acc.private varPtr(%tp : !llvm.ptr) varType(f64) recipe(@privatization_f64) -> !llvm.ptr {name = "t"}
    %c4 = arith.constant 4 : i32
    acc.parallel num_gangs({%c4 : i32}) dataOperands(%ca : !llvm.ptr) firstprivate(%fx : !llvm.ptr) private(%pt : !llvm.ptr) {
      %x0 = llvm.load %fx : !llvm.ptr -> f64
      %f1 = arith.constant 1.0 : f64
      %x1 = arith.addf %x0, %f1 : f64
      llvm.store %x1, %fx : f64, !llvm.ptr
      llvm.store %x1, %pt : f64, !llvm.ptr
      %pu = acc.private varPtr(%up : !llvm.ptr) varType(f64) recipe(@privatization_f64) -> !llvm.ptr {name = "u"}
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      acc.loop gang private(%pu : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
        %t = llvm.load %pt : !llvm.ptr -> f64
        %fi = arith.sitofp %i : i32 to f64
        %u = arith.mulf %t, %fi : f64
        llvm.store %u, %pu : f64, !llvm.ptr
        %u2 = llvm.load %pu : !llvm.ptr -> f64
        %x = llvm.load %fx : !llvm.ptr -> f64
        %v = arith.addf %u2, %x : f64
        %p = llvm.getelementptr %ca[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
        llvm.store %v, %p : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%ca : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f64) {name = "a[0:n]"}
    return
  }

  func.func @main() -> i32 {
    %one64 = arith.constant 1 : i64
    %a = llvm.alloca %one64 x !llvm.array<100 x f64> : (i64) -> !llvm.ptr
    %xp = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %tp = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %up = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %x = arith.constant 1.5 : f64
    %t = arith.constant -1.0 : f64
    %u = arith.constant -2.0 : f64
    llvm.store %x, %xp : f64, !llvm.ptr
    llvm.store %t, %tp : f64, !llvm.ptr
    llvm.store %u, %up : f64, !llvm.ptr
    %n = arith.constant 100 : i32
    func.call @kernel(%a, %n, %xp, %tp, %up) : (!llvm.ptr, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    %a0 = llvm.load %a : !llvm.ptr -> f64
    %p1 = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, f64
    %a1 = llvm.load %p1 : !llvm.ptr -> f64
    %p99 = llvm.getelementptr %a[99] : (!llvm.ptr) -> !llvm.ptr, f64
    %a99 = llvm.load %p99 : !llvm.ptr -> f64
    %x2 = llvm.load %xp : !llvm.ptr -> f64
    %t2 = llvm.load %tp : !llvm.ptr -> f64
    %u2 = llvm.load %up : !llvm.ptr -> f64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %r = llvm.call @printf(%fmt, %a0, %a1, %a99, %x2, %t2, %u2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64, f64, f64, f64, f64) -> i32
    %ret = arith.constant 0 : i32
    return %ret : i32
  }
}
