// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Integer types, integer promotions, the usual arithmetic conversions,
// signedness of operations, _Bool and enum.

// CHECK-LABEL: func.func @promote(%arg0: i8 {llvm.signext}, %arg1: i8 {llvm.zeroext}, %arg2: i16 {llvm.zeroext}) -> i32
int promote(signed char a, unsigned char b, unsigned short c) {
  // CHECK: %[[A:.*]] = arith.extsi %{{.*}} : i8 to i32
  // CHECK: %[[B:.*]] = arith.extui %{{.*}} : i8 to i32
  // CHECK: %[[AB:.*]] = arith.addi %[[A]], %[[B]] : i32
  // CHECK: %[[C:.*]] = arith.extui %{{.*}} : i16 to i32
  // CHECK: arith.muli %[[AB]], %[[C]] : i32
  return (a + b) * c;
}

// CHECK-LABEL: func.func @signedness
unsigned signedness(int i, unsigned u, long l, unsigned long ul) {
  // CHECK: arith.divsi %{{.*}}, %{{.*}} : i32
  // CHECK: arith.divui %{{.*}}, %{{.*}} : i32
  // CHECK: arith.remsi %{{.*}}, %{{.*}} : i64
  // CHECK: arith.remui %{{.*}}, %{{.*}} : i64
  // CHECK: arith.shrsi %{{.*}}, %{{.*}} : i32
  // CHECK: arith.shrui %{{.*}}, %{{.*}} : i32
  return i / i + u / u + l % l + ul % ul + (i >> 1) + (u >> 1);
}

// int < unsigned compares as unsigned; int < long as signed long.
// CHECK-LABEL: func.func @compare
int compare(int i, unsigned u) {
  // CHECK: arith.cmpi ult, %{{.*}}, %{{.*}} : i32
  // CHECK: %[[W:.*]] = arith.extsi %{{.*}} : i32 to i64
  // CHECK: arith.cmpi slt, %[[W]], %{{.*}} : i64
  // CHECK: %[[UW:.*]] = arith.extui %{{.*}} : i32 to i64
  // CHECK: arith.cmpi sge, %[[UW]], %{{.*}} : i64
  return (i < u) + (i < 1L) + (u >= 2L);
}

// CHECK-LABEL: func.func @casts
long casts(long l, int i, unsigned u) {
  // CHECK: arith.trunci %{{.*}} : i64 to i16
  short s = (short)l;
  // CHECK: arith.trunci %{{.*}} : i32 to i8
  // CHECK: arith.extui %{{.*}} : i8 to i64
  unsigned long c = (unsigned char)i;
  // CHECK: arith.extui %{{.*}} : i32 to i64
  long w = u;
  // CHECK: arith.extsi %{{.*}} : i32 to i64
  unsigned long x = i;
  return s + c + w + x;
}

// Conversion to _Bool compares with zero; _Bool is an i8 holding 0 or 1.
// CHECK-LABEL: func.func @bools(%arg0: i32, %arg1: i1 {llvm.zeroext}) -> (i1 {llvm.zeroext})
_Bool bools(int x, _Bool b) {
  // CHECK: %[[Z:.*]] = arith.constant 0 : i32
  // CHECK: %[[NE:.*]] = arith.cmpi ne, %{{.*}}, %[[Z]] : i32
  // CHECK: %[[T:.*]] = arith.extui %[[NE]] : i1 to i8
  // CHECK: llvm.store %[[T]], %{{.*}} : i8, !llvm.ptr
  _Bool t = x;
  // Its value is its lowest bit, as Clang reads it.
  // CHECK: %[[BV:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i8
  // CHECK: %[[BIT:.*]] = arith.trunci %[[BV]] : i8 to i1
  // CHECK: arith.extui %[[BIT]] : i1 to i32
  int n = b + 1;
  // b-- flips a _Bool.
  // CHECK: arith.xori %{{.*}}, %{{.*}} : i8
  b--;
  return t && n;
}

// Enumerators are constants; the enum type is its underlying integer.
enum color { RED, GREEN = 5, BLUE };
enum sign { NEG = -1, POS = 1 };
// CHECK-LABEL: func.func @enums(%arg0: i32, %arg1: i32) -> i32
int enums(enum color c, enum sign s) {
  // CHECK: arith.constant 6 : i32
  // An enum without negative values is unsigned.
  // CHECK: arith.cmpi ult
  // CHECK: arith.constant -1 : i32
  // CHECK: arith.cmpi slt
  return (c < BLUE) + (s < NEG);
}

// Unary operators on promoted operands.
// CHECK-LABEL: func.func @unary
int unary(unsigned char c, int i) {
  // CHECK: %[[P:.*]] = arith.extui %{{.*}} : i8 to i32
  // CHECK: %[[M1:.*]] = arith.constant -1 : i32
  // CHECK: arith.xori %[[P]], %[[M1]] : i32
  // CHECK: %[[Z:.*]] = arith.constant 0 : i32
  // CHECK: arith.subi %[[Z]], %{{.*}} : i32
  // CHECK: %[[NZ:.*]] = arith.cmpi ne
  // CHECK: %[[T:.*]] = arith.constant true
  // CHECK: %[[NOT:.*]] = arith.xori %[[NZ]], %[[T]] : i1
  // CHECK: arith.extui %[[NOT]] : i1 to i32
  return ~c + -i + !i;
}
