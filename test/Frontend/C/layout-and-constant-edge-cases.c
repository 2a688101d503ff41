// Edge cases of layouts and constants, each once wrong: layouts with union members, VLA
// parameters of one dimension and arithmetic on decayed VLA parameters,
// negative 64-bit switch cases, unreachable code, float infinity and
// unsigned-to-float global initializers, NULL globals, isnan/isinf,
// members of struct values, calls through pointers to variadic functions.
// The whole module must also survive the upstream lowering to LLVM IR.
//
// RUN: accc -emit-mlir=acc %s | FileCheck %s
// RUN: accc -emit-mlir=acc %s | acc-opt --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -w %t.ll -lm -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
#include <math.h>
#include <stddef.h>
#include <stdio.h>

union u { int i; double d; };
// The union is 8-aligned: Clang puts it at offset 8; a byte array would not be.
// CHECK: llvm.mlir.global external @arr() {{.*}} : !llvm.array<4 x struct<packed (i32, array<4 x i8>, array<8 x i8>)>>
struct s { int tag; union u v; } arr[4];

// CHECK: llvm.mlir.global external @gp() {{.*}} : !llvm.ptr {
// CHECK-NEXT: llvm.mlir.zero : !llvm.ptr
int *gp = NULL;
// CHECK: llvm.mlir.constant(0x7F800000 : f32) : f32
float ginf = INFINITY;
// CHECK: llvm.mlir.constant(1.8446744073709552E+19 : f64) : f64
double gu = (double)18446744073709551615ul;

struct pt { int x, y; };
struct pt make(int a, int b) { struct pt p = {a, b}; return p; }

// CHECK-LABEL: func.func @first
// CHECK-SAME: (%{{.*}}: i32, %{{.*}}: !llvm.ptr) -> f64
double first(int n, double a[n]) { return a[n - 1]; }

// CHECK-LABEL: func.func @row
// Row n of a[n][n]: the step of `a + 1` is a run-time row size.
// CHECK: arith.muli %{{.*}}, %{{.*}} : i64
// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i8
double row(int n, double a[n][n]) { return (a + 1)[0][0]; }

// CHECK-LABEL: func.func @sign
// CHECK: arith.constant -1 : i64
// CHECK: arith.cmpi eq
// CHECK-NOT: cf.switch
int sign(long l) {
  switch (l) {
  case -1: return 1;
  case 5: return 2;
  }
  return 0;
}

// Code after `return` is dropped, not left in an unreachable block.
// CHECK-LABEL: func.func @both
// CHECK-COUNT-2: return
// CHECK-NOT: ^bb
// CHECK: }
int both(int l) {
  if (l)
    return 1;
  else
    return 2;
}

int main(void) {
  int (*pf)(const char *, ...) = printf;
  // CHECK: llvm.call %{{.*}}(%{{.*}}) vararg(!llvm.func<i32 (ptr, ...)>)
  pf("%d %d %d %d\n", (int)(&arr[3] - &arr[0]), (int)sizeof(struct s), make(1, 2).y,
     (int)offsetof(struct s, v));
  // OUT: 3 16 2 8
  printf("%d %d %g %d %d %g %d\n", isnan(0.0 / 0.0), isinf(ginf), gu, gp == NULL, sign(-1),
         first(2, (double[]){1.5, 2.5}), both(0));
  // OUT-NEXT: 1 1 1.84467e+19 1 1 2.5 2
  return 0;
}

// volatile objects are accessed with volatile loads and stores.
// CHECK-LABEL: func.func @volatiles
// CHECK: llvm.store volatile %{{.*}}, %{{.*}} : i32, !llvm.ptr
// CHECK: llvm.load volatile %{{.*}} : !llvm.ptr -> i32
// CHECK: llvm.store volatile
// CHECK: llvm.load volatile
volatile int flag;
int volatiles(volatile int *p) {
  flag = 1;
  *p += 2;
  return flag;
}
