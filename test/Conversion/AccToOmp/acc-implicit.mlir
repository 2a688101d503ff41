// acc-implicit makes OpenACC's implicit data attributes and Clacc's implicit
// gang explicit in the acc dialect; converting its output gives the program
// convert-acc-to-omp gives directly (implicit-run.mlir runs both).
//
// RUN: acc-opt %s --acc-implicit | FileCheck %s
// RUN: acc-opt %S/implicit-run.mlir --acc-implicit --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm \
// RUN:   --convert-func-to-llvm --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 -w %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s --check-prefix=OUT
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s --check-prefix=OUT
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s --check-prefix=OUT
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s --check-prefix=OUT
// OUT: implicit: x=5 b[0]=10 b[99]=208 c[7]=7 s=4950.5

// CHECK: acc.firstprivate.recipe @acc2omp.firstprivate.i32 : !llvm.ptr init {
// CHECK:   llvm.alloca %{{.*}} x i32
// CHECK: } copy {
// CHECK:   llvm.load
// CHECK:   llvm.store
// CHECK-LABEL: func.func @kernel
// CHECK-SAME:    (%[[C:.*]]: !llvm.ptr, %[[N:.*]]: i32)
// CHECK:         %[[X:.*]] = llvm.alloca %{{.*}} x i32
// CHECK:         %[[B:.*]] = llvm.alloca %{{.*}} x !llvm.array<100 x f64>
// scalar: firstprivate; array: copy; the pointer value c stays as it is
// CHECK:         %[[FX:.*]] = acc.firstprivate varPtr(%[[X]] : !llvm.ptr) varType(i32) recipe(@acc2omp.firstprivate.i32) -> !llvm.ptr {implicit = true}
// CHECK:         %[[CB:.*]] = acc.copyin varPtr(%[[B]] : !llvm.ptr) varType(!llvm.array<100 x f64>) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, implicit = true}
// CHECK:         acc.parallel dataOperands(%[[CB]] : !llvm.ptr) firstprivate(%[[FX]] : !llvm.ptr) {
// the naked loop gets Clacc's implicit gang
// CHECK:           acc.loop gang control
// CHECK:             llvm.load %[[FX]]
// CHECK:             llvm.getelementptr %[[CB]]
// CHECK:             llvm.getelementptr %[[C]]
// CHECK:         acc.copyout accPtr(%[[CB]] : !llvm.ptr) to varPtr(%[[B]] : !llvm.ptr) varType(!llvm.array<100 x f64>) {dataClause = #acc<data_clause acc_copy>, implicit = true}
func.func @kernel(%c: !llvm.ptr, %n: i32) {
  %one64 = arith.constant 1 : i64
  %x = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
  %b = llvm.alloca %one64 x !llvm.array<100 x f64> : (i64) -> !llvm.ptr
  acc.parallel {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    acc.loop control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
      %xv = llvm.load %x : !llvm.ptr -> i32
      %f = arith.sitofp %xv : i32 to f64
      %pb = llvm.getelementptr %b[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<100 x f64>
      llvm.store %f, %pb : f64, !llvm.ptr
      %pc = llvm.getelementptr %c[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
      llvm.store %f, %pc : f64, !llvm.ptr
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.yield
  }
  return
}

// A variable with a visible data clause (here an enclosing acc.data's) gets
// no implicit clause: the construct uses the present data
// (convert-acc-to-omp maps a scalar `tofrom`, visible.mlir).
// CHECK-LABEL: func.func @visible
// CHECK:         %[[V:.*]] = llvm.alloca %{{.*}} x i32
// CHECK:         %[[E:.*]] = acc.copyin varPtr(%[[V]] : !llvm.ptr)
// CHECK:         acc.data dataOperands(%[[E]] : !llvm.ptr) {
// CHECK-NOT:       acc.firstprivate
// CHECK:           acc.serial {
// CHECK:             llvm.store %{{.*}}, %[[V]]
func.func @visible() {
  %one64 = arith.constant 1 : i64
  %v = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
  %e = acc.copyin varPtr(%v : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>}
  acc.data dataOperands(%e : !llvm.ptr) {
    acc.serial {
      %c7 = arith.constant 7 : i32
      llvm.store %c7, %v : i32, !llvm.ptr
      acc.yield
    }
    acc.terminator
  }
  acc.copyout accPtr(%e : !llvm.ptr) to varPtr(%v : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>}
  return
}

// A scalar in kernels without a clause: copy.
// CHECK-LABEL: func.func @kernels_scalar
// CHECK:         %[[K:.*]] = llvm.alloca %{{.*}} x i32
// CHECK:         %[[CK:.*]] = acc.copyin varPtr(%[[K]] : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, implicit = true}
// CHECK:         acc.kernels dataOperands(%[[CK]] : !llvm.ptr) {
// CHECK:         acc.copyout accPtr(%[[CK]] : !llvm.ptr) to varPtr(%[[K]] : !llvm.ptr)
func.func @kernels_scalar() {
  %one64 = arith.constant 1 : i64
  %k = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
  acc.kernels {
    %c7 = arith.constant 7 : i32
    llvm.store %c7, %k : i32, !llvm.ptr
    acc.terminator
  }
  return
}

// A mutable global scalar is a variable: firstprivate in parallel. A
// constant global is used in place.
// CHECK-LABEL: func.func @global_scalar
// CHECK: %[[G:.*]] = llvm.mlir.addressof @gs : !llvm.ptr
// CHECK: %[[C:.*]] = llvm.mlir.addressof @gc : !llvm.ptr
// CHECK: %[[FP:.*]] = acc.firstprivate varPtr(%[[G]] : !llvm.ptr) varType(i32) recipe(@acc2omp.firstprivate.i32) -> !llvm.ptr {implicit = true}
// CHECK: acc.parallel firstprivate(%[[FP]] : !llvm.ptr) {
// CHECK: llvm.load %[[C]]
// CHECK: llvm.store %{{.*}}, %[[FP]]
llvm.mlir.global internal @gs(0 : i32) : i32
llvm.mlir.global internal constant @gc(3 : i32) : i32
func.func @global_scalar() {
  %g = llvm.mlir.addressof @gs : !llvm.ptr
  %c = llvm.mlir.addressof @gc : !llvm.ptr
  acc.parallel {
    %v = llvm.load %c : !llvm.ptr -> i32
    llvm.store %v, %g : i32, !llvm.ptr
    acc.yield
  }
  return
}
