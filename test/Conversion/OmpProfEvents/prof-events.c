// omp-prof-events: the profiling interface's calls around the constructs
// OpenACC directives became, each with the address of its description in
// one table of the module (acc_construct_t, its lines and its function's,
// its file and function names: the runtime's prof_events::Construct). A
// host build (no option): each compute construct's events and its host
// launch's in one call each side (__acc2omp_prof_compute, with the gangs,
// workers and vector lanes it asks for as host values), the waits; the
// data directives get nothing (their maps do nothing on the host). With
// offload=true (before convert-omp-to-gpu): the data directives too (a
// data construct: entry and exit, each around its maps), the compute
// constructs' enter and leave calls and no launches; the host pipeline's
// run then adds only the launches (__acc2omp_prof_launch) to the constructs
// already done. accc runs it; convert-acc-to-omp's IR has none of it.
//
// RUN: accc -emit-mlir=omp -mlir-print-debuginfo %s -o %t.mlir
// RUN: acc-opt --omp-prof-events %t.mlir | FileCheck %s --check-prefixes=CHECK,HOST
// RUN: acc-opt '--omp-prof-events=offload=true' %t.mlir | FileCheck %s --check-prefixes=CHECK,OFFLOAD
// RUN: acc-opt '--omp-prof-events=offload=true' %t.mlir | acc-opt --omp-prof-events | FileCheck %s --check-prefix=BOTH
// RUN: accc -emit-mlir=omp %s -o - | FileCheck %s --check-prefix=NONE
// NONE-NOT: __acc2omp_prof

// The table: each description's six integers, then the file's name and the
// function's.
// CHECK: llvm.mlir.global internal constant @acc2omp.prof.table("{{.*}}prof-events.c\00f\00
// CHECK-DAG: llvm.func @__acc2omp_prof_enter(!llvm.ptr, i32)
// CHECK-DAG: llvm.func @__acc2omp_prof_leave(!llvm.ptr, i32)
// CHECK-DAG: llvm.func @__acc2omp_prof_compute(!llvm.ptr, i32, i64, i64, i64)

// CHECK-LABEL: func.func @f(
void f(float *x, int n) {
  // OFFLOAD: %[[T:.*]] = llvm.mlir.addressof @acc2omp.prof.table
  // OFFLOAD-NEXT: %[[D:.*]] = llvm.getelementptr %[[T]][{{[0-9]+}}] : (!llvm.ptr) -> !llvm.ptr, i8
  // OFFLOAD: llvm.call @__acc2omp_prof_enter(%[[D]], %c1_i32{{.*}})
  // OFFLOAD-NEXT: omp.target_data
  // OFFLOAD: llvm.call @__acc2omp_prof_leave(%[[D]], %c1_i32{{.*}})
  // HOST: omp.target_data
  // HOST-NOT: __acc2omp_prof_enter(%{{.*}}, %c1_i32
#pragma acc data copy(x[0:n])
  {
#pragma acc parallel loop num_gangs(4) num_workers(2) vector_length(8) gang worker vector
    for (int i = 0; i < n; i++) x[i] += 1;
    // HOST: %[[T:.*]] = llvm.mlir.addressof @acc2omp.prof.table
    // HOST-NEXT: %[[C:.*]] = llvm.getelementptr %[[T]][0] : (!llvm.ptr) -> !llvm.ptr, i8
    // HOST: %[[G:.*]] = arith.extsi %c4_i32
    // HOST-NEXT: %[[W:.*]] = arith.extsi %c2_i32
    // HOST: llvm.call @__acc2omp_prof_compute(%[[C]], %c0_i32{{.*}}, %[[G]], %[[W]], %c8_i64{{.*}})
    // HOST-NEXT: omp.target
    // HOST: llvm.call @__acc2omp_prof_compute(%[[C]], %c1_i32{{.*}}, %[[G]], %[[W]], %c8_i64{{.*}})
    // OFFLOAD: llvm.call @__acc2omp_prof_enter(%[[P:.*]], %c0_i32{{.*}})
    // OFFLOAD-NEXT: omp.target
    // OFFLOAD-NOT: __acc2omp_prof_launch
    // OFFLOAD: llvm.call @__acc2omp_prof_leave(%[[P]], %c0_i32{{.*}})
#pragma acc update self(x[0:n])
  }
  // OFFLOAD: llvm.call @__acc2omp_prof_enter(%[[U:.*]], %c5_i32{{.*}})
  // OFFLOAD-NEXT: omp.target_update
  // OFFLOAD: llvm.call @__acc2omp_prof_leave(%[[U]], %c5_i32{{.*}})
  // OFFLOAD: llvm.call @__acc2omp_prof_enter(%[[D]], %c2_i32{{.*}})
  // OFFLOAD-NEXT: omp.terminator
  // OFFLOAD: llvm.call @__acc2omp_prof_leave(%[[D]], %c2_i32{{.*}})
  // HOST-NOT: omp.target_update {{.*}}acc2omp.prof
  // CHECK: llvm.call @__acc2omp_prof_enter(%{{.*}}, %c6_i32{{.*}})
  // CHECK-NEXT: llvm.call @acc_wait_all()
  // CHECK: llvm.call @__acc2omp_prof_leave(%{{.*}}, %c6_i32{{.*}})
#pragma acc wait
}

// Both runs: each construct's calls once, and the launches of the host
// version.
// BOTH-COUNT-2: __acc2omp_prof_enter(%{{.*}}, %c
// BOTH: llvm.call @__acc2omp_prof_launch(%{{.*}}, %c0_i32
// BOTH: llvm.call @__acc2omp_prof_launch(%{{.*}}, %c1_i32
// BOTH-NOT: __acc2omp_prof_compute(
