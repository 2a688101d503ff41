// RUN: accc -emit-mlir=acc %s | FileCheck %s
// long double is x86's 80-bit extended precision: MLIR's f80 (LLVM's
// x86_fp80), 16 bytes aligned to 16. Its literals are converted from their
// spelling (Clang's evaluation gives doubles): a value a double holds is a
// float literal, another one its bits as an i80 cast to f80 (MLIR prints
// f80 attributes in decimal and reads decimals as doubles).

long double sqrtl(long double);
int printf(const char *, ...);

// CHECK-LABEL: llvm.mlir.global external @g() {addr_space = 0 : i32, alignment = 16 : i64} : f80
// 0.1L = 0x3FFBCCCCCCCCCCCCCCCD.
// CHECK: %[[BITS:.*]] = llvm.mlir.constant(302153978578547713559757 : i80) : i80
// CHECK: %[[G:.*]] = llvm.bitcast %[[BITS]] : i80 to f80
// CHECK: llvm.return %[[G]] : f80
long double g = 0.1L;

// Constant expressions are computed in the type's precision: LLVM folds
// the division of the global's initializer.
// CHECK-LABEL: llvm.mlir.global external @third()
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1.000000e+00 : f80) : f80
// CHECK: %[[THREE:.*]] = llvm.mlir.constant(3.000000e+00 : f80) : f80
// CHECK: llvm.fdiv %[[ONE]], %[[THREE]] : f80
long double third = 1.0L / 3;

struct S { char c; long double x; };

// CHECK: llvm.func @sqrtl(f80) -> f80

// CHECK-LABEL: func.func @f(%arg0: f64, %arg1: !llvm.ptr) -> f80
long double f(double d, struct S *s) {
  // CHECK: %[[X:.*]] = llvm.alloca %{{.*}} x f80 {alignment = 16 : i64}
  // CHECK: %[[Y:.*]] = llvm.alloca %{{.*}} x f80 {alignment = 16 : i64}
  // CHECK: %[[HALF:.*]] = arith.constant 1.500000e+00 : f80
  // CHECK: llvm.store %[[HALF]], %[[X]] : f80, !llvm.ptr
  long double x = 1.5L;
  // CHECK: %[[TENTH_BITS:.*]] = arith.constant 302153978578547713559757 : i80
  // CHECK: %[[TENTH:.*]] = arith.bitcast %[[TENTH_BITS]] : i80 to f80
  // CHECK: llvm.store %[[TENTH]], %[[Y]] : f80, !llvm.ptr
  long double y = 0.1L;
  // Varargs take it as it is.
  // CHECK: %[[XV:.*]] = llvm.load %[[X]] : !llvm.ptr -> f80
  // CHECK: llvm.call @printf(%{{.*}}, %[[XV]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f80) -> i32
  printf("%Lf\n", x);
  // CHECK: %[[DV:.*]] = arith.extf %{{.*}} : f64 to f80
  // CHECK: %[[P:.*]] = arith.mulf %{{.*}}, %[[DV]] : f80
  // CHECK: %[[R:.*]] = llvm.call @sqrtl(%[[P]]) : (f80) -> f80
  // CHECK: %[[SUM:.*]] = arith.addf %[[R]], %{{.*}} : f80
  // The member at offset 16 (a natural struct: LLVM aligns x86_fp80 to 16).
  // CHECK: %[[M:.*]] = llvm.getelementptr %{{.*}}[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, f80)>
  // CHECK: llvm.store %[[SUM]], %[[M]] : f80, !llvm.ptr
  s->x = sqrtl(x * d) + y;
  // CHECK: arith.cmpf olt, %{{.*}}, %{{.*}} : f80
  // CHECK: arith.fptosi %{{.*}} : f80 to i32
  // CHECK: arith.extf %{{.*}} : f64 to f80
  return x < y ? (int)x : d;
}
