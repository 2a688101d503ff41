// Structured and unstructured data constructs, update and wait (Clacc's
// "Data Directives", "Enter/Exit Data Directives", "Update Directives"),
// converted, lowered, run. In host-only mode the data ops move nothing; the
// run checks that the converted program computes what the OpenACC program
// does (the reference's host-fallback result). With fake-async-wait: the
// wait directive is a taskwait, and the program needs no OpenACC runtime
// (without it, `wait(q)` is the runtime's `acc_wait(q)`: fake-async-wait.mlir).
//
// RUN: acc-opt %s --convert-acc-to-omp=fake-async-wait --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 -w %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s
// CHECK: data: a[0]=7 b[0]=1 b[5]=6 c[5]=5

// RUN: acc-opt %s --convert-acc-to-omp=fake-async-wait | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @data
// structured: ompx_hold on every map, present -> present + storage
// IR:     omp.map.info var_ptr(%{{.*}} : !llvm.ptr, f64) map_clauses(ompx_hold, to) {{.*}}{name = "a[0:n]"}
// IR:     omp.map.info var_ptr(%{{.*}} : !llvm.ptr, f64) map_clauses(ompx_hold, from) {{.*}}{name = "b[0:n]"}
// IR:     omp.map.info var_ptr(%{{.*}} : !llvm.ptr, f64) map_clauses(ompx_hold, tofrom) {{.*}}{name = "s"}
// IR:     omp.map.info var_ptr(%{{.*}} : !llvm.ptr, f64) map_clauses(ompx_hold, storage) {{.*}}{name = "c[0:n]"}
// IR:     omp.map.info var_ptr(%{{.*}} : !llvm.ptr, f64) map_clauses(ompx_hold, present, storage) {{.*}}{name = "d[0:n]"}
// IR:     omp.target_data map_entries(
// IR:       omp.target host_eval(
// update device / update self if(...): the present motion modifier
// IR:       map_clauses(present, to) {{.*}}{name = "a[0:1]"}
// IR-NEXT:  omp.target_update map_entries(
// IR:       map_clauses(present, from) {{.*}}{name = "b[0:n]"}
// IR-NEXT:  omp.target_update if(%{{.*}}) map_entries(
// IR:       omp.terminator
// IR-NEXT: }
// unstructured: no ompx_hold; finalize -> delete
// IR:     map_clauses(to) {{.*}}{name = "a[0:n]"}
// IR:     map_clauses(storage) {{.*}}{name = "c[0:n]"}
// IR:     omp.target_enter_data map_entries(
// IR-NEXT: omp.taskwait
// IR:     map_clauses(present, from) {{.*}}{name = "a[0:n]"}
// IR-NEXT: omp.target_update map_entries(
// IR:     map_clauses(from, delete) {{.*}}{name = "a[0:n]"}
// IR:     map_clauses(delete, storage) {{.*}}{name = "c[0:n]"}
// IR-NEXT: omp.target_exit_data map_entries(
// IR-NOT: acc.

// Structured and unstructured data constructs for C arrays (double *a, *b, *c; double s; int n).
//   #pragma acc data copyin(a[0:n]) copyout(b[0:n]) copy(s) create(c[0:n]) present(d[0:n])
//   {
//     #pragma acc parallel loop present(a[0:n], b[0:n], c[0:n])  for i<n { c[i] = a[i]; b[i] = c[i] + 1; }
//     a[0] = 7 (host);   #pragma acc update device(a[0:1])
//     #pragma acc update self(b[0:n]) if(n > 10)          // self == host
//   }
//   #pragma acc enter data copyin(a[0:n]) create(c[0:n])
//   #pragma acc wait(1)
//   #pragma acc update host(a[0:n])
//   #pragma acc exit data copyout(a[0:n]) delete(c[0:n]) finalize
// c[i] = a[i]; b[i] = a[i] + 1; afterwards host writes a[0] = 7
// HOST-OUT: data: a[0]=7 b[0]=1 b[5]=6 c[5]=5
module {
  func.func @data(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %d: !llvm.ptr, %s: !llvm.ptr, %n: i32) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %n64 = arith.extsi %n : i32 to i64
    %last = arith.subi %n64, %one64 : i64
    %bn = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%n64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    // ---- structured data region: entry ops, acc.data, exit ops
    %ain = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) bounds(%bn) -> !llvm.ptr {name = "a[0:n]"}
    %bcr = acc.create varPtr(%b : !llvm.ptr) varType(f64) bounds(%bn) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "b[0:n]"}
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "s"}
    %ccr = acc.create varPtr(%c : !llvm.ptr) varType(f64) bounds(%bn) -> !llvm.ptr {name = "c[0:n]"}
    %dpr = acc.present varPtr(%d : !llvm.ptr) varType(f64) bounds(%bn) -> !llvm.ptr {name = "d[0:n]"}
    acc.data dataOperands(%ain, %bcr, %scp, %ccr, %dpr : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
      %pa = acc.present varPtr(%a : !llvm.ptr) varType(f64) bounds(%bn) -> !llvm.ptr {name = "a[0:n]"}
      %pb = acc.present varPtr(%b : !llvm.ptr) varType(f64) bounds(%bn) -> !llvm.ptr {name = "b[0:n]"}
      %pc = acc.present varPtr(%c : !llvm.ptr) varType(f64) bounds(%bn) -> !llvm.ptr {name = "c[0:n]"}
      acc.parallel combined(loop) dataOperands(%pa, %pb, %pc : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
        %c0 = arith.constant 0 : i32
        %c1 = arith.constant 1 : i32
        acc.loop combined(parallel) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
          %pai = llvm.getelementptr %pa[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
          %v = llvm.load %pai : !llvm.ptr -> f64
          %pci = llvm.getelementptr %pc[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
          llvm.store %v, %pci : f64, !llvm.ptr
          %w = llvm.load %pci : !llvm.ptr -> f64
          %one = arith.constant 1.0 : f64
          %x = arith.addf %w, %one : f64
          %pbi = llvm.getelementptr %pb[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
          llvm.store %x, %pbi : f64, !llvm.ptr
          acc.yield
        } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
        acc.yield
      }
      acc.delete accPtr(%pa : !llvm.ptr) bounds(%bn) {dataClause = #acc<data_clause acc_present>, name = "a[0:n]"}
      acc.delete accPtr(%pb : !llvm.ptr) bounds(%bn) {dataClause = #acc<data_clause acc_present>, name = "b[0:n]"}
      acc.delete accPtr(%pc : !llvm.ptr) bounds(%bn) {dataClause = #acc<data_clause acc_present>, name = "c[0:n]"}
      // host statement + update device(a[0:1])
      %seven = arith.constant 7.0 : f64
      llvm.store %seven, %a : f64, !llvm.ptr
      %b1 = acc.bounds lowerbound(%z64 : i64) upperbound(%z64 : i64) extent(%one64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
      %ud = acc.update_device varPtr(%a : !llvm.ptr) varType(f64) bounds(%b1) -> !llvm.ptr {name = "a[0:1]", structured = false}
      acc.update dataOperands(%ud : !llvm.ptr)
      // update self(b[0:n]) if(n > 10): getdeviceptr + acc.update + acc.update_host
      %c10 = arith.constant 10 : i32
      %cond = arith.cmpi sgt, %n, %c10 : i32
      %gb = acc.getdeviceptr varPtr(%b : !llvm.ptr) varType(f64) bounds(%bn) -> !llvm.ptr {dataClause = #acc<data_clause acc_update_self>, name = "b[0:n]", structured = false}
      acc.update if(%cond) dataOperands(%gb : !llvm.ptr)
      acc.update_host accPtr(%gb : !llvm.ptr) bounds(%bn) to varPtr(%b : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_update_self>, name = "b[0:n]", structured = false}
      acc.terminator
    }
    acc.delete accPtr(%ain : !llvm.ptr) bounds(%bn) {dataClause = #acc<data_clause acc_copyin>, name = "a[0:n]"}
    acc.copyout accPtr(%bcr : !llvm.ptr) bounds(%bn) to varPtr(%b : !llvm.ptr) varType(f64) {name = "b[0:n]"}
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "s"}
    acc.delete accPtr(%ccr : !llvm.ptr) bounds(%bn) {dataClause = #acc<data_clause acc_create>, name = "c[0:n]"}
    acc.delete accPtr(%dpr : !llvm.ptr) bounds(%bn) {dataClause = #acc<data_clause acc_present>, name = "d[0:n]"}

    // ---- unstructured data lifetime
    %q = arith.constant 1 : i32
    %ea = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) bounds(%bn) -> !llvm.ptr {name = "a[0:n]", structured = false}
    %ec = acc.create varPtr(%c : !llvm.ptr) varType(f64) bounds(%bn) -> !llvm.ptr {name = "c[0:n]", structured = false}
    acc.enter_data dataOperands(%ea, %ec : !llvm.ptr, !llvm.ptr)
    acc.wait(%q : i32)
    %gh = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(f64) bounds(%bn) -> !llvm.ptr {dataClause = #acc<data_clause acc_update_host>, name = "a[0:n]", structured = false}
    acc.update dataOperands(%gh : !llvm.ptr)
    acc.update_host accPtr(%gh : !llvm.ptr) bounds(%bn) to varPtr(%a : !llvm.ptr) varType(f64) {name = "a[0:n]", structured = false}
    %xa = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(f64) bounds(%bn) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "a[0:n]", structured = false}
    %xc = acc.getdeviceptr varPtr(%c : !llvm.ptr) varType(f64) bounds(%bn) -> !llvm.ptr {dataClause = #acc<data_clause acc_delete>, name = "c[0:n]", structured = false}
    acc.exit_data dataOperands(%xa, %xc : !llvm.ptr, !llvm.ptr) attributes {finalize}
    acc.copyout accPtr(%xa : !llvm.ptr) bounds(%bn) to varPtr(%a : !llvm.ptr) varType(f64) {name = "a[0:n]", structured = false}
    acc.delete accPtr(%xc : !llvm.ptr) bounds(%bn) {name = "c[0:n]", structured = false}
    return
  }
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt("data: a[0]=%g b[0]=%g b[5]=%g c[5]=%g\0A\00") {addr_space = 0 : i32}
  func.func @main() -> i32 {
    %one64 = arith.constant 1 : i64
    %a = llvm.alloca %one64 x !llvm.array<16 x f64> : (i64) -> !llvm.ptr
    %b = llvm.alloca %one64 x !llvm.array<16 x f64> : (i64) -> !llvm.ptr
    %c = llvm.alloca %one64 x !llvm.array<16 x f64> : (i64) -> !llvm.ptr
    %d = llvm.alloca %one64 x !llvm.array<16 x f64> : (i64) -> !llvm.ptr
    %s = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c16 = arith.constant 16 : i64
    scf.for %i = %c0 to %c16 step %c1 : i64 {
      %fi = arith.sitofp %i : i64 to f64
      %p = llvm.getelementptr %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
      llvm.store %fi, %p : f64, !llvm.ptr
    }
    %n = arith.constant 16 : i32
    func.call @data(%a, %b, %c, %d, %s, %n) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32) -> ()
    %a0 = llvm.load %a : !llvm.ptr -> f64
    %b0 = llvm.load %b : !llvm.ptr -> f64
    %pb5 = llvm.getelementptr %b[5] : (!llvm.ptr) -> !llvm.ptr, f64
    %b5 = llvm.load %pb5 : !llvm.ptr -> f64
    %pc5 = llvm.getelementptr %c[5] : (!llvm.ptr) -> !llvm.ptr, f64
    %c5 = llvm.load %pc5 : !llvm.ptr -> f64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %r = llvm.call @printf(%fmt, %a0, %b0, %b5, %c5) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64, f64, f64) -> i32
    %ret = arith.constant 0 : i32
    return %ret : i32
  }
}
