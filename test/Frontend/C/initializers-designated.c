// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Designated initializers and elided braces (C11 6.7.9), resolved as C's
// "current object" rules say: designators, positional initializers that
// continue after a designated one, brace elision, overriding, unions'
// members. Globals get constants of the initialized members (the rest
// zero); locals are zeroed, then each initialized member is stored, in the
// members' order.

struct P { int x, y; };
struct Q { struct P p; int a[3]; };
union U { int i; double d; };
struct S { char tag; union U u; };
struct A { struct { int b, c; }; union { int u; float f; }; };

// `[3] = 7, 1`: element 3, then element 4.
// CHECK-LABEL: llvm.mlir.global external @g()
// CHECK: %[[Z:.*]] = llvm.mlir.zero : !llvm.array<5 x i32>
// CHECK: %[[SEVEN:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK: %[[A3:.*]] = llvm.insertvalue %[[SEVEN]], %[[Z]][3] : !llvm.array<5 x i32>
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[A4:.*]] = llvm.insertvalue %[[ONE]], %[[A3]][4] : !llvm.array<5 x i32>
// CHECK: llvm.return %[[A4]]
int g[5] = {[3] = 7, 1};

// Nested designators, then a positional one continuing in `a`: p.y = 7,
// a[1] = 3, a[2] = 4.
// CHECK-LABEL: llvm.mlir.global external @gq()
// CHECK: %[[QZ:.*]] = llvm.mlir.zero : !llvm.struct<(struct<(i32, i32)>, array<3 x i32>)>
// CHECK: %[[PZ:.*]] = llvm.mlir.zero : !llvm.struct<(i32, i32)>
// CHECK: %[[Y:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK: %[[P:.*]] = llvm.insertvalue %[[Y]], %[[PZ]][1] : !llvm.struct<(i32, i32)>
// CHECK: %[[Q0:.*]] = llvm.insertvalue %[[P]], %[[QZ]][0]
// CHECK: %[[AZ:.*]] = llvm.mlir.zero : !llvm.array<3 x i32>
// CHECK: %[[THREE:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK: %[[A1:.*]] = llvm.insertvalue %[[THREE]], %[[AZ]][1]
// CHECK: %[[FOUR:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK: %[[A2:.*]] = llvm.insertvalue %[[FOUR]], %[[A1]][2]
// CHECK: llvm.insertvalue %[[A2]], %[[Q0]][1]
struct Q gq = {.p.y = 7, .a[1] = 3, 4};

// Elided braces: {{1, 2}, {3, 4, 5}}.
// CHECK-LABEL: llvm.mlir.global external @flat()
// CHECK-COUNT-5: llvm.mlir.constant({{[1-5]}} : i32)
struct Q flat = {1, 2, 3, 4, 5};

// A union's member other than the first: the global holds its bytes (a
// packed struct of the union's size).
// CHECK-LABEL: llvm.mlir.global external @gu() {{.*}} : !llvm.struct<packed (f64)>
// CHECK: llvm.mlir.constant(1.500000e+00 : f64) : f64
union U gu = {.d = 1.5};

// ... also inside an array of structs: element 1 is laid out by its bytes.
// CHECK-LABEL: llvm.mlir.global external @gs() {{.*}} : !llvm.struct<packed (array<16 x i8>, struct<packed (array<8 x i8>, struct<packed (f64)>)>)>
struct S gs[2] = {[1].u.d = 2.5};

// A GNU range, overridden in part: {0, 2, 3, 9, 9, 0}.
// CHECK-LABEL: llvm.mlir.global external @range()
// CHECK: llvm.insertvalue %{{.*}}[1]
// CHECK: llvm.insertvalue %{{.*}}[2]
// CHECK: llvm.insertvalue %{{.*}}[3]
// CHECK: llvm.insertvalue %{{.*}}[4]
// CHECK-NOT: llvm.insertvalue
// CHECK: llvm.return
int range[6] = {[2 ... 4] = 9, [1] = 2, 3};

// Members of anonymous structs and unions, named directly.
// CHECK-LABEL: llvm.mlir.global external @anonymous()
// CHECK: llvm.mlir.constant(1 : i32) : i32
// CHECK: llvm.mlir.constant(2.000000e+00 : f32) : f32
struct A anonymous = {.c = 1, .f = 2.0f};

// CHECK-LABEL: func.func @locals
void locals(int n) {
  // CHECK: %[[N:.*]] = llvm.alloca %{{.*}} x i32
  // CHECK: %[[Q:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(struct<(i32, i32)>, array<3 x i32>)>
  // CHECK: %[[M:.*]] = llvm.alloca %{{.*}} x !llvm.array<2 x array<3 x i32>>
  // `{.a[2] = n, .p = {1}, 9}`: zeroed, then p.x = 1, a[0] = 9, a[2] = n
  // (the members' order).
  // CHECK: %[[SIZE:.*]] = arith.constant 20 : i64
  // CHECK: "llvm.intr.memset"(%[[Q]], %{{.*}}, %[[SIZE]])
  // CHECK: %[[QP:.*]] = llvm.getelementptr %[[Q]][0, 0]
  // CHECK: %[[QPX:.*]] = llvm.getelementptr %[[QP]][0, 0]
  // CHECK: llvm.store %{{.*}}, %[[QPX]] : i32, !llvm.ptr
  // CHECK: %[[QA:.*]] = llvm.getelementptr %[[Q]][0, 1]
  // CHECK: %[[I0:.*]] = arith.constant 0 : i64
  // CHECK: %[[A0:.*]] = llvm.getelementptr %[[QA]][%[[I0]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  // CHECK: %[[NINE:.*]] = arith.constant 9 : i32
  // CHECK: llvm.store %[[NINE]], %[[A0]]
  // CHECK: %[[I2:.*]] = arith.constant 2 : i64
  // CHECK: %[[A2:.*]] = llvm.getelementptr %[[QA]][%[[I2]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  // CHECK: %[[NV:.*]] = llvm.load %[[N]]
  // CHECK: llvm.store %[[NV]], %[[A2]]
  struct Q q = {.a[2] = n, .p = {1}, 9};
  // Elided braces of a two-dimensional array: row 1, element 2 is n.
  // CHECK: "llvm.intr.memset"(%[[M]]
  // CHECK: %[[ROW1:.*]] = llvm.getelementptr %[[M]][%c1_i64{{[_0-9]*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i32>
  // CHECK: %[[E12:.*]] = llvm.getelementptr %[[ROW1]][%c2_i64{{[_0-9]*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  // CHECK-NEXT: %[[NV2:.*]] = llvm.load %[[N]]
  // CHECK-NEXT: llvm.store %[[NV2]], %[[E12]]
  int m[2][3] = {1, 2, 3, 4, 5, n};
  (void)q;
  (void)m;
}

// An expression initializing a struct member, then one of its members
// overridden: the struct value is stored first.
// CHECK-LABEL: func.func @overridden
int overridden(struct P p) {
  // CHECK: %[[PV:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.struct<(i32, i32)>
  // CHECK: llvm.store %[[PV]], %[[QP:.*]] : !llvm.struct<(i32, i32)>, !llvm.ptr
  // CHECK: %[[X:.*]] = llvm.getelementptr %[[QP]][0, 0]
  // CHECK: llvm.store %{{.*}}, %[[X]] : i32, !llvm.ptr
  struct Q q = {.p = p, .p.x = 1};
  return q.p.y;
}
