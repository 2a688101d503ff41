// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Bit-fields, laid out by Clang: a struct with bit-fields is a packed
// struct whose bit-fields live in byte arrays; an access loads or stores
// exactly the bytes that hold the field, as one integer (alignment 1),
// shifting and masking; a write keeps the other bits of those bytes.

// a: bits 0-2 and b: bits 3-8 share bytes 0-1; `int : 0` moves on to
// byte 4, where 40 bits do not fit in c's 8-byte unit: c takes bytes 8-12;
// k: byte 13; size 16.
struct S { int a : 3; unsigned b : 6; int : 0; long c : 40; char k; };

// CHECK-LABEL: llvm.mlir.global external @gs() {{.*}} : !llvm.struct<packed (array<2 x i8>, array<6 x i8>, array<5 x i8>, i8, array<2 x i8>)>
// a = -1 (111), b = 5 (000101 << 3): bytes 2f 00; c = 3; k = 'k'.
// CHECK: %[[AB:.*]] = llvm.mlir.constant("/\00") : !llvm.array<2 x i8>
// CHECK: llvm.insertvalue %[[AB]], %{{.*}}[0]
// CHECK: %[[C:.*]] = llvm.mlir.constant("\03\00\00\00\00") : !llvm.array<5 x i8>
// CHECK: llvm.insertvalue %[[C]], %{{.*}}[2]
// CHECK: llvm.mlir.constant(107 : i8) : i8
struct S gs = {-1, 5, 3, 'k'};

// A signed field: its byte, cut to 3 bits, sign-extended.
// CHECK-LABEL: func.func @get_a
int get_a(struct S *s) {
  // CHECK: %[[P:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
  // CHECK-NEXT: %[[BYTES:.*]] = llvm.load %[[P]] {alignment = 1 : i64} : !llvm.ptr -> i8
  // CHECK-NEXT: %[[A:.*]] = arith.trunci %[[BYTES]] : i8 to i3
  // CHECK-NEXT: arith.extsi %[[A]] : i3 to i32
  return s->a;
}

// An unsigned field across two bytes: shifted, cut, zero-extended.
// CHECK-LABEL: func.func @get_b
unsigned get_b(struct S *s) {
  // CHECK: %[[BYTES:.*]] = llvm.load %{{.*}} {alignment = 1 : i64} : !llvm.ptr -> i16
  // CHECK-NEXT: %[[THREE:.*]] = arith.constant 3 : i16
  // CHECK-NEXT: %[[SHIFTED:.*]] = arith.shrui %[[BYTES]], %[[THREE]] : i16
  // CHECK-NEXT: %[[B:.*]] = arith.trunci %[[SHIFTED]] : i16 to i6
  // CHECK-NEXT: arith.extui %[[B]] : i6 to i32
  return s->b;
}

// A write: read-modify-write of those bytes only; the assignment's value
// is the field's new value (cut to 6 bits).
// CHECK-LABEL: func.func @set_b
unsigned set_b(struct S *s, unsigned v) {
  // CHECK: %[[V:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
  // CHECK: %[[NARROW:.*]] = arith.trunci %[[V]] : i32 to i6
  // CHECK-NEXT: %[[WIDE:.*]] = arith.extui %[[NARROW]] : i6 to i16
  // CHECK-NEXT: %[[THREE:.*]] = arith.constant 3 : i16
  // CHECK-NEXT: %[[NEW:.*]] = arith.shli %[[WIDE]], %[[THREE]] : i16
  // CHECK-NEXT: %[[OLD:.*]] = llvm.load %[[P:.*]] {alignment = 1 : i64} : !llvm.ptr -> i16
  // CHECK-NEXT: %[[KEEP:.*]] = arith.constant -505 : i16
  // CHECK-NEXT: %[[KEPT:.*]] = arith.andi %[[OLD]], %[[KEEP]] : i16
  // CHECK-NEXT: %[[ALL:.*]] = arith.ori %[[KEPT]], %[[NEW]] : i16
  // CHECK-NEXT: llvm.store %[[ALL]], %[[P]] {alignment = 1 : i64} : i16, !llvm.ptr
  // CHECK-NEXT: %[[RESULT:.*]] = arith.extui %[[NARROW]] : i6 to i32
  // CHECK: return %[[RESULT]]
  return s->b = v;
}

// A 40-bit field at byte 8: its 5 bytes through an i8 GEP, as an i40.
// CHECK-LABEL: func.func @add_c
void add_c(struct S *s) {
  // CHECK: %[[C:.*]] = llvm.getelementptr %{{.*}}[8] : (!llvm.ptr) -> !llvm.ptr, i8
  // CHECK-NEXT: %[[BYTES:.*]] = llvm.load %[[C]] {alignment = 1 : i64} : !llvm.ptr -> i40
  // CHECK-NEXT: arith.extsi %[[BYTES]] : i40 to i64
  // CHECK: arith.addi
  // CHECK: %[[NARROW:.*]] = arith.trunci %{{.*}} : i64 to i40
  // CHECK-NEXT: llvm.store %[[NARROW]], %[[C]] {alignment = 1 : i64} : i40, !llvm.ptr
  s->c += 2;
}

// An ordinary member of the packed struct: a GEP to its index.
// CHECK-LABEL: func.func @get_k
char get_k(struct S *s) {
  // CHECK: llvm.getelementptr %{{.*}}[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<packed (array<2 x i8>, array<6 x i8>, array<5 x i8>, i8, array<2 x i8>)>
  return s->k;
}

// A local initialized by a list: zeroed, then each field written.
// CHECK-LABEL: func.func @local
int local(int v) {
  // CHECK: "llvm.intr.memset"
  // CHECK: arith.trunci %{{.*}} : i32 to i3
  // CHECK: llvm.store %{{.*}} {alignment = 1 : i64} : i8, !llvm.ptr
  struct S s = {v, 2};
  return s.a + s.b;
}
