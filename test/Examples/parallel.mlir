// The bundled example that the README's first command converts.
//
// RUN: acc-opt %S/../../examples/parallel.mlir --convert-acc-to-omp | FileCheck %s
// RUN: acc-opt %S/../../examples/parallel.mlir --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm \
// RUN:   --convert-func-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir \
// RUN:   | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: func.func @scale
// CHECK-SAME: (%[[IN:.*]]: !llvm.ptr, %[[OUT:.*]]: !llvm.ptr, %[[COUNT:.*]]: !llvm.ptr, %[[N:.*]]: i32, %[[K:.*]]: f64)
// CHECK: %[[KSLOT:.*]] = llvm.alloca %{{.*}} x f64
// CHECK: %[[NSLOT:.*]] = llvm.alloca %{{.*}} x i32
// CHECK: %[[INB:.*]] = omp.map.bounds
// CHECK: %[[MIN:.*]] = omp.map.info var_ptr(%[[IN]] : !llvm.ptr, f64) map_clauses(ompx_hold, to) capture(ByRef) bounds(%[[INB]]) -> !llvm.ptr {name = "in[0:n]"}
// CHECK: %[[ONEB:.*]] = omp.map.bounds
// CHECK: %[[MOUT:.*]] = omp.map.info var_ptr(%[[OUT]] : !llvm.ptr, f64) map_clauses(ompx_hold, from) capture(ByRef) bounds(%[[ONEB]]) -> !llvm.ptr {name = "out[0:1]"}
// CHECK: %[[MCOUNT:.*]] = omp.map.info var_ptr(%[[COUNT]] : !llvm.ptr, i32) map_clauses(ompx_hold, tofrom) capture(ByRef) bounds(%[[ONEB]]) -> !llvm.ptr {name = "count[0:1]"}
// CHECK: llvm.store %[[N]], %[[NSLOT]]
// CHECK: %[[MN:.*]] = omp.map.info var_ptr(%[[NSLOT]] : !llvm.ptr, i32) map_clauses(to) capture(ByCopy)
// CHECK: llvm.store %[[K]], %[[KSLOT]]
// CHECK: %[[MK:.*]] = omp.map.info var_ptr(%[[KSLOT]] : !llvm.ptr, f64) map_clauses(to) capture(ByCopy)
// CHECK: omp.target host_eval({{.*}}) map_entries(%[[MIN]] -> %{{.*}}, %[[MOUT]] -> %{{.*}}, %[[MCOUNT]] -> %{{.*}}, %[[MN]] -> %{{.*}}, %[[MK]] -> %{{.*}} : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
// CHECK: omp.teams num_teams({{.*}}) {
// CHECK: omp.terminator
// CHECK: omp.terminator
// CHECK-NOT: acc.
// CHECK: return

// LLVM: define void @scale(
// LLVM: call void {{.*}}@__kmpc_fork_teams(
