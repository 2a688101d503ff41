// RUN: accc -emit-mlir=acc %s | FileCheck %s
// sizeof and _Alignof are i64 (size_t) constants with Clang's values; the
// operand of sizeof is not evaluated.

struct s { char c; double d; };
union u { char c[5]; int i; };

// CHECK-LABEL: func.func @scalars() -> i64
unsigned long scalars(void) {
  // CHECK: arith.constant 1 : i64
  // CHECK: arith.constant 2 : i64
  // CHECK: arith.constant 4 : i64
  // CHECK: arith.constant 8 : i64
  // CHECK: arith.constant 8 : i64
  // CHECK: arith.constant 4 : i64
  // CHECK: arith.constant 8 : i64
  // CHECK: arith.constant 1 : i64
  return sizeof(char) + sizeof(short) + sizeof(int) + sizeof(long) +
         sizeof(double) + sizeof(float) + sizeof(void *) + sizeof(_Bool);
}

// CHECK-LABEL: func.func @aggregates
unsigned long aggregates(int *p) {
  double m[3][4];
  // CHECK: arith.constant 96 : i64
  // CHECK: arith.constant 32 : i64
  // struct s: char, 7 bytes of padding, double.
  // CHECK: arith.constant 16 : i64
  // union u: its largest member rounded up to int's alignment.
  // CHECK: arith.constant 8 : i64
  // CHECK: arith.constant 48 : i64
  // sizeof p (a pointer) and sizeof *p (an int).
  // CHECK: arith.constant 8 : i64
  // CHECK: arith.constant 4 : i64
  return sizeof m + sizeof m[0] + sizeof(struct s) + sizeof(union u) +
         sizeof(struct s[3]) + sizeof p + sizeof *p;
}

// CHECK-LABEL: func.func @alignments
unsigned long alignments(void) {
  // CHECK: arith.constant 8 : i64
  // CHECK: arith.constant 8 : i64
  // CHECK: arith.constant 1 : i64
  // CHECK: arith.constant 4 : i64
  return _Alignof(double) + _Alignof(struct s) + _Alignof(char) +
         _Alignof(union u);
}

// The operand of sizeof is not evaluated: no increment of i.
// CHECK-LABEL: func.func @unevaluated(%arg0: i32) -> i64
// CHECK-NOT: arith.addi
// CHECK: %[[N:.*]] = arith.constant 4 : i64
// CHECK-NOT: arith.addi
// CHECK: return %[[N]] : i64
unsigned long unevaluated(int i) { return sizeof(i++); }

// A size stored in an int is truncated from size_t.
// CHECK-LABEL: func.func @narrowed
int narrowed(void) {
  // CHECK: %[[S:.*]] = arith.constant 16 : i64
  // CHECK: arith.trunci %[[S]] : i64 to i32
  int n = sizeof(struct s);
  return n;
}
