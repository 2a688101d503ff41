// omp-prof-events: the profiling interface's calls around the constructs
// OpenACC directives became, with a constant per directive that describes
// it (acc_construct_t, its lines and its function's, its file and
// function names: the runtime's prof_events::Construct). A host build
// (no option): compute constructs with their host launches (the gangs,
// workers and vector lanes the construct asks for, as host values), waits;
// the data directives get nothing (their maps do nothing on the host).
// With offload=true (before convert-omp-to-gpu): the data directives too
// (a data construct: entry and exit, each around its maps), no launches;
// the host pipeline's run then adds only the launches. accc runs it;
// convert-acc-to-omp's IR has none of it.
//
// RUN: accc -emit-mlir=omp -mlir-print-debuginfo %s -o %t.mlir
// RUN: acc-opt --omp-prof-events %t.mlir | FileCheck %s --check-prefixes=CHECK,HOST
// RUN: acc-opt '--omp-prof-events=offload=true' %t.mlir | FileCheck %s --check-prefixes=CHECK,OFFLOAD
// RUN: acc-opt '--omp-prof-events=offload=true' %t.mlir | acc-opt --omp-prof-events | FileCheck %s --check-prefix=BOTH
// RUN: accc -emit-mlir=omp %s -o - | FileCheck %s --check-prefix=NONE
// NONE-NOT: __acc2omp_prof

// The constants: the compute construct's (acc_construct_parallel, its
// lines, function f's).
// CHECK-DAG: llvm.mlir.global internal constant @acc2omp.name.66("f\00")
// CHECK: llvm.mlir.global internal constant @acc2omp.prof.{{[0-9a-f]+}}() {{.*}} : !llvm.struct<(i32, i32, i32, i32, i32, i32, ptr, ptr)> {
// (With offload=true the data construct's comes first.)
// OFFLOAD: llvm.mlir.constant(3 : i32)
// CHECK: llvm.mlir.undef
// CHECK-NEXT: llvm.mlir.constant(0 : i32)
// CHECK-NEXT: llvm.insertvalue %{{.*}}[0]
// CHECK-NEXT: llvm.mlir.constant([[#@LINE+23]] : i32)
// CHECK-NEXT: llvm.insertvalue %{{.*}}[1]
// CHECK-NEXT: llvm.mlir.constant([[#@LINE+22]] : i32)
// CHECK-NEXT: llvm.insertvalue %{{.*}}[2]
// CHECK-NEXT: llvm.mlir.constant([[#@LINE+10]] : i32)
// CHECK-NEXT: llvm.insertvalue %{{.*}}[3]
// CHECK-NEXT: llvm.mlir.constant([[#@LINE+37]] : i32)
// CHECK-NEXT: llvm.insertvalue %{{.*}}[4]
// CHECK: llvm.mlir.addressof @acc2omp.name.{{[0-9a-f]+}}
// CHECK-NEXT: llvm.insertvalue %{{.*}}[6]
// CHECK-NEXT: llvm.mlir.addressof @acc2omp.name.66
// CHECK-NEXT: llvm.insertvalue %{{.*}}[7]

// CHECK-LABEL: func.func @f(
void f(float *x, int n) {
  // OFFLOAD: llvm.call @__acc2omp_prof_enter(%{{.*}}, %c1_i32{{.*}})
  // OFFLOAD: omp.target_data
  // OFFLOAD-NOT: omp.target
  // OFFLOAD: llvm.call @__acc2omp_prof_leave(%{{.*}}, %c1_i32{{.*}})
  // HOST: omp.target_data
  // HOST-NOT: __acc2omp_prof_enter(%{{.*}}, %c1_i32
#pragma acc data copy(x[0:n])
  {
#pragma acc parallel loop num_gangs(4) num_workers(2) vector_length(8) gang worker vector
    for (int i = 0; i < n; i++) x[i] += 1;
    // CHECK: llvm.call @__acc2omp_prof_enter(%{{.*}}, %c0_i32{{.*}})
    // HOST: llvm.call @__acc2omp_prof_launch(%{{.*}}, %c0_i32{{.*}}, %{{.*}}, %{{.*}}, %c8_i64{{.*}})
    // HOST-NEXT: omp.target
    // OFFLOAD-NOT: __acc2omp_prof_launch
    // CHECK: llvm.call @__acc2omp_prof_leave(%{{.*}}, %c0_i32{{.*}})
#pragma acc update self(x[0:n])
  }
  // OFFLOAD: llvm.call @__acc2omp_prof_enter(%{{.*}}, %c5_i32{{.*}})
  // OFFLOAD-NEXT: omp.target_update
  // OFFLOAD: llvm.call @__acc2omp_prof_leave(%{{.*}}, %c5_i32{{.*}})
  // OFFLOAD: llvm.call @__acc2omp_prof_enter(%{{.*}}, %c2_i32{{.*}})
  // OFFLOAD-NEXT: omp.terminator
  // OFFLOAD: llvm.call @__acc2omp_prof_leave(%{{.*}}, %c2_i32{{.*}})
  // HOST-NOT: omp.target_update {{.*}}acc2omp.prof
  // CHECK: llvm.call @__acc2omp_prof_enter(%{{.*}}, %c6_i32{{.*}})
  // CHECK-NEXT: llvm.call @acc_wait_all()
  // CHECK: llvm.call @__acc2omp_prof_leave(%{{.*}}, %c6_i32{{.*}})
#pragma acc wait
}

// Both runs: each construct's calls once, and the launches.
// BOTH-COUNT-2: __acc2omp_prof_enter(%{{.*}}, %c
// BOTH-NOT: __acc2omp_prof_enter(%{{.*}}, %c0
