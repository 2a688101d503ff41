// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Structs and unions: layout, nested records, arrays of structs, member
// access through . and ->, struct assignment and initializers.

struct pt { int x, y; };
// Natural layout: c at 0, d at 8, s at 16, arr at 20, tail at 32 (size 40).
struct mix { char c; double d; short s; int arr[3]; char tail; };
// A union is a byte array of its size; every member is at offset 0.
union num { int i; double d; char b[12]; };
struct outer { struct pt p; struct pt *pp; union num v; };
// Clang's packed layout: i at offset 1, no padding.
struct packed { char c; int i; } __attribute__((packed));

// A struct of more than 16 bytes is passed in memory (byval), copied into
// the parameter's variable (test/Frontend/C/abi-structs.c has every case).
// CHECK-LABEL: func.func @members(%arg0: !llvm.ptr, %arg1: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(i8, f64, i16, array<3 x i32>, i8)>}, %arg2: !llvm.ptr) -> i32
int members(struct outer *o, struct mix m, struct packed *pk) {
  // CHECK: %[[M:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(i8, f64, i16, array<3 x i32>, i8)> {alignment = 8 : i64}
  // CHECK: "llvm.intr.memcpy"(%[[M]], %arg1, %{{.*}}) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  // m.arr[2]: field 3, then element 2.
  // CHECK: %[[ARR:.*]] = llvm.getelementptr %[[M]][0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, f64, i16, array<3 x i32>, i8)>
  // CHECK: llvm.getelementptr %[[ARR]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  // o->pp->y: load o, field 1 (pp), load pp, field 1 (y).
  // CHECK: %[[O:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
  // CHECK: %[[PPA:.*]] = llvm.getelementptr %[[O]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(i32, i32)>, ptr, array<16 x i8>)>
  // CHECK: %[[PP:.*]] = llvm.load %[[PPA]] : !llvm.ptr -> !llvm.ptr
  // CHECK: %[[Y:.*]] = llvm.getelementptr %[[PP]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  // CHECK: llvm.store %{{.*}}, %[[Y]] : i32, !llvm.ptr
  o->pp->y = m.arr[2];
  // o->v.d: the union is field 2; its members are the union's address.
  // CHECK: %[[V:.*]] = llvm.getelementptr %{{.*}}[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(i32, i32)>, ptr, array<16 x i8>)>
  // CHECK: llvm.store %{{.*}}, %[[V]] : f64, !llvm.ptr
  o->v.d = 1.5;
  // CHECK: %[[V2:.*]] = llvm.getelementptr %{{.*}}[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(i32, i32)>, ptr, array<16 x i8>)>
  // CHECK: llvm.load %[[V2]] : !llvm.ptr -> i32
  // CHECK: llvm.getelementptr %{{.*}}[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<packed (i8, i32)>
  // CHECK: %[[S:.*]] = llvm.getelementptr %[[M]][0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, f64, i16, array<3 x i32>, i8)>
  // CHECK: llvm.load %[[S]] : !llvm.ptr -> i16
  return o->v.i + pk->i + m.s;
}

// Struct values: returned, passed between own functions, assigned whole.
// {int, int} is one INTEGER eightbyte: returned as an i64.
// CHECK-LABEL: func.func @make(%arg0: i32, %arg1: i32) -> i64
struct pt make(int x, int y) {
  // An initializer list zeroes the struct, then stores each field.
  // CHECK: %[[P:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(i32, i32)>
  // CHECK: "llvm.intr.memset"(%[[P]]
  // CHECK: %[[X:.*]] = llvm.getelementptr %[[P]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  // CHECK: llvm.store %{{.*}}, %[[X]] : i32, !llvm.ptr
  // CHECK: %[[Y:.*]] = llvm.getelementptr %[[P]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  // CHECK: llvm.store %{{.*}}, %[[Y]] : i32, !llvm.ptr
  struct pt p = {x, y};
  // CHECK: %[[V:.*]] = llvm.load %[[P]] : !llvm.ptr -> !llvm.struct<(i32, i32)>
  // CHECK: llvm.store %[[V]], %[[T:.*]] : !llvm.struct<(i32, i32)>, !llvm.ptr
  // CHECK: %[[I:.*]] = llvm.load %[[T]] : !llvm.ptr -> i64
  // CHECK: return %[[I]] : i64
  return p;
}

// CHECK-LABEL: func.func @values
int values(struct outer *o) {
  // CHECK: %[[Q:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(i32, i32)>
  // CHECK: %[[R:.*]] = call @make(%{{.*}}, %{{.*}}) : (i32, i32) -> i64
  // CHECK: llvm.store %[[R]], %[[T:.*]] : i64, !llvm.ptr
  // CHECK: %[[RV:.*]] = llvm.load %[[T]] : !llvm.ptr -> !llvm.struct<(i32, i32)>
  // CHECK: llvm.store %[[RV]], %[[Q]] : !llvm.struct<(i32, i32)>, !llvm.ptr
  struct pt q = make(1, 2);
  // CHECK: %[[QV:.*]] = llvm.load %[[Q]] : !llvm.ptr -> !llvm.struct<(i32, i32)>
  // CHECK: %[[OP:.*]] = llvm.getelementptr %{{.*}}[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(i32, i32)>, ptr, array<16 x i8>)>
  // CHECK: llvm.store %[[QV]], %[[OP]] : !llvm.struct<(i32, i32)>, !llvm.ptr
  o->p = q;
  return q.y;
}

// Arrays of structs: a GEP over the struct type, then the field.
// CHECK-LABEL: func.func @array_of_structs
int array_of_structs(int i) {
  // CHECK: %[[A:.*]] = llvm.alloca %{{.*}} x !llvm.array<3 x struct<(i32, i32)>>
  // The initializer {{1, 2}, {3, 4}}: element 1, field 0 holds 3.
  // CHECK: %[[IDX:.*]] = arith.constant 1 : i64
  // CHECK-NEXT: %[[E1:.*]] = llvm.getelementptr %[[A]][%[[IDX]]] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  // CHECK: %[[F0:.*]] = llvm.getelementptr %[[E1]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  // CHECK: %[[THREE:.*]] = arith.constant 3 : i32
  // CHECK: llvm.store %[[THREE]], %[[F0]] : i32, !llvm.ptr
  struct pt a[3] = {{1, 2}, {3, 4}};
  // CHECK: %[[E:.*]] = llvm.getelementptr %[[A]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  // CHECK: llvm.getelementptr %[[E]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  return a[i].y;
}

// An over-aligned member: a packed struct with explicit padding puts x at
// Clang's offset 16 (field 2); the object keeps Clang's alignment.
struct over { char c; _Alignas(16) int x; };
// CHECK-LABEL: func.func @over_aligned
int over_aligned(void) {
  // CHECK: %[[O:.*]] = llvm.alloca %{{.*}} x !llvm.struct<packed (i8, array<15 x i8>, i32, array<12 x i8>)> {alignment = 16 : i64}
  // CHECK: llvm.getelementptr %[[O]][0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<packed (i8, array<15 x i8>, i32, array<12 x i8>)>
  struct over o;
  o.x = 1;
  return o.x;
}
