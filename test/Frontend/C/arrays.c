// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Arrays: local, static, global, multi-dimensional, initializers, and
// variable-length array parameters.

// CHECK: llvm.mlir.global external @grid() {{.*}} : !llvm.array<2 x array<3 x i32>>
// CHECK:   %[[ROW:.*]] = llvm.mlir.zero : !llvm.array<3 x i32>
// CHECK:   llvm.mlir.constant(1 : i32) : i32
// CHECK:   llvm.insertvalue %{{.*}}, %[[ROW]][0] : !llvm.array<3 x i32>
// CHECK:   llvm.mlir.constant(6 : i32) : i32
// CHECK:   llvm.insertvalue %{{.*}}[1] : !llvm.array<2 x array<3 x i32>>
int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
// CHECK: llvm.mlir.global internal @table() {{.*}} : !llvm.array<4 x f64>
// CHECK:   llvm.mlir.zero : !llvm.array<4 x f64>
static double table[4];
// The size of an incomplete array comes from its initializer.
// CHECK: llvm.mlir.global external @sized() {{.*}} : !llvm.array<3 x i16>
short sized[] = {7, 8, 9};

// CHECK: llvm.mlir.global internal @locals.counts() {{.*}} : !llvm.array<3 x i32>
// CHECK:   llvm.mlir.constant(7 : i32) : i32
// CHECK:   llvm.mlir.constant(8 : i32) : i32

// CHECK-LABEL: func.func @locals
int locals(int i) {
  // Arrays of 16 bytes or more are aligned to 16 (x86-64 psABI, as clang).
  // CHECK: %[[A:.*]] = llvm.alloca %{{.*}} x !llvm.array<4 x i32> {alignment = 16 : i64}
  // CHECK: %[[M:.*]] = llvm.alloca %{{.*}} x !llvm.array<3 x array<5 x f64>> {alignment = 16 : i64}
  // A partial initializer zeroes the whole array first.
  // CHECK: "llvm.intr.memset"(%[[A]], %{{.*}}, %{{.*}})
  // CHECK: %[[A0:.*]] = llvm.getelementptr %[[A]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  // CHECK: llvm.store %{{.*}}, %[[A0]] : i32, !llvm.ptr
  int a[4] = {1, 2};
  double m[3][5];
  // m[i][2]: a GEP over the rows, then over the elements.
  // CHECK: %[[R:.*]] = llvm.getelementptr %[[M]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<5 x f64>
  // CHECK: %[[E:.*]] = llvm.getelementptr %[[R]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  // CHECK: llvm.store %{{.*}}, %[[E]] : f64, !llvm.ptr
  m[i][2] = a[i];
  static int counts[3] = {7, 8};
  // CHECK: %[[G:.*]] = llvm.mlir.addressof @grid : !llvm.ptr
  // CHECK: llvm.getelementptr %[[G]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i32>
  // CHECK: llvm.mlir.addressof @locals.counts : !llvm.ptr
  // CHECK: llvm.mlir.addressof @table : !llvm.ptr
  // CHECK: llvm.mlir.addressof @sized : !llvm.ptr
  return grid[1][i] + counts[i] + (int)table[i] + sized[2];
}

// An unsigned index is zero-extended; i[a] is a[i].
// CHECK-LABEL: func.func @index
int index(int *a, unsigned u, short s) {
  // CHECK: %[[U:.*]] = arith.extui %{{.*}} : i32 to i64
  // CHECK: llvm.getelementptr %{{.*}}[%[[U]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  // CHECK: %[[S:.*]] = arith.extsi %{{.*}} : i16 to i64
  // CHECK: llvm.getelementptr %{{.*}}[%[[S]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  return a[u] + s[a];
}

// A VLA parameter is a pointer; its row size is n * 8 bytes, computed
// from the length at entry.
// CHECK-LABEL: func.func @vla(%arg0: i32, %arg1: i32, %arg2: !llvm.ptr) -> f64
double vla(int n, int m, double a[n][m]) {
  // CHECK: %[[M:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
  // CHECK: %[[LEN:.*]] = arith.extsi %[[M]] : i32 to i64
  // CHECK: %[[BASE:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
  // CHECK: %[[ROWSIZE:.*]] = arith.muli %[[LEN]], %{{.*}} : i64
  // CHECK: %[[OFF:.*]] = arith.muli %{{.*}}, %[[ROWSIZE]] : i64
  // CHECK: %[[ROW:.*]] = llvm.getelementptr %[[BASE]][%[[OFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  // CHECK: llvm.getelementptr %[[ROW]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  return a[1][2];
}

// An array parameter with a constant size is a pointer to its element.
// CHECK-LABEL: func.func @fixed(%arg0: !llvm.ptr) -> i32
int fixed(int rows[][4]) {
  // CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
  return rows[1][3];
}

// A local char array initialized from a string is padded with zeros.
// CHECK-LABEL: func.func @chars
char chars(void) {
  // CHECK: %[[S:.*]] = llvm.alloca %{{.*}} x !llvm.array<6 x i8>
  // CHECK: %[[INIT:.*]] = llvm.mlir.constant("hey\00\00\00") : !llvm.array<6 x i8>
  // CHECK: llvm.store %[[INIT]], %[[S]] : !llvm.array<6 x i8>, !llvm.ptr
  char s[6] = "hey";
  return s[1];
}
