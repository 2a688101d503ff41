// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Compound assignment computes in the common type of both sides and
// converts back; the left side's address is evaluated once. ++/-- give
// the new (prefix) or old (postfix) value.

// CHECK-LABEL: func.func @once
void once(int *a, int i) {
  // a[i++] += 5: i is incremented once, the element loaded and stored
  // through the same address.
  // CHECK: %[[FIVE:.*]] = arith.constant 5 : i32
  // CHECK: %[[OLDI:.*]] = llvm.load %[[I:.*]] : !llvm.ptr -> i32
  // CHECK: %[[NEWI:.*]] = arith.addi %[[OLDI]], %{{.*}} : i32
  // CHECK: llvm.store %[[NEWI]], %[[I]] : i32, !llvm.ptr
  // CHECK: %[[IDX:.*]] = arith.extsi %[[OLDI]] : i32 to i64
  // CHECK: %[[E:.*]] = llvm.getelementptr %{{.*}}[%[[IDX]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  // CHECK: %[[V:.*]] = llvm.load %[[E]] : !llvm.ptr -> i32
  // CHECK: %[[S:.*]] = arith.addi %[[V]], %[[FIVE]] : i32
  // CHECK: llvm.store %[[S]], %[[E]] : i32, !llvm.ptr
  // CHECK-NOT: arith.addi
  // CHECK: return
  a[i++] += 5;
}

// CHECK-LABEL: func.func @conversions
void conversions(unsigned char uc, int i, unsigned u, double d, long l) {
  // uc -= 20: in int, truncated back.
  // CHECK: %[[UC:.*]] = arith.extui %{{.*}} : i8 to i32
  // CHECK: %[[D1:.*]] = arith.subi %[[UC]], %{{.*}} : i32
  // CHECK: arith.trunci %[[D1]] : i32 to i8
  uc -= 20;
  // i /= u: unsigned division.
  // CHECK: %[[U:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
  // CHECK: %[[I:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
  // CHECK: arith.divui %[[I]], %[[U]] : i32
  i /= u;
  // i %= l: in long.
  // CHECK: %[[IW:.*]] = arith.extsi %{{.*}} : i32 to i64
  // CHECK: %[[R:.*]] = arith.remsi %[[IW]], %{{.*}} : i64
  // CHECK: arith.trunci %[[R]] : i64 to i32
  i %= l;
  // i <<= l: the shift is in the promoted left type; the count is narrowed.
  // CHECK: %[[CNT:.*]] = arith.trunci %{{.*}} : i64 to i32
  // CHECK: arith.shli %{{.*}}, %[[CNT]] : i32
  i <<= l;
  // CHECK: arith.shrui %{{.*}}, %{{.*}} : i32
  u >>= 2;
  // i *= d: in double, then back to int.
  // CHECK: %[[IF:.*]] = arith.sitofp %{{.*}} : i32 to f64
  // CHECK: %[[M:.*]] = arith.mulf %[[IF]], %{{.*}} : f64
  // CHECK: arith.fptosi %[[M]] : f64 to i32
  i *= d;
  // CHECK: arith.ori %{{.*}}, %{{.*}} : i32
  // CHECK: arith.andi %{{.*}}, %{{.*}} : i32
  // CHECK: arith.xori %{{.*}}, %{{.*}} : i32
  i |= 1;
  i &= 6;
  i ^= 3;
}

// b += 2 converts the int sum to _Bool (!= 0), not by truncation.
// CHECK-LABEL: func.func @bool_update
_Bool bool_update(_Bool b) {
  // CHECK: %[[BIT:.*]] = arith.trunci %{{.*}} : i8 to i1
  // CHECK: %[[B:.*]] = arith.extui %[[BIT]] : i1 to i32
  // CHECK: %[[S:.*]] = arith.addi %[[B]], %{{.*}} : i32
  // CHECK: %[[NZ:.*]] = arith.cmpi ne, %[[S]], %{{.*}} : i32
  // CHECK: arith.extui %[[NZ]] : i1 to i8
  b += 2;
  return b;
}

// CHECK-LABEL: func.func @incdec
int incdec(int i) {
  // Postfix: the old value is the result.
  // CHECK: %[[OLD:.*]] = llvm.load %[[I:.*]] : !llvm.ptr -> i32
  // CHECK: %[[NEW:.*]] = arith.addi %[[OLD]], %{{.*}} : i32
  // CHECK: llvm.store %[[NEW]], %[[I]] : i32, !llvm.ptr
  // CHECK: llvm.store %[[OLD]], %[[X:.*]] : i32, !llvm.ptr
  int x = i++;
  // Prefix: the new value is the result.
  // CHECK: %[[OLD2:.*]] = llvm.load %[[I]] : !llvm.ptr -> i32
  // CHECK: %[[M1:.*]] = arith.constant -1 : i32
  // CHECK: %[[NEW2:.*]] = arith.addi %[[OLD2]], %[[M1]] : i32
  // CHECK: llvm.store %[[NEW2]], %[[I]] : i32, !llvm.ptr
  // CHECK: llvm.store %[[NEW2]], %[[Y:.*]] : i32, !llvm.ptr
  int y = --i;
  // Narrow types wrap in their own width.
  // CHECK: %[[C:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i8
  // CHECK: arith.addi %[[C]], %{{.*}} : i8
  char c = 'a';
  c++;
  return x + y + c;
}

// The value of an assignment is the stored value.
// CHECK-LABEL: func.func @chained
int chained(void) {
  // CHECK: %[[A:.*]] = llvm.alloca %{{.*}} x i32
  // CHECK: %[[B:.*]] = llvm.alloca %{{.*}} x i32
  int a, b;
  // CHECK: %[[SEVEN:.*]] = arith.constant 7 : i32
  // CHECK: llvm.store %[[SEVEN]], %[[B]] : i32, !llvm.ptr
  // CHECK: llvm.store %[[SEVEN]], %[[A]] : i32, !llvm.ptr
  a = b = 7;
  return a;
}
