// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Data clauses on a compute construct: entry op before / exit op after
// (copy, copyin, copyout, create, present, no_create, deviceptr and the
// present_or_*/p* aliases), array sections a[lo:len] and a[:len] as acc.bounds
// (lowerbound = lo, extent = len, upperbound = lo + len - 1, innermost
// dimension first), 2-D sections of a static array and of a VLA parameter,
// struct member sections, whole scalars/arrays/structs. The body uses the
// results of the entry ops.

struct S { int n; double *v; double w[8]; };

// CHECK-LABEL: func.func @sections(
// CHECK:         %[[AV:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[LO:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:         %[[LB:.*]] = arith.extsi %[[LO]] : i32 to i64
// CHECK:         %[[N:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:         %[[EXT:.*]] = arith.extsi %[[N]] : i32 to i64
// CHECK:         %[[END:.*]] = arith.addi %[[LB]], %[[EXT]] : i64
// CHECK:         %[[UB:.*]] = arith.subi %[[END]], %{{.*}} : i64
// CHECK:         %[[BA:.*]] = acc.bounds lowerbound(%[[LB]] : i64) upperbound(%[[UB]] : i64) extent(%[[EXT]] : i64) stride(%{{.*}} : i64) startIdx(%{{.*}} : i64)
// CHECK:         %[[CA:.*]] = acc.copyin varPtr(%[[AV]] : !llvm.ptr) varType(f64) bounds(%[[BA]]) -> !llvm.ptr {acc2omp.src = array<i64: {{[0-9]+}}, {{[0-9]+}}>, dataClause = #acc<data_clause acc_copy>, name = "a[lo:n]"}
// b[:n]: lowerbound 0.
// CHECK:         %[[BV:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[Z:.*]] = arith.constant 0 : i64
// CHECK:         %[[N2:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:         %[[EXT2:.*]] = arith.extsi %[[N2]] : i32 to i64
// CHECK:         %[[END2:.*]] = arith.addi %[[Z]], %[[EXT2]] : i64
// CHECK:         %[[UB2:.*]] = arith.subi %[[END2]], %{{.*}} : i64
// CHECK:         %[[BB:.*]] = acc.bounds lowerbound(%[[Z]] : i64) upperbound(%[[UB2]] : i64) extent(%[[EXT2]] : i64)
// CHECK:         %[[CB:.*]] = acc.copyin varPtr(%[[BV]] : !llvm.ptr) varType(f64) bounds(%[[BB]]) -> !llvm.ptr {{{.*}}name = "b[:n]"}
// CHECK:         acc.parallel dataOperands(%[[CA]], %[[CB]] : !llvm.ptr, !llvm.ptr) {
// CHECK:           llvm.getelementptr %[[CB]][
// CHECK:           llvm.getelementptr %[[CA]][
// CHECK:           acc.yield
// CHECK:         acc.copyout accPtr(%[[CA]] : !llvm.ptr) bounds(%[[BA]]) to varPtr(%[[AV]] : !llvm.ptr) varType(f64) {{{.*}}dataClause = #acc<data_clause acc_copy>, name = "a[lo:n]"}
// CHECK-NEXT:    acc.delete accPtr(%[[CB]] : !llvm.ptr) bounds(%[[BB]]) {{{.*}}dataClause = #acc<data_clause acc_copyin>, name = "b[:n]"}
void sections(double *a, double *b, int n, int lo) {
#pragma acc parallel copy(a[lo:n]) copyin(b[:n])
  { a[0] = b[1]; }
}

// A section of several dimensions: one acc.bounds per dimension, the
// innermost first, each with its stride in elements (the product of the
// lengths of the dimensions inside it: 1, 8, 8*m).
// CHECK-LABEL: func.func @strides(
// CHECK:         %[[C8:.*]] = arith.constant 8 : i64
// CHECK-NEXT:    %[[S1:.*]] = arith.muli %[[S0:.*]], %[[C8]] : i64
// CHECK:         %[[S2:.*]] = arith.muli %[[S1]], %[[M:.*]] : i64
// CHECK:         %[[B2:.*]] = acc.bounds {{.*}} stride(%[[S2]] : i64)
// CHECK:         %[[B1:.*]] = acc.bounds {{.*}} stride(%[[S1]] : i64)
// CHECK:         %[[B0:.*]] = acc.bounds {{.*}} stride(%[[S0]] : i64)
// CHECK:         acc.copyin {{.*}} bounds(%[[B0]], %[[B1]], %[[B2]]) {{.*}}name = "t[0:2][1:m][0:8]"
void strides(int m, double t[4][m][8]) {
#pragma acc parallel copy(t[0:2][1:m][0:8])
  { t[0][1][2] = 1.0; }
}

// CHECK-LABEL: func.func @clauses(
// CHECK:         %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    llvm.store %[[ZERO]], %[[XS:[0-9]+]] : i32, !llvm.ptr
// CHECK:         %[[C2:.*]] = arith.constant 2 : i32
// CHECK:         %[[LB:.*]] = arith.extsi %[[C2]] : i32 to i64
// CHECK:         %[[BA:.*]] = acc.bounds lowerbound(%[[LB]] : i64)
// CHECK:         %[[CA:.*]] = acc.create varPtr(%[[AV:.*]] : !llvm.ptr) varType(f64) bounds(%[[BA]]) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copyout>, name = "a[2:n]"}
// CHECK:         %[[CX:.*]] = acc.create varPtr(%[[XS]] : !llvm.ptr) varType(i32) -> !llvm.ptr {{{.*}}name = "x"}
// CHECK:         %[[BARR:.*]] = acc.bounds
// CHECK:         %[[PARR:.*]] = acc.present varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%[[BARR]]) -> !llvm.ptr {{{.*}}name = "arr[0:100]"}
// CHECK:         %[[BBB:.*]] = acc.bounds
// CHECK:         %[[NC:.*]] = acc.nocreate varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%[[BBB]]) -> !llvm.ptr {{{.*}}name = "b[0:1]"}
// deviceptr(dp): the pointer's value, no exit op.
// CHECK:         %[[DPV:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[DP:.*]] = acc.deviceptr varPtr(%[[DPV]] : !llvm.ptr) varType(i32) -> !llvm.ptr {{{.*}}name = "dp"}
// CHECK:         acc.parallel dataOperands(%[[CA]], %[[CX]], %[[PARR]], %[[NC]], %[[DP]] : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
// The body uses the clauses' results: pointers' values and x's copy.
// CHECK:           llvm.load %[[CX]] : !llvm.ptr -> i32
// CHECK:           llvm.getelementptr %[[PARR]][
// CHECK:           llvm.getelementptr %[[DP]][
// CHECK:           llvm.getelementptr %[[NC]][
// CHECK:           llvm.getelementptr %[[CA]][
// CHECK:           acc.yield
// CHECK:         acc.copyout accPtr(%[[CA]] : !llvm.ptr) bounds(%[[BA]]) to varPtr(%[[AV]] : !llvm.ptr) varType(f64) {{{.*}}name = "a[2:n]"}
// CHECK-NEXT:    acc.delete accPtr(%[[CX]] : !llvm.ptr) {{{.*}}dataClause = #acc<data_clause acc_create>, name = "x"}
// CHECK-NEXT:    acc.delete accPtr(%[[PARR]] : !llvm.ptr) bounds(%[[BARR]]) {{{.*}}dataClause = #acc<data_clause acc_present>, name = "arr[0:100]"}
// CHECK-NEXT:    acc.delete accPtr(%[[NC]] : !llvm.ptr) bounds(%[[BBB]]) {{{.*}}dataClause = #acc<data_clause acc_no_create>, name = "b[0:1]"}
// CHECK-NEXT:    return
void clauses(double *a, double *b, int n, double arr[100], int *dp) {
  int x = 0;
#pragma acc parallel copyout(a[2:n]) create(x) present(arr[0:100]) no_create(b[0:1]) deviceptr(dp)
  { a[2] = x + arr[3] + dp[4] + b[0]; }
}

// pcopy/present_or_copy = copy, pcopyin/present_or_copyin = copyin,
// pcopyout/present_or_copyout = copyout, pcreate/present_or_create = create.
// CHECK-LABEL: func.func @aliases(
// CHECK:         %[[A1:.*]] = acc.copyin {{.*}}dataClause = #acc<data_clause acc_copy>
// CHECK:         %[[A2:.*]] = acc.copyin {{.*}}dataClause = #acc<data_clause acc_copy>
// CHECK:         %[[A3:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%{{.*}}) -> !llvm.ptr {acc2omp.src = array<i64: {{[0-9]+}}, {{[0-9]+}}>, name = "a[0:n]"}
// CHECK:         %[[A4:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%{{.*}}) -> !llvm.ptr {acc2omp.src = array<i64: {{[0-9]+}}, {{[0-9]+}}>, name = "a[0:n]"}
// CHECK:         %[[A5:.*]] = acc.create {{.*}}dataClause = #acc<data_clause acc_copyout>
// CHECK:         %[[A6:.*]] = acc.create {{.*}}dataClause = #acc<data_clause acc_copyout>
// CHECK:         %[[A7:.*]] = acc.create varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%{{.*}}) -> !llvm.ptr {acc2omp.src = array<i64: {{[0-9]+}}, {{[0-9]+}}>, name = "a[0:n]"}
// CHECK:         %[[A8:.*]] = acc.create varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%{{.*}}) -> !llvm.ptr {acc2omp.src = array<i64: {{[0-9]+}}, {{[0-9]+}}>, name = "a[0:n]"}
// CHECK:         acc.parallel dataOperands(%[[A1]], %[[A2]], %[[A3]], %[[A4]], %[[A5]], %[[A6]], %[[A7]], %[[A8]] :
// CHECK:         acc.copyout accPtr(%[[A1]] : {{.*}}dataClause = #acc<data_clause acc_copy>
// CHECK-NEXT:    acc.copyout accPtr(%[[A2]] : {{.*}}dataClause = #acc<data_clause acc_copy>
// CHECK-NEXT:    acc.delete accPtr(%[[A3]] : {{.*}}dataClause = #acc<data_clause acc_copyin>
// CHECK-NEXT:    acc.delete accPtr(%[[A4]] : {{.*}}dataClause = #acc<data_clause acc_copyin>
// CHECK-NEXT:    acc.copyout accPtr(%[[A5]] : !llvm.ptr) bounds(%{{.*}}) to varPtr(%{{.*}} : !llvm.ptr) varType(f64) {acc2omp.src = array<i64: {{[0-9]+}}, {{[0-9]+}}>, name = "a[0:n]"}
// CHECK-NEXT:    acc.copyout accPtr(%[[A6]] : !llvm.ptr) bounds(%{{.*}}) to varPtr(%{{.*}} : !llvm.ptr) varType(f64) {acc2omp.src = array<i64: {{[0-9]+}}, {{[0-9]+}}>, name = "a[0:n]"}
// CHECK-NEXT:    acc.delete accPtr(%[[A7]] : {{.*}}dataClause = #acc<data_clause acc_create>
// CHECK-NEXT:    acc.delete accPtr(%[[A8]] : {{.*}}dataClause = #acc<data_clause acc_create>
void aliases(double *a, int n) {
#pragma acc parallel pcopy(a[0:n]) present_or_copy(a[0:n]) pcopyin(a[0:n]) present_or_copyin(a[0:n]) pcopyout(a[0:n]) present_or_copyout(a[0:n]) pcreate(a[0:n]) present_or_create(a[0:n])
  { a[0] = 1; }
}

// loc[2:3][5:10] of double loc[10][20]: bounds (inner [5:10], outer [2:3]);
// m[1:2][0:k] of a VLA parameter: (inner [0:k], outer [1:2]).
// CHECK-LABEL: func.func @two_d(
// CHECK:         %[[LOC:[0-9]+]] = llvm.alloca %{{.*}} x !llvm.array<10 x array<20 x f64>>
// CHECK:         %[[C2:.*]] = arith.constant 2 : i32
// CHECK:         %[[LB0:.*]] = arith.extsi %[[C2]] : i32 to i64
// CHECK:         %[[C3:.*]] = arith.constant 3 : i32
// CHECK:         %[[EX0:.*]] = arith.extsi %[[C3]] : i32 to i64
// CHECK:         %[[E0:.*]] = arith.addi %[[LB0]], %[[EX0]] : i64
// CHECK:         %[[UB0:.*]] = arith.subi %[[E0]], %{{.*}} : i64
// CHECK:         %[[OUTER:.*]] = acc.bounds lowerbound(%[[LB0]] : i64) upperbound(%[[UB0]] : i64) extent(%[[EX0]] : i64)
// CHECK:         %[[C5:.*]] = arith.constant 5 : i32
// CHECK:         %[[LB1:.*]] = arith.extsi %[[C5]] : i32 to i64
// CHECK:         %[[C10:.*]] = arith.constant 10 : i32
// CHECK:         %[[EX1:.*]] = arith.extsi %[[C10]] : i32 to i64
// CHECK:         %[[E1:.*]] = arith.addi %[[LB1]], %[[EX1]] : i64
// CHECK:         %[[UB1:.*]] = arith.subi %[[E1]], %{{.*}} : i64
// CHECK:         %[[INNER:.*]] = acc.bounds lowerbound(%[[LB1]] : i64) upperbound(%[[UB1]] : i64) extent(%[[EX1]] : i64)
// CHECK:         %[[CL:.*]] = acc.create varPtr(%[[LOC]] : !llvm.ptr) varType(f64) bounds(%[[INNER]], %[[OUTER]]) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copyout>, name = "loc[2:3][5:10]"}
// CHECK:         %[[MV:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[MOUT:.*]] = acc.bounds lowerbound(
// CHECK:         %[[K:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:         %[[KX:.*]] = arith.extsi %[[K]] : i32 to i64
// CHECK:         %[[MIN:.*]] = acc.bounds lowerbound(%{{.*}} : i64) upperbound(%{{.*}} : i64) extent(%[[KX]] : i64)
// CHECK:         %[[CM:.*]] = acc.copyin varPtr(%[[MV]] : !llvm.ptr) varType(f64) bounds(%[[MIN]], %[[MOUT]]) -> !llvm.ptr {{{.*}}name = "m[1:2][0:k]"}
// CHECK:         acc.parallel dataOperands(%[[CL]], %[[CM]] : !llvm.ptr, !llvm.ptr) {
// m's rows have a run-time size: byte offsets from the clause's result.
// CHECK:           llvm.getelementptr %[[CM]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK:           llvm.getelementptr %[[CL]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<20 x f64>
// CHECK:           acc.yield
// CHECK:         acc.copyout accPtr(%[[CL]] : !llvm.ptr) bounds(%[[INNER]], %[[OUTER]]) to varPtr(%[[LOC]] : !llvm.ptr) varType(f64) {{{.*}}name = "loc[2:3][5:10]"}
// CHECK-NEXT:    acc.delete accPtr(%[[CM]] : !llvm.ptr) bounds(%[[MIN]], %[[MOUT]]) {{{.*}}dataClause = #acc<data_clause acc_copyin>, name = "m[1:2][0:k]"}
void two_d(int n, int k, double m[n][k]) {
  double loc[10][20];
#pragma acc parallel copyout(loc[2:3][5:10]) copyin(m[1:2][0:k])
  { loc[1][1] = m[1][1]; }
}

// Sections of struct members: the address of the member array (p->v loaded,
// &st.w and &p->w computed) with the element type.
// CHECK-LABEL: func.func @members(
// CHECK:         "llvm.intr.memcpy"(%[[ST:[0-9]+]], %arg1, %{{.*}})
// CHECK:         %[[P:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[PV:.*]] = llvm.getelementptr %[[P]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, ptr, array<8 x f64>)>
// CHECK:         %[[V:.*]] = llvm.load %[[PV]] : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[BV:.*]] = acc.bounds
// CHECK:         %[[PR:.*]] = acc.present varPtr(%[[V]] : !llvm.ptr) varType(f64) bounds(%[[BV]]) -> !llvm.ptr {{{.*}}name = "p->v[0:n]"}
// CHECK:         %[[SW:.*]] = llvm.getelementptr %[[ST]][0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, ptr, array<8 x f64>)>
// CHECK:         %[[BW:.*]] = acc.bounds
// CHECK:         %[[CO:.*]] = acc.create varPtr(%[[SW]] : !llvm.ptr) varType(f64) bounds(%[[BW]]) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copyout>, name = "st.w[2:4]"}
// CHECK:         %[[P2:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[PW:.*]] = llvm.getelementptr %[[P2]][0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, ptr, array<8 x f64>)>
// CHECK:         %[[BPW:.*]] = acc.bounds
// CHECK:         %[[CI:.*]] = acc.copyin varPtr(%[[PW]] : !llvm.ptr) varType(f64) bounds(%[[BPW]]) -> !llvm.ptr {{{.*}}name = "p->w[0:8]"}
// CHECK:         acc.parallel dataOperands(%[[PR]], %[[CO]], %[[CI]] : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
// CHECK:           acc.yield
// CHECK:         acc.delete accPtr(%[[PR]] : !llvm.ptr) bounds(%[[BV]]) {{{.*}}dataClause = #acc<data_clause acc_present>, name = "p->v[0:n]"}
// CHECK-NEXT:    acc.copyout accPtr(%[[CO]] : !llvm.ptr) bounds(%[[BW]]) to varPtr(%[[SW]] : !llvm.ptr) varType(f64) {{{.*}}name = "st.w[2:4]"}
// CHECK-NEXT:    acc.delete accPtr(%[[CI]] : !llvm.ptr) bounds(%[[BPW]]) {{{.*}}dataClause = #acc<data_clause acc_copyin>, name = "p->w[0:8]"}
void members(struct S *p, struct S st, int n) {
#pragma acc parallel present(p->v[0:n]) copyout(st.w[2:4]) copyin(p->w[0:8])
  { st.w[2] = p->v[0] + p->w[1]; }
}

// Whole variables: no bounds, varType is the variable's type; the body uses
// the copies directly.
// CHECK-LABEL: func.func @whole(
// CHECK:         %[[S:[0-9]+]] = llvm.alloca %{{.*}} x f64
// CHECK:         %[[ST:[0-9]+]] = llvm.alloca %{{.*}} x !llvm.struct<(i32, ptr, array<8 x f64>)>
// CHECK:         %[[LOC:[0-9]+]] = llvm.alloca %{{.*}} x !llvm.array<10 x array<20 x f64>>
// CHECK:         %[[ARR:[0-9]+]] = llvm.alloca %{{.*}} x !llvm.array<5 x i32>
// CHECK:         %[[CS:.*]] = acc.copyin varPtr(%[[S]] : !llvm.ptr) varType(f64) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copy>, name = "s"}
// CHECK:         %[[CL:.*]] = acc.copyin varPtr(%[[LOC]] : !llvm.ptr) varType(!llvm.array<10 x array<20 x f64>>) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copy>, name = "loc"}
// CHECK:         %[[CA:.*]] = acc.copyin varPtr(%[[ARR]] : !llvm.ptr) varType(!llvm.array<5 x i32>) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copy>, name = "arr"}
// CHECK:         %[[CT:.*]] = acc.copyin varPtr(%[[ST]] : !llvm.ptr) varType(!llvm.struct<(i32, ptr, array<8 x f64>)>) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copy>, name = "st"}
// CHECK:         acc.parallel dataOperands(%[[CS]], %[[CL]], %[[CA]], %[[CT]] : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
// CHECK:           llvm.load %[[CS]] : !llvm.ptr -> f64
// CHECK:           llvm.getelementptr %[[CA]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK:           llvm.getelementptr %[[CT]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, ptr, array<8 x f64>)>
// CHECK:           llvm.getelementptr %[[CL]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<20 x f64>
// CHECK:           acc.yield
// CHECK:         acc.copyout accPtr(%[[CS]] : !llvm.ptr) to varPtr(%[[S]] : !llvm.ptr) varType(f64) {{{.*}}dataClause = #acc<data_clause acc_copy>, name = "s"}
// CHECK-NEXT:    acc.copyout accPtr(%[[CL]] : !llvm.ptr) to varPtr(%[[LOC]] : !llvm.ptr) varType(!llvm.array<10 x array<20 x f64>>) {{{.*}}name = "loc"}
// CHECK-NEXT:    acc.copyout accPtr(%[[CA]] : !llvm.ptr) to varPtr(%[[ARR]] : !llvm.ptr) varType(!llvm.array<5 x i32>) {{{.*}}name = "arr"}
// CHECK-NEXT:    acc.copyout accPtr(%[[CT]] : !llvm.ptr) to varPtr(%[[ST]] : !llvm.ptr) varType(!llvm.struct<(i32, ptr, array<8 x f64>)>) {{{.*}}name = "st"}
void whole(double s, struct S st) {
  double loc[10][20];
  int arr[5];
#pragma acc parallel copy(s, loc, arr, st)
  { loc[0][0] = s + arr[1] + st.n; }
}
