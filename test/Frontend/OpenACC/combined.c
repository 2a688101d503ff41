// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Combined constructs (parallel loop, serial loop, kernels loop): data clauses
// and firstprivate before the compute op, the loop bounds computed inside it
// where C evaluates them (convert-acc-to-omp computes them again on the host),
// private/reduction on the loop inside the compute region, the implicit
// acc_reduction copy of a reduction variable, combined(...) on both ops.

// CHECK-LABEL: func.func @par_loop(
// CHECK:         llvm.alloca %{{.*}} x f32
// CHECK:         llvm.alloca %{{.*}} x f32
// CHECK:         %[[TSLOT:[0-9]+]] = llvm.alloca %{{.*}} x f32
// CHECK:         llvm.store %arg2, %[[NSLOT:[0-9]+]] : i32, !llvm.ptr
// CHECK:         llvm.store %arg3, %[[ASLOT:[0-9]+]] : f32, !llvm.ptr
// CHECK:         llvm.store %arg4, %[[SSLOT:[0-9]+]] : f32, !llvm.ptr
// CHECK:         %[[C8:.*]] = arith.constant 8 : i32
// CHECK:         %[[C32:.*]] = arith.constant 32 : i32
// CHECK:         %[[BX:.*]] = acc.bounds lowerbound(
// CHECK:         %[[X:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(f32) bounds(%[[BX]]) -> !llvm.ptr {{{.*}}name = "x[0:n]"}
// CHECK:         %[[Y:.*]] = acc.create varPtr(%[[YV:.*]] : !llvm.ptr) varType(f32) bounds(%[[BY:.*]]) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copyout>, name = "y[0:n]"}
// CHECK:         %[[SC:.*]] = acc.copyin varPtr(%[[SSLOT]] : !llvm.ptr) varType(f32) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
// CHECK:         %[[FA:.*]] = acc.firstprivate varPtr(%[[ASLOT]] : !llvm.ptr) varType(f32) recipe(@firstprivatization_f32) -> !llvm.ptr {{{.*}}name = "alpha"}
// CHECK:         acc.parallel combined(loop) dataOperands(%[[X]], %[[Y]], %[[SC]] : !llvm.ptr, !llvm.ptr, !llvm.ptr) firstprivate(%[[FA]] : !llvm.ptr) num_gangs({%[[C8]] : i32}) vector_length(%[[C32]] : i32) {
// CHECK:           %[[ISLOT:[0-9]+]] = llvm.alloca %{{.*}} x i32
// CHECK:           %[[LB:.*]] = arith.constant 0 : i32
// CHECK:           %[[UB:.*]] = llvm.load %[[NSLOT]] : !llvm.ptr -> i32
// CHECK:           %[[ST:.*]] = arith.constant 1 : i32
// CHECK:           %[[PT:.*]] = acc.private varPtr(%[[TSLOT]] : !llvm.ptr) varType(f32) recipe(@privatization_f32) -> !llvm.ptr {{{.*}}name = "t"}
// CHECK:           %[[R:.*]] = acc.reduction varPtr(%[[SC]] : !llvm.ptr) varType(f32) recipe(@reduction_add_f32) -> !llvm.ptr {{{.*}}name = "s"}
// CHECK:           %[[PI:.*]] = acc.private varPtr(%[[ISLOT]] : !llvm.ptr) varType(i32) recipe(@privatization_i32) -> !llvm.ptr {acc2omp.declared, implicit = true, name = "i"}
// CHECK:           acc.loop combined(parallel) gang worker vector private(%[[PT]], %[[PI]] : !llvm.ptr, !llvm.ptr) reduction(%[[R]] : !llvm.ptr) control(%[[IV:.*]] : i32) = (%[[LB]] : i32) to (%[[UB]] : i32) step (%[[ST]] : i32) {
// CHECK-NEXT:        llvm.store %[[IV]], %[[PI]] : i32, !llvm.ptr
// CHECK-NEXT:        %[[AL:.*]] = llvm.load %[[FA]] : !llvm.ptr -> f32
// CHECK:             llvm.getelementptr %[[X]][
// CHECK:             llvm.store %{{.*}}, %[[PT]] : f32, !llvm.ptr
// CHECK:             llvm.getelementptr %[[Y]][
// CHECK:             %[[OLD:.*]] = llvm.load %[[R]] : !llvm.ptr -> f32
// CHECK:             %[[NEW:.*]] = arith.addf %[[OLD]], %{{.*}} : f32
// CHECK:             llvm.store %[[NEW]], %[[R]] : f32, !llvm.ptr
// CHECK:             acc.yield
// CHECK-NEXT:      } attributes {{{.*}}inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
// CHECK-NEXT:      acc.yield
// CHECK-NEXT:    } attributes
// CHECK-NEXT:    acc.delete accPtr(%[[X]] : !llvm.ptr) bounds(%[[BX]]) {{{.*}}dataClause = #acc<data_clause acc_copyin>, name = "x[0:n]"}
// CHECK-NEXT:    acc.copyout accPtr(%[[Y]] : !llvm.ptr) bounds(%[[BY]]) to varPtr(%[[YV]] : !llvm.ptr) varType(f32) {{{.*}}name = "y[0:n]"}
// CHECK-NEXT:    acc.copyout accPtr(%[[SC]] : !llvm.ptr) to varPtr(%[[SSLOT]] : !llvm.ptr) varType(f32) {{{.*}}dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
// CHECK-NEXT:    return
void par_loop(float *x, float *y, int n, float alpha, float s) {
  float t;
#pragma acc parallel loop gang worker vector copyin(x[0:n]) copyout(y[0:n]) firstprivate(alpha) private(t) reduction(+:s) num_gangs(8) vector_length(32)
  for (int i = 0; i < n; i++) {
    t = alpha * x[i];
    y[i] = t;
    s += t;
  }
}

// CHECK-LABEL: func.func @ser_loop(
// CHECK:         %[[C:.*]] = acc.copyin varPtr(%[[AV:.*]] : !llvm.ptr) varType(f64) bounds(%[[B:.*]]) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copy>, name = "a[0:n]"}
// CHECK:         acc.serial combined(loop) dataOperands(%[[C]] : !llvm.ptr) {
// CHECK:           %[[LB:.*]] = arith.constant 0 : i32
// CHECK:           %[[UB:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:           %[[ST:.*]] = arith.constant 1 : i32
// CHECK:           acc.loop combined(serial) private(%{{.*}} : !llvm.ptr) control(%{{.*}} : i32) = (%[[LB]] : i32) to (%[[UB]] : i32) step (%[[ST]] : i32) {
// CHECK:           } attributes {{{.*}}independent = [#acc.device_type<none>]}
// CHECK-NEXT:      acc.yield
// CHECK:         acc.copyout accPtr(%[[C]] : !llvm.ptr) bounds(%[[B]]) to varPtr(%[[AV]] : !llvm.ptr) varType(f64) {{{.*}}dataClause = #acc<data_clause acc_copy>, name = "a[0:n]"}
void ser_loop(double *a, int n) {
#pragma acc serial loop copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] += 1.0;
}

// kernels loop: auto unless independent/seq is given; acc.terminator.
// CHECK-LABEL: func.func @ker_loop(
// CHECK:         %[[CR:.*]] = acc.create varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%[[B:.*]]) -> !llvm.ptr {{{.*}}name = "a[0:n]"}
// CHECK:         acc.kernels combined(loop) dataOperands(%[[CR]] : !llvm.ptr) {
// CHECK:           acc.loop combined(kernels) private(
// CHECK:           } attributes {{{.*}}auto_ = [#acc.device_type<none>], inclusiveUpperbound = array<i1: false>}
// CHECK-NEXT:      acc.terminator
// CHECK:         acc.delete accPtr(%[[CR]] : !llvm.ptr) bounds(%[[B]]) {{{.*}}dataClause = #acc<data_clause acc_create>, name = "a[0:n]"}
// CHECK:         %[[PR:.*]] = acc.present varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%[[B2:.*]]) -> !llvm.ptr {{{.*}}name = "a[0:n]"}
// A kernels loop's number of gangs is its construct's.
// CHECK:         acc.kernels combined(loop) dataOperands(%[[PR]] : !llvm.ptr) num_gangs({%c4_i32 : i32}) {
// CHECK:           acc.loop combined(kernels) gang private(
// CHECK:           } attributes {{{.*}}inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
// CHECK:         acc.delete accPtr(%[[PR]] : !llvm.ptr) bounds(%[[B2]]) {{{.*}}dataClause = #acc<data_clause acc_present>, name = "a[0:n]"}
// CHECK:         acc.kernels combined(loop) {
// CHECK:           acc.loop combined(kernels) private(
// CHECK:           } attributes {{{.*}}inclusiveUpperbound = array<i1: false>, seq = [#acc.device_type<none>]}
void ker_loop(double *a, int n) {
#pragma acc kernels loop create(a[0:n])
  for (int i = 0; i < n; i++) a[i] = i;
#pragma acc kernels loop independent gang(num:4) present(a[0:n])
  for (int i = 0; i < n; i++) a[i] = i;
#pragma acc kernels loop seq
  for (int i = 0; i < n; i++) a[i] = i;
}
