// Implicit data attributes (OpenACC 3.3 2.6.2, as Clacc applies them): a
// variable used in a compute construct without a data clause is
// firstprivate when it is a scalar and copy when it is an aggregate; a
// pointer value is firstprivate (the pointer, not its target); an implicit
// copy of a reduction variable overrides its implicit firstprivate.
//
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 -w %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s
// x stays 5 on the host; b[i] = 2 * (i + 5); c[i] = i; s = 0.5 + sum(i)
// CHECK: implicit: x=5 b[0]=10 b[99]=208 c[7]=7 s=4950.5

// RUN: acc-opt %s --convert-acc-to-omp | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @kernel
// the scalar x: map(to) of the original, a copy per gang
// IR-DAG:  %[[MX:.*]] = omp.map.info var_ptr(%[[X:.*]] : !llvm.ptr, i32) map_clauses(ompx_hold, to) capture(ByRef) -> !llvm.ptr
// the array b: copy
// IR-DAG:  %[[MB:.*]] = omp.map.info var_ptr(%{{.*}} : !llvm.ptr, !llvm.array<100 x f64>) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr
// the reduction variable s: copy, then a teams reduction
// IR-DAG:  %[[MS:.*]] = omp.map.info var_ptr(%{{.*}} : !llvm.ptr, f64) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr
// the pointer c: by copy
// IR-DAG:  %[[MC:.*]] = omp.map.info var_ptr(%{{.*}} : !llvm.ptr, !llvm.ptr) map_clauses(to) capture(ByCopy) -> !llvm.ptr
// IR:      omp.target
// IR:        omp.teams {{.*}}reduction(@acc2omp.reduction.add.f64
// IR-NOT:  acc.

// int x = 5; double b[100], s = 0.5; double *c;
// #pragma acc parallel loop gang num_gangs(4) reduction(+:s)
// for (i = 0; i < n; i++) { b[i] = 2 * (i + x); c[i] = i; s += i; }
// #pragma acc parallel
// { x = x + 1; }     // changes the gang's copy only
module attributes {omp.is_target_device = false, omp.is_gpu = false, llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt("implicit: x=%d b[0]=%g b[99]=%g c[7]=%g s=%g\0A\00") {addr_space = 0 : i32}
  acc.reduction.recipe @red_add_f64 : !llvm.ptr reduction_operator <add> init {
  ^bb0(%o: !llvm.ptr):
    %one = arith.constant 1 : i64
    %p = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
    acc.yield %p : !llvm.ptr
  } combiner {
  ^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
    acc.yield %l : !llvm.ptr
  }

  func.func @kernel(%c: !llvm.ptr, %n: i32) {
    %one64 = arith.constant 1 : i64
    %x = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %b = llvm.alloca %one64 x !llvm.array<100 x f64> : (i64) -> !llvm.ptr
    %s = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %five = arith.constant 5 : i32
    llvm.store %five, %x : i32, !llvm.ptr
    %half = arith.constant 0.5 : f64
    llvm.store %half, %s : f64, !llvm.ptr
    %c4 = arith.constant 4 : i32
    acc.parallel combined(loop) num_gangs({%c4 : i32}) {
      %red = acc.reduction varPtr(%s : !llvm.ptr) varType(f64) recipe(@red_add_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      acc.loop combined(parallel) gang reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
        %xv = llvm.load %x : !llvm.ptr -> i32
        %ix = arith.addi %i, %xv : i32
        %f = arith.sitofp %ix : i32 to f64
        %two = arith.constant 2.0 : f64
        %v = arith.mulf %f, %two : f64
        %pb = llvm.getelementptr %b[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<100 x f64>
        llvm.store %v, %pb : f64, !llvm.ptr
        %fi = arith.sitofp %i : i32 to f64
        %pc = llvm.getelementptr %c[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
        llvm.store %fi, %pc : f64, !llvm.ptr
        %sv = llvm.load %red : !llvm.ptr -> f64
        %sn = arith.addf %sv, %fi : f64
        llvm.store %sn, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.parallel {
      %xv = llvm.load %x : !llvm.ptr -> i32
      %c1 = arith.constant 1 : i32
      %x1 = arith.addi %xv, %c1 : i32
      llvm.store %x1, %x : i32, !llvm.ptr
      acc.yield
    }
    %xr = llvm.load %x : !llvm.ptr -> i32
    %b0 = llvm.load %b : !llvm.ptr -> f64
    %p99 = llvm.getelementptr %b[0, 99] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<100 x f64>
    %b99 = llvm.load %p99 : !llvm.ptr -> f64
    %p7 = llvm.getelementptr %c[7] : (!llvm.ptr) -> !llvm.ptr, f64
    %c7 = llvm.load %p7 : !llvm.ptr -> f64
    %sr = llvm.load %s : !llvm.ptr -> f64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %r = llvm.call @printf(%fmt, %xr, %b0, %b99, %c7, %sr) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64, f64, f64, f64) -> i32
    return
  }

  func.func @main() -> i32 {
    %one64 = arith.constant 1 : i64
    %c = llvm.alloca %one64 x !llvm.array<100 x f64> : (i64) -> !llvm.ptr
    %n = arith.constant 100 : i32
    func.call @kernel(%c, %n) : (!llvm.ptr, i32) -> ()
    %z = arith.constant 0 : i32
    return %z : i32
  }
}
