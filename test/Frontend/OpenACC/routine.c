// RUN: accc -emit-mlir=acc %s | FileCheck %s
// routine: acc.routine @acc_routine_<f>_0 func(@f) with seq/gang/worker/
// vector, bind and nohost; acc.routine_info on the function; the
// routine(name) form after a definition and for a declaration; orphaned
// loops in gang/worker/vector routines.

// CHECK-DAG:   acc.routine @acc_routine_sq_0 func(@sq) seq
// CHECK-DAG:   acc.routine @acc_routine_rowg_0 func(@rowg) gang
// CHECK-DAG:   acc.routine @acc_routine_roww_0 func(@roww) worker
// CHECK-DAG:   acc.routine @acc_routine_rowv_0 func(@rowv) vector
// CHECK-DAG:   acc.routine @acc_routine_cube_0 func(@cube) seq
// CHECK-DAG:   acc.routine @acc_routine_sq2_0 func(@sq2) bind({{.*}}sq{{.*}}) seq
// CHECK-DAG:   acc.routine @acc_routine_sq3_0 func(@sq3) bind("sq_dev") seq
// CHECK-DAG:   acc.routine @acc_routine_sq4_0 func(@sq4) seq nohost
// CHECK-DAG:   acc.routine @acc_routine_decl_only_0 func(@decl_only) worker
// CHECK-DAG:   llvm.func @decl_only(f32) -> f32

// CHECK-LABEL: func.func @sq(%{{.*}}: f32) -> f32 attributes {acc.routine_info = #acc.routine_info<[@acc_routine_sq_0]>}
#pragma acc routine seq
float sq(float x) { return x * x; }

// CHECK-LABEL: func.func @rowg(%{{.*}}: !llvm.ptr, %{{.*}}: i32) attributes {acc.routine_info = #acc.routine_info<[@acc_routine_rowg_0]>}
// CHECK:         %[[P:.*]] = acc.private varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@privatization_i32) -> !llvm.ptr {acc2omp.declared, implicit = true, name = "j"}
// CHECK:         acc.loop gang private(%[[P]] : !llvm.ptr) control(
// CHECK:         } attributes {{{.*}}independent = [#acc.device_type<none>]}
#pragma acc routine gang
void rowg(float *r, int m) {
#pragma acc loop gang
  for (int j = 0; j < m; ++j) r[j] = 1.0f;
}

// CHECK-LABEL: func.func @roww({{.*}}) attributes {acc.routine_info = #acc.routine_info<[@acc_routine_roww_0]>}
// CHECK:         acc.loop worker private(
#pragma acc routine worker
void roww(float *r, int m) {
#pragma acc loop worker
  for (int j = 0; j < m; ++j) r[j] = 1.0f;
}

// CHECK-LABEL: func.func @rowv({{.*}}) attributes {acc.routine_info = #acc.routine_info<[@acc_routine_rowv_0]>}
// CHECK:         acc.loop vector private(
#pragma acc routine vector
void rowv(float *r, int m) {
#pragma acc loop vector
  for (int j = 0; j < m; ++j) r[j] = 1.0f;
}

// CHECK-LABEL: func.func @cube(
float cube(float x) { return x * x * x; }
#pragma acc routine(cube) seq

// CHECK-LABEL: func.func @sq2({{.*}} attributes {acc.routine_info = #acc.routine_info<[@acc_routine_sq2_0]>}
#pragma acc routine seq bind(sq)
float sq2(float x) { return x * x; }

// CHECK-LABEL: func.func @sq3({{.*}} attributes {acc.routine_info = #acc.routine_info<[@acc_routine_sq3_0]>}
#pragma acc routine seq bind("sq_dev")
float sq3(float x) { return x * x; }

// CHECK-LABEL: func.func @sq4({{.*}} attributes {acc.routine_info = #acc.routine_info<[@acc_routine_sq4_0]>}
#pragma acc routine seq nohost
float sq4(float x) { return x * x; }

float decl_only(float x);
#pragma acc routine(decl_only) worker

// CHECK-LABEL: func.func @use(
// CHECK:         acc.loop combined(parallel)
// CHECK:           func.call @sq(
// CHECK:           func.call @cube(
// CHECK:           func.call @sq2(
// CHECK:           func.call @sq3(
// CHECK:           func.call @sq4(
// CHECK:           llvm.call @decl_only(
void use(float *a, int n) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] = sq(a[i]) + cube(a[i]) + sq2(1) + sq3(2) + sq4(3) + decl_only(4);
}
