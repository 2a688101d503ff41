// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Local variable-length arrays: their lengths evaluated where they are
// declared (outermost first), the array allocated there (`llvm.alloca` of
// a run-time count) after the stack pointer is saved, the stack restored
// when control leaves the block (its end, a `break`, `continue` or `goto`
// out of it), as Clang does; `sizeof` computed; indexing through rows of
// run-time size; pointers to VLA types and VLA typedefs; in OpenACC
// clauses, with bounds from their lengths.

// CHECK-LABEL: func.func @matrix
unsigned long matrix(int n, int m) {
  // CHECK: %[[N:.*]] = arith.extsi %{{.*}} : i32 to i64
  // CHECK: %[[M:.*]] = arith.extsi %{{.*}} : i32 to i64
  // CHECK: %[[SP:.*]] = llvm.intr.stacksave : !llvm.ptr
  // CHECK: %[[ROW:.*]] = arith.muli %[[M]], %{{.*}} : i64
  // CHECK: %[[COUNT:.*]] = arith.muli %[[N]], %[[ROW]] : i64
  // CHECK: %[[A:.*]] = llvm.alloca %[[COUNT]] x f64 {alignment = 16 : i64} : (i64) -> !llvm.ptr
  double a[n][m];
  // a[1][2]: row 1 is 1 * (m * 8) bytes in, then element 2.
  // CHECK: %[[ROWSIZE:.*]] = arith.muli %[[M]], %c8_i64{{.*}} : i64
  // CHECK: %[[OFFSET:.*]] = arith.muli %{{.*}}, %[[ROWSIZE]] : i64
  // CHECK: %[[R1:.*]] = llvm.getelementptr %[[A]][%[[OFFSET]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  // CHECK: %[[E:.*]] = llvm.getelementptr %[[R1]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  // CHECK: llvm.store %{{.*}}, %[[E]] : f64, !llvm.ptr
  a[1][2] = 3;
  // sizeof(a) = n * (m * 8), computed.
  // CHECK: %[[S1:.*]] = arith.muli %[[M]], %c8_i64{{.*}} : i64
  // CHECK: arith.muli %[[N]], %[[S1]] : i64
  unsigned long size = sizeof(a);
  {
    // A pointer to rows of a: its own length, evaluated at its declaration.
    // CHECK: %[[K:.*]] = arith.extsi %{{.*}} : i32 to i64
    // CHECK: llvm.store %[[A]], %[[P:.*]] : !llvm.ptr, !llvm.ptr
    double (*p)[m] = a;
    // CHECK: %[[PV:.*]] = llvm.load %[[P]] : !llvm.ptr -> !llvm.ptr
    // CHECK: %[[STEP:.*]] = arith.muli %[[K]], %c8_i64{{.*}} : i64
    size += sizeof(*p) + p[1][0];
  }
  // (`return` leaves the function: nothing to restore.)
  // CHECK-NOT: llvm.intr.stackrestore
  // CHECK: return
  return size;
}

// The end of a block restores the stack saved before its first VLA.
void use(double *a);
// CHECK-LABEL: func.func @block
void block(int n) {
  {
    // CHECK: %[[SP:.*]] = llvm.intr.stacksave : !llvm.ptr
    // CHECK: llvm.alloca %{{.*}} x f64
    double a[n];
    // CHECK: llvm.alloca %{{.*}} x f64
    double b[2 * n];
    use(a);
    use(b);
    // CHECK: llvm.call @use
    // CHECK: llvm.call @use
    // CHECK-NEXT: llvm.intr.stackrestore %[[SP]] : !llvm.ptr
  }
  // CHECK-NEXT: return
}

// A VLA in a loop body: saved and restored each iteration; `continue`
// restores it too.
// CHECK-LABEL: func.func @loop
int loop(int n) {
  int t = 0;
  for (int i = 0; i < n; i++) {
    // CHECK: %[[SP:.*]] = llvm.intr.stacksave : !llvm.ptr
    // CHECK: llvm.alloca %{{.*}} x i8 {alignment = 16 : i64}
    char buffer[n];
    buffer[0] = (char)i;
    // CHECK: cf.cond_br %{{.*}}, ^[[SKIP:bb[0-9]+]], ^[[REST:bb[0-9]+]]
    // CHECK: ^[[SKIP]]:
    // CHECK-NEXT: llvm.intr.stackrestore %[[SP]] : !llvm.ptr
    // CHECK-NEXT: cf.br
    if (i % 2)
      continue;
    // CHECK: ^[[REST]]:
    // CHECK: llvm.intr.stackrestore %[[SP]] : !llvm.ptr
    t += buffer[0];
  }
  return t;
}

// A VLA typedef: its length is evaluated at the typedef (later changes of
// n do not change it).
// CHECK-LABEL: func.func @typedefs
unsigned long typedefs(int n) {
  // CHECK: %[[LEN:.*]] = arith.extsi %{{.*}} : i32 to i64
  typedef int row[n];
  n = 100;
  // CHECK: llvm.alloca %{{.*}} x i32 {alignment = 16 : i64}
  row r;
  // CHECK: arith.muli %[[LEN]], %c4_i64{{.*}} : i64
  return sizeof(r);
}

// A whole VLA in a data clause: a section of all of it; used without a
// clause: an implicit copy of all of it.
// CHECK-LABEL: func.func @clauses
double clauses(int n) {
  // CHECK: %[[N:.*]] = arith.extsi %{{.*}} : i32 to i64
  // CHECK: %[[A:.*]] = llvm.alloca %{{.*}} x f64
  double a[n];
  double s = 0;
  // CHECK: %[[LENGTH:.*]] = arith.subi %[[N]], %{{.*}} : i64
  // CHECK: %[[B:.*]] = acc.bounds lowerbound(%{{.*}} : i64) upperbound(%{{.*}} : i64) extent(%[[LENGTH]] : i64)
  // CHECK: acc.copyin varPtr(%[[A]] : !llvm.ptr) varType(f64) bounds(%[[B]]) -> !llvm.ptr {{{.*}}name = "a"}
#pragma acc parallel loop copyin(a) reduction(+:s)
  for (int i = 0; i < n; i++)
    s += a[i];
  // CHECK: %[[B2:.*]] = acc.bounds
  // CHECK: acc.copyin varPtr(%[[A]] : !llvm.ptr) varType(f64) bounds(%[[B2]]) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "a"}
  // CHECK: acc.copyout accPtr(%{{.*}} : !llvm.ptr) bounds(%[[B2]]) to varPtr(%[[A]] : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "a"}
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    a[i] = i;
  return s;
}
