// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Compute constructs (parallel, serial, kernels) and their clauses: data
// clauses before/after the construct, private/firstprivate/reduction created
// before it and listed on it, the body using the clause results, scalar
// clauses (num_gangs, num_workers, vector_length, if, self, async, wait,
// default) and the terminators.

// CHECK-LABEL: acc.firstprivate.recipe @firstprivatization_f32 : !llvm.ptr init {
// CHECK:       ^bb0(%{{.*}}: !llvm.ptr):
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x f32
// CHECK:         acc.yield %[[P]] : !llvm.ptr
// CHECK:       } copy {
// CHECK:       ^bb0(%[[SRC:.*]]: !llvm.ptr, %[[DST:.*]]: !llvm.ptr):
// CHECK:         %[[V:.*]] = llvm.load %[[SRC]] : !llvm.ptr -> f32
// CHECK:         llvm.store %[[V]], %[[DST]] : f32, !llvm.ptr
// CHECK:         acc.terminator
// CHECK-LABEL: acc.private.recipe @privatization_f32 : !llvm.ptr init {
// CHECK:         %[[P:.*]] = llvm.alloca %{{.*}} x f32
// CHECK:         acc.yield %[[P]] : !llvm.ptr
// CHECK-LABEL: acc.private.recipe @privatization_i32 : !llvm.ptr init {
// CHECK:         llvm.alloca %{{.*}} x i32
// CHECK-LABEL: acc.reduction.recipe @reduction_add_i32 : !llvm.ptr reduction_operator <add> init {
// CHECK-LABEL: acc.reduction.recipe @reduction_mul_f64 : !llvm.ptr reduction_operator <mul> init {

// CHECK-LABEL: func.func @par_clauses(
// CHECK-SAME:      %[[A:.*]]: !llvm.ptr, %[[N:.*]]: i32, %[[X:.*]]: f32)
// CHECK:         llvm.store %[[X]], %[[XSLOT:[0-9]+]] : f32, !llvm.ptr
// CHECK-DAG:     %[[G:.*]] = arith.constant 4 : i32
// CHECK-DAG:     %[[W:.*]] = arith.constant 2 : i32
// CHECK-DAG:     %[[VL:.*]] = arith.constant 32 : i32
// CHECK:         %[[BASE:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[B:.*]] = acc.bounds lowerbound(%{{.*}} : i64) upperbound(%{{.*}} : i64) extent(%{{.*}} : i64) stride(%{{.*}} : i64) startIdx(%{{.*}} : i64)
// CHECK:         %[[C:.*]] = acc.copyin varPtr(%[[BASE]] : !llvm.ptr) varType(f64) bounds(%[[B]]) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copy>, name = "a[0:n]"}
// CHECK:         %[[FP:.*]] = acc.firstprivate varPtr(%[[XSLOT]] : !llvm.ptr) varType(f32) recipe(@firstprivatization_f32) -> !llvm.ptr {{{.*}}name = "x"}
// CHECK:         acc.parallel dataOperands(%[[C]] : !llvm.ptr) firstprivate(%[[FP]] : !llvm.ptr) num_gangs({%[[G]] : i32}) num_workers(%[[W]] : i32) vector_length(%[[VL]] : i32) {
// The body's `a` is the device copy, its `x` the firstprivate copy.
// CHECK:           llvm.load %[[FP]] : !llvm.ptr -> f32
// CHECK:           llvm.getelementptr %[[C]][
// CHECK:           acc.yield
// CHECK-NEXT:    } attributes {acc2omp.src =
// CHECK-NEXT:    acc.copyout accPtr(%[[C]] : !llvm.ptr) bounds(%[[B]]) to varPtr(%[[BASE]] : !llvm.ptr) varType(f64) {{{.*}}dataClause = #acc<data_clause acc_copy>, name = "a[0:n]"}
// CHECK-NEXT:    return
void par_clauses(double *a, int n, float x) {
#pragma acc parallel copy(a[0:n]) num_gangs(4) num_workers(2) vector_length(32) firstprivate(x)
  {
    a[0] = x;
  }
}

// CHECK-LABEL: func.func @par_more(
// CHECK:         llvm.store %arg2, %[[TSLOT:[0-9]+]] : f32, !llvm.ptr
// CHECK:         %[[NV:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:         %[[CMP:.*]] = arith.cmpi sgt, %[[NV]], %{{.*}} : i32
// CHECK:         %[[SELF:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : i32
// CHECK:         %[[Q1:.*]] = arith.constant 1 : i32
// CHECK:         %[[G1:.*]] = arith.constant 2 : i32
// CHECK:         %[[G2:.*]] = arith.constant 3 : i32
// CHECK:         %[[G3:.*]] = arith.constant 4 : i32
// CHECK:         %[[PT:.*]] = acc.private varPtr(%[[TSLOT]] : !llvm.ptr) varType(f32) recipe(@privatization_f32) -> !llvm.ptr {{{.*}}name = "t"}
// CHECK:         acc.parallel async num_gangs({%[[G1]] : i32, %[[G2]] : i32, %[[G3]] : i32}) private(%[[PT]] : !llvm.ptr) wait({%[[Q1]] : i32}) self(%[[SELF]]) {
// CHECK:           llvm.store %{{.*}}, %[[PT]] : f32, !llvm.ptr
// CHECK:           llvm.load %[[PT]] : !llvm.ptr -> f32
// CHECK:           acc.yield
// CHECK:         } attributes {{{.*}}defaultAttr = #acc<defaultvalue present>}
void par_more(float *a, int n, float t, int q) {
#pragma acc parallel private(t) default(present) self(n > 2) async wait(1) num_gangs(2, 3, 4)
  {
    t = a[0];
    a[1] = t + q;
  }
}

// copyin(a[1:n]): lowerbound 1, extent n, upperbound 1 + n - 1.
// CHECK-LABEL: func.func @ser_clauses(
// CHECK:         llvm.store %arg2, %[[QSLOT:[0-9]+]] : i32, !llvm.ptr
// CHECK:         %[[COND:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : i32
// CHECK:         %[[Q3:.*]] = arith.constant 3 : i32
// CHECK:         %[[ONE:.*]] = arith.constant 1 : i32
// CHECK:         %[[LB:.*]] = arith.extsi %[[ONE]] : i32 to i64
// CHECK:         %[[NN:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:         %[[EXT:.*]] = arith.extsi %[[NN]] : i32 to i64
// CHECK:         %[[END:.*]] = arith.addi %[[LB]], %[[EXT]] : i64
// CHECK:         %[[UB:.*]] = arith.subi %[[END]], %{{.*}} : i64
// CHECK:         %[[B:.*]] = acc.bounds lowerbound(%[[LB]] : i64) upperbound(%[[UB]] : i64) extent(%[[EXT]] : i64)
// CHECK:         %[[CI:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%[[B]]) -> !llvm.ptr {{{.*}}name = "a[1:n]"}
// CHECK:         %[[PQ:.*]] = acc.private varPtr(%[[QSLOT]] : !llvm.ptr) varType(i32) recipe(@privatization_i32) -> !llvm.ptr {{{.*}}name = "q"}
// CHECK:         acc.serial dataOperands(%[[CI]] : !llvm.ptr) async(%[[Q3]] : i32) private(%[[PQ]] : !llvm.ptr) if(%[[COND]]) {
// CHECK:           llvm.store %{{.*}}, %[[PQ]] : i32, !llvm.ptr
// CHECK:           acc.yield
// CHECK:         } attributes {{{.*}}defaultAttr = #acc<defaultvalue none>}
// CHECK-NEXT:    acc.delete accPtr(%[[CI]] : !llvm.ptr) bounds(%[[B]]) {{{.*}}dataClause = #acc<data_clause acc_copyin>, name = "a[1:n]"}
void ser_clauses(double *a, int n, int q) {
#pragma acc serial copyin(a[1:n]) default(none) if(n) private(q) async(3)
  {
    q = 1;
    a[0] = q;
  }
}

// CHECK-LABEL: func.func @ser_self(
// CHECK:         acc.serial {
// CHECK-NEXT:      acc.yield
// CHECK-NEXT:    } attributes {{{.*}}selfAttr}
void ser_self(int n) {
#pragma acc serial self
  {}
}

// copyout(a[:n]): lowerbound 0; acc.create on entry, acc.copyout on exit.
// CHECK-LABEL: func.func @ker_clauses(
// CHECK:         %[[IF:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : i32
// CHECK:         %[[ASYNC:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:         %[[NG:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:         %[[NP1:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:         %[[NW:.*]] = arith.addi %[[NP1]], %{{.*}} : i32
// CHECK:         %[[V64:.*]] = arith.constant 64 : i32
// CHECK:         %[[BASE:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[Z:.*]] = arith.constant 0 : i64
// CHECK:         %[[B:.*]] = acc.bounds lowerbound(%[[Z]] : i64)
// CHECK:         %[[CR:.*]] = acc.create varPtr(%[[BASE]] : !llvm.ptr) varType(f64) bounds(%[[B]]) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copyout>, name = "a[:n]"}
// CHECK:         acc.kernels dataOperands(%[[CR]] : !llvm.ptr) async(%[[ASYNC]] : i32) num_gangs({%[[NG]] : i32}) num_workers(%[[NW]] : i32) vector_length(%[[V64]] : i32) wait if(%[[IF]]) {
// CHECK:           llvm.getelementptr %[[CR]][
// CHECK:           acc.terminator
// CHECK-NEXT:    } attributes
// CHECK-NEXT:    acc.copyout accPtr(%[[CR]] : !llvm.ptr) bounds(%[[B]]) to varPtr(%[[BASE]] : !llvm.ptr) varType(f64) {{{.*}}name = "a[:n]"}
void ker_clauses(double *a, int n) {
#pragma acc kernels copyout(a[:n]) if(n > 10) async(n) wait num_gangs(n) num_workers(n+1) vector_length(64)
  {
    a[0] = 1.0;
  }
}

// CHECK-LABEL: func.func @ker_wait(
// CHECK:         %[[W1:.*]] = arith.constant 1 : i32
// CHECK:         %[[WN:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:         acc.kernels wait({%[[W1]] : i32, %[[WN]] : i32}) {
// CHECK-NEXT:      acc.terminator
void ker_wait(int n) {
#pragma acc kernels wait(1, n)
  {}
}

// Construct-level reductions: acc.reduction before the construct, the body
// updates the reduction copies.
// CHECK-LABEL: func.func @par_reduction(
// CHECK:         llvm.store %arg2, %[[ISLOT:[0-9]+]] : i32, !llvm.ptr
// CHECK:         llvm.store %arg3, %[[PSLOT:[0-9]+]] : f64, !llvm.ptr
// CHECK:         %[[CI:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(i32) bounds(%{{.*}}) -> !llvm.ptr {{{.*}}name = "a[0:n]"}
// CHECK:         %[[R1:.*]] = acc.reduction varPtr(%[[ISLOT]] : !llvm.ptr) varType(i32) recipe(@reduction_add_i32) -> !llvm.ptr {{{.*}}name = "isum"}
// CHECK:         %[[R2:.*]] = acc.reduction varPtr(%[[PSLOT]] : !llvm.ptr) varType(f64) recipe(@reduction_mul_f64) -> !llvm.ptr {{{.*}}name = "prod"}
// CHECK:         acc.parallel dataOperands(%[[CI]] : !llvm.ptr) reduction(%[[R1]], %[[R2]] : !llvm.ptr, !llvm.ptr) {
// CHECK:           %[[S:.*]] = llvm.load %[[R1]] : !llvm.ptr -> i32
// CHECK:           %[[S2:.*]] = arith.addi %[[S]], %{{.*}} : i32
// CHECK:           llvm.store %[[S2]], %[[R1]] : i32, !llvm.ptr
// CHECK:           %[[P:.*]] = llvm.load %[[R2]] : !llvm.ptr -> f64
// CHECK:           %[[P2:.*]] = arith.mulf %[[P]], %{{.*}} : f64
// CHECK:           llvm.store %[[P2]], %[[R2]] : f64, !llvm.ptr
// CHECK:           acc.yield
// CHECK:         acc.delete accPtr(%[[CI]] : !llvm.ptr) bounds(%{{.*}}) {{{.*}}dataClause = #acc<data_clause acc_copyin>, name = "a[0:n]"}
void par_reduction(int *a, int n, int isum, double prod) {
#pragma acc parallel reduction(+:isum) reduction(*:prod) copyin(a[0:n])
  {
    isum += a[0];
    prod *= a[1];
  }
}
