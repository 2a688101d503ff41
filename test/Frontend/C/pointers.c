// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Pointer arithmetic scales by the pointee (a GEP over it), differences
// divide by its size, comparisons are unsigned, null is a zero pointer.

// CHECK-LABEL: func.func @offset(%arg0: !llvm.ptr, %arg1: i64, %arg2: i32) -> !llvm.ptr
double *offset(double *p, long i, unsigned u) {
  // CHECK: %[[P:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
  // CHECK: %[[I:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
  // CHECK: %[[Q:.*]] = llvm.getelementptr %[[P]][%[[I]]] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  double *q = p + i;
  // p - u: an unsigned index is zero-extended, then negated.
  // CHECK: %[[U:.*]] = arith.extui %{{.*}} : i32 to i64
  // CHECK: %[[Z:.*]] = arith.constant 0 : i64
  // CHECK: %[[N:.*]] = arith.subi %[[Z]], %[[U]] : i64
  // CHECK: llvm.getelementptr %{{.*}}[%[[N]]] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  q = q - u;
  // int + pointer: a signed int index is sign-extended.
  // CHECK: %[[K:.*]] = arith.extsi %{{.*}} : i32 to i64
  // CHECK: llvm.getelementptr %{{.*}}[%[[K]]] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  return 2 + q;
}

// CHECK-LABEL: func.func @difference
long difference(int *p, int *q) {
  // CHECK: %[[A:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr to i64
  // CHECK: %[[B:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr to i64
  // CHECK: %[[BYTES:.*]] = arith.subi %[[A]], %[[B]] : i64
  // CHECK: %[[SIZE:.*]] = arith.constant 4 : i64
  // CHECK: arith.divsi %[[BYTES]], %[[SIZE]] : i64
  return q - p;
}

// ++/-- step by one element; the post forms give the old value.
// CHECK-LABEL: func.func @steps
short steps(short *p) {
  // CHECK: %[[OLD:.*]] = llvm.load %[[PA:.*]] : !llvm.ptr -> !llvm.ptr
  // CHECK: %[[ONE:.*]] = arith.constant 1 : i64
  // CHECK: %[[NEW:.*]] = llvm.getelementptr %[[OLD]][%[[ONE]]] : (!llvm.ptr, i64) -> !llvm.ptr, i16
  // CHECK: llvm.store %[[NEW]], %[[PA]]
  // CHECK: llvm.load %[[OLD]] : !llvm.ptr -> i16
  short first = *p++;
  // CHECK: %[[M1:.*]] = arith.constant -1 : i64
  // CHECK: llvm.getelementptr %{{.*}}[%[[M1]]] : (!llvm.ptr, i64) -> !llvm.ptr, i16
  --p;
  return first;
}

// CHECK-LABEL: func.func @compare
int compare(char *p, char *q) {
  // CHECK: llvm.icmp "ult" %{{.*}}, %{{.*}} : !llvm.ptr
  // CHECK: llvm.icmp "uge" %{{.*}}, %{{.*}} : !llvm.ptr
  // CHECK: llvm.icmp "eq" %{{.*}}, %{{.*}} : !llvm.ptr
  return (p < q) + (p >= q) + (p == q);
}

// A pointer as a condition is compared with null.
// CHECK-LABEL: func.func @null
int null(int *p) {
  // CHECK: %[[Z:.*]] = llvm.mlir.zero : !llvm.ptr
  // CHECK: %[[NN:.*]] = llvm.icmp "ne" %{{.*}}, %[[Z]] : !llvm.ptr
  // CHECK: scf.if %[[NN]] -> (i32)
  // CHECK: llvm.load %{{.*}} : !llvm.ptr -> i32
  return p ? *p : 0;
}

// &, *, conversions between pointers and integers.
// CHECK-LABEL: func.func @address
long address(void) {
  // CHECK: %[[X:.*]] = llvm.alloca %{{.*}} x i32
  // CHECK: %[[PX:.*]] = llvm.alloca %{{.*}} x !llvm.ptr
  int x = 1;
  // CHECK: llvm.store %[[X]], %[[PX]] : !llvm.ptr, !llvm.ptr
  int *px = &x;
  // CHECK: %[[P:.*]] = llvm.load %[[PX]] : !llvm.ptr -> !llvm.ptr
  // CHECK: llvm.store %{{.*}}, %[[P]] : i32, !llvm.ptr
  *px = 5;
  // CHECK: llvm.ptrtoint %{{.*}} : !llvm.ptr to i64
  long bits = (long)px;
  // CHECK: llvm.inttoptr %{{.*}} : i64 to !llvm.ptr
  void *back = (void *)bits;
  return bits + (back != 0);
}
