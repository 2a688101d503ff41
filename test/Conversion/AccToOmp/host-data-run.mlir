// `acc host_data use_device(a)` -> `omp target data use_device_addr(a)`:
// inside, the variable's device address (on the host, its address).
//
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 -w %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s
// CHECK: host_data: a[0]=3.5 a[3]=2

// RUN: acc-opt %s --convert-acc-to-omp | FileCheck %s --check-prefix=IR
// IR:      %[[M:.*]] = omp.map.info var_ptr(%[[A:.*]] : !llvm.ptr, f64) map_clauses(return_param) capture(ByRef) -> !llvm.ptr {name = "a"}
// IR-NEXT: omp.target_data use_device_addr(%[[M]] -> %[[D:.*]] : !llvm.ptr) {
// IR:        llvm.store %{{.*}}, %[[D]] : f64, !llvm.ptr
// IR:        omp.terminator
// IR-NOT:  acc.

// double a[4] = {...};
// #pragma acc data copy(a)
// #pragma acc host_data use_device(a)
// { *a = 3.5; }   // in C, a device routine would get the address here
module attributes {omp.is_target_device = false, omp.is_gpu = false, llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt("host_data: a[0]=%g a[3]=%g\0A\00") {addr_space = 0 : i32}
  func.func @main() -> i32 {
    %one64 = arith.constant 1 : i64
    %a = llvm.alloca %one64 x !llvm.array<4 x f64> : (i64) -> !llvm.ptr
    %two = arith.constant 2.0 : f64
    %p3 = llvm.getelementptr %a[3] : (!llvm.ptr) -> !llvm.ptr, f64
    llvm.store %two, %p3 : f64, !llvm.ptr
    %ca = acc.copyin varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x f64>) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a"}
    acc.data dataOperands(%ca : !llvm.ptr) {
      %u = acc.use_device varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a"}
      acc.host_data dataOperands(%u : !llvm.ptr) {
        %v = arith.constant 3.5 : f64
        llvm.store %v, %u : f64, !llvm.ptr
        acc.terminator
      }
      acc.terminator
    }
    acc.copyout accPtr(%ca : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(!llvm.array<4 x f64>) {dataClause = #acc<data_clause acc_copy>, name = "a"}
    %r0 = llvm.load %a : !llvm.ptr -> f64
    %r3 = llvm.load %p3 : !llvm.ptr -> f64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %x = llvm.call @printf(%fmt, %r0, %r3) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %c0 = arith.constant 0 : i32
    return %c0 : i32
  }
}
