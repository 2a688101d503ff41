// Edge cases of directive forms, each once wrong: capture forms with operands and
// non-variable targets, `wait` and bare `async`/`wait` on data directives,
// `exit data` exit ops unstructured, a `seq` loop over a clause variable,
// data clause modifiers, `routine(name)` after the definition, statement
// byte ranges of nested constructs.
//
// RUN: accc -emit-mlir=acc %s | FileCheck %s
// RUN: accc -emit-mlir=acc %s | FileCheck %s --check-prefix=RECIPE

// CHECK-LABEL: func.func @captures
void captures(int *x, int e, int *a) {
  int v;
#pragma acc parallel copy(x[0:1], a[0:4])
  {
    // The address is computed once, before the capture; both ops use it.
    // CHECK: %[[X:.*]] = llvm.getelementptr
    // CHECK: acc.atomic.capture {
    // CHECK-NEXT: acc.atomic.update %[[X]] : !llvm.ptr {
    // CHECK: arith.addi
    // CHECK: acc.atomic.read %{{.*}} = %[[X]] : !llvm.ptr, !llvm.ptr, i32
    // CHECK-NEXT: }
#pragma acc atomic capture
    v = x[0] += e;
    // CHECK: acc.atomic.capture {
    // CHECK-NEXT: acc.atomic.read %{{.*}} = %[[Y:.*]] : !llvm.ptr, !llvm.ptr, i32
    // CHECK-NEXT: acc.atomic.write %[[Y]] = %{{.*}} : !llvm.ptr, i32
    // CHECK-NEXT: }
#pragma acc atomic capture
    { v = *x; *x = e; }
  }
}

// CHECK-LABEL: func.func @data_directives
void data_directives(double *a, int n) {
  // CHECK: acc.enter_data async dataOperands(
#pragma acc enter data copyin(a[0:n]) async
  // CHECK: acc.update async(%{{.*}} : i32) wait({%{{.*}} : i32}) dataOperands(
#pragma acc update device(a[0:1]) async(1) wait(3)
  // CHECK: acc.update wait dataOperands(
#pragma acc update self(a[0:n]) wait
  // CHECK: acc.exit_data dataOperands(
  // CHECK-NEXT: acc.copyout accPtr({{.*}}, structured = false}
#pragma acc exit data copyout(a[0:n])
}

// A `seq` loop over a variable of a clause updates the clause's copy.
// CHECK-LABEL: func.func @seq_clause_variable
// CHECK: %[[J:[0-9]+]] = acc.firstprivate varPtr(%{{.*}} : !llvm.ptr) varType(i32)
// CHECK: acc.loop control(%[[IV:[a-z0-9_]+]] : i32)
// CHECK-NEXT: llvm.store %[[IV]], %[[J]] : i32, !llvm.ptr
// CHECK: seq = [#acc.device_type<none>]
// CHECK: llvm.store %{{.*}}, %[[J]] : i32, !llvm.ptr
void seq_clause_variable(float *a, int n) {
  int j;
#pragma acc parallel firstprivate(j) copy(a[0:n])
  {
#pragma acc loop seq
    for (j = 0; j < n; j++) a[j] = j;
  }
}

// CHECK-LABEL: func.func @modifiers
// CHECK: acc.copyin {{.*}}dataClause = #acc<data_clause acc_copyin_readonly>
// CHECK: acc.create {{.*}}dataClause = #acc<data_clause acc_create_zero>
// CHECK: acc.create {{.*}}dataClause = #acc<data_clause acc_copyout_zero>
// CHECK: acc.delete {{.*}}dataClause = #acc<data_clause acc_copyin_readonly>
// CHECK: acc.delete {{.*}}dataClause = #acc<data_clause acc_create_zero>
// CHECK: acc.copyout {{.*}}dataClause = #acc<data_clause acc_copyout_zero>
void modifiers(double *a, double *b, double *c, int n) {
#pragma acc parallel copyin(readonly: a[0:n]) create(zero: b[0:n]) copyout(zero: c[0:n])
  { c[0] = a[0] + b[0]; }
}

// CHECK: func.func @cube(%{{.*}}: f32) -> f32 attributes {acc.routine_info = #acc.routine_info<[@acc_routine_cube_0]>}
float cube(float x) { return x * x * x; }
#pragma acc routine(cube) seq

// The parallel construct's statement is the whole loop construct below it.
// CHECK-LABEL: func.func @ranges
// CHECK: acc.loop
// CHECK: statement = array<i64: [[LOOP:[0-9]+]], [[END:[0-9]+]]>
// CHECK: acc.yield
// CHECK: acc2omp.src = {directive = array<i64: {{[0-9]+}}, {{[0-9]+}}>, statement = array<i64: {{[0-9]+}}, [[END]]>}
void ranges(float *a, int n) {
#pragma acc parallel
#pragma acc loop
  for (int i = 0; i < n; i++) a[i] = 0;
}

// Members named in a clause designate the clause's copy inside the construct.
// CHECK-LABEL: func.func @member_section
// CHECK: %[[W:.*]] = acc.create varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%{{.*}}) -> !llvm.ptr {{{.*}}name = "st.w[2:4]"}
// CHECK: acc.parallel dataOperands(%[[W]] : !llvm.ptr)
// CHECK: llvm.getelementptr %[[W]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f64
struct S { double w[8]; };
void member_section(struct S st) {
#pragma acc parallel copyout(st.w[2:4])
  { st.w[2] = 1.0; }
}

// `copy(s) reduction(+:s)`: the reduction reduces into the copy; no second
// implicit copy.
// CHECK-LABEL: func.func @copy_and_reduction
// CHECK: %[[S:.*]] = acc.copyin {{.*}}dataClause = #acc<data_clause acc_copy>, name = "s"}
// CHECK-NOT: acc_reduction
// CHECK: acc.reduction varPtr(%[[S]] : !llvm.ptr) varType(i32) recipe(@reduction_add_i32)
void copy_and_reduction(int *a, int n, int s) {
#pragma acc parallel loop copy(s) reduction(+:s)
  for (int i = 0; i < n; i++) s += a[i];
}

// A `_Bool` reduction stays 0 or 1.
// RECIPE-LABEL: acc.reduction.recipe @reduction_add_bi8
// RECIPE: arith.addi %{{.*}}, %{{.*}} : i8
// RECIPE-NEXT: arith.constant 0 : i8
// RECIPE-NEXT: arith.cmpi ne, %{{.*}}, %{{.*}} : i8
// RECIPE-NEXT: arith.extui %{{.*}} : i1 to i8
// CHECK-LABEL: func.func @bool_reduction
_Bool bool_reduction(const int *a, int n) {
  _Bool any = 0;
#pragma acc parallel loop reduction(+:any) copyin(a[0:n])
  for (int i = 0; i < n; i++) any += a[i] > 0;
  return any;
}

// CHECK-LABEL: func.func @declare_kinds
// CHECK: acc.declare_device_resident varPtr(%{{.*}} : !llvm.ptr) varType(!llvm.array<8 x f64>)
// CHECK: acc.declare_enter
// CHECK: acc.declare_exit
// CHECK: acc.delete {{.*}}dataClause = #acc<data_clause acc_declare_device_resident>
void declare_kinds(void) {
  double t[8];
#pragma acc declare device_resident(t)
  t[0] = 0;
}
