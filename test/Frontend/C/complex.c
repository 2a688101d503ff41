// RUN: accc -emit-mlir=acc %s | FileCheck %s
// _Complex float and double: {T, T} values, clang's arithmetic (C11 Annex
// G, without -ffast-math), conversions, the GNU extensions, and the C
// calling convention of complex parameters and results.
#include <complex.h>

// Globals: constants folded as clang does.
// CHECK: llvm.mlir.global external @g() {{.*}} : !llvm.struct<(f64, f64)> {
// CHECK: %[[RE:.*]] = llvm.mlir.constant(-2.000000e+00 : f64) : f64
// CHECK: %[[IM:.*]] = llvm.mlir.constant(5.000000e+00 : f64) : f64
// CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(f64, f64)>
// CHECK: %[[U0:.*]] = llvm.insertvalue %[[RE]], %[[U]][0]
// CHECK: %[[U1:.*]] = llvm.insertvalue %[[IM]], %[[U0]][1]
// CHECK: llvm.return %[[U1]] : !llvm.struct<(f64, f64)>
double _Complex g = (1.0 + 2.0 * I) * (3.0 - I) - 7;

// double _Complex is SSE, SSE: two doubles in, a literal struct out; float
// _Complex one SSE eightbyte: a <2 x float>.
// CHECK-LABEL: func.func @mul(%arg0: f64, %arg1: f64, %arg2: f64, %arg3: f64) -> !llvm.struct<(f64, f64)>
double _Complex mul(double _Complex a, double _Complex b) {
  // The naive product...
  // CHECK: %[[AC:.*]] = arith.mulf %[[A:.*]], %[[C:.*]] : f64
  // CHECK: %[[BD:.*]] = arith.mulf %[[B:.*]], %[[D:.*]] : f64
  // CHECK: %[[AD:.*]] = arith.mulf %[[A]], %[[D]] : f64
  // CHECK: %[[BC:.*]] = arith.mulf %[[B]], %[[C]] : f64
  // CHECK: %[[RE:.*]] = arith.subf %[[AC]], %[[BD]] : f64
  // CHECK: %[[IM:.*]] = arith.addf %[[AD]], %[[BC]] : f64
  // ... and when both parts are NaN, the library's.
  // CHECK: %[[RN:.*]] = arith.cmpf uno, %[[RE]], %[[RE]] : f64
  // CHECK: %[[IN:.*]] = arith.cmpf uno, %[[IM]], %[[IM]] : f64
  // CHECK: %[[BOTH:.*]] = arith.andi %[[RN]], %[[IN]] : i1
  // CHECK: scf.if %[[BOTH]] -> (!llvm.struct<(f64, f64)>) {
  // CHECK: llvm.call @__muldc3(%[[A]], %[[B]], %[[C]], %[[D]]) : (f64, f64, f64, f64) -> !llvm.struct<(f64, f64)>
  return a * b;
}

// CHECK-LABEL: func.func @fdiv(%arg0: vector<2xf32>, %arg1: vector<2xf32>) -> vector<2xf32>
float _Complex fdiv(float _Complex a, float _Complex b) {
  // CHECK: llvm.call @__divsc3(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (f32, f32, f32, f32) -> vector<2xf32>
  return a / b;
}

// A real operand stays real: z * x multiplies both parts by x, z + x keeps
// z's imaginary part, x / z divides x + 0i.
// CHECK-LABEL: func.func @mixed
double _Complex mixed(double _Complex z, double x) {
  // CHECK: %[[Z:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.struct<(f64, f64)>
  // CHECK: %[[X:.*]] = llvm.load %{{.*}} : !llvm.ptr -> f64
  // CHECK: %[[ZR:.*]] = llvm.extractvalue %[[Z]][0] : !llvm.struct<(f64, f64)>
  // CHECK: %[[ZI:.*]] = llvm.extractvalue %[[Z]][1] : !llvm.struct<(f64, f64)>
  // CHECK: %[[R:.*]] = arith.mulf %[[ZR]], %[[X]] : f64
  // CHECK: %[[I:.*]] = arith.mulf %[[ZI]], %[[X]] : f64
  double _Complex a = z * x;
  // CHECK: %[[SR:.*]] = arith.addf %{{.*}}, %{{.*}} : f64
  // CHECK-NOT: arith.addf
  // CHECK: llvm.insertvalue %[[SR]], %{{.*}}[0] : !llvm.struct<(f64, f64)>
  double _Complex b = z + x;
  // CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f64
  // CHECK: llvm.call @__divdc3(%{{.*}}, %[[ZERO]], %{{.*}}, %{{.*}})
  double _Complex c = x / z;
  return a + b + c;
}

// CHECK-LABEL: func.func @literals
double literals(void) {
  // I is (__extension__ 1.0iF): {0, 1} as float _Complex, then widened.
  // CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
  // CHECK: %[[Z0:.*]] = arith.constant 0.000000e+00 : f32
  // CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(f32, f32)>
  // CHECK: %[[U0:.*]] = llvm.insertvalue %[[Z0]], %[[U]][0] : !llvm.struct<(f32, f32)>
  // CHECK: llvm.insertvalue %[[ONE]], %[[U0]][1] : !llvm.struct<(f32, f32)>
  // CHECK: arith.extf %{{.*}} : f32 to f64
  double _Complex z = 1.0 + 2.0 * I;
  // creal, cimag, conj: inline, as clang does (no call, no -lm).
  // CHECK-NOT: llvm.call @creal
  // CHECK-NOT: llvm.call @cimag
  return creal(z) + cimag(conj(z)) + __real__ z;
}

// CHECK-LABEL: func.func @conversions
int conversions(double _Complex z, float _Complex w) {
  // To _Bool: either part nonzero.
  // CHECK: %[[R:.*]] = arith.cmpf une, %{{.*}}, %[[Z:.*]] : f64
  // CHECK: %[[I:.*]] = arith.cmpf une, %{{.*}}, %[[Z]] : f64
  // CHECK: arith.ori %[[R]], %[[I]] : i1
  _Bool t = z;
  // To a real type: the real part.
  // CHECK: %[[W:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(f32, f32)>
  // CHECK: arith.fptosi %[[W]] : f32 to i32
  int k = w;
  // == compares both parts.
  // CHECK: %[[ER:.*]] = arith.cmpf oeq
  // CHECK: %[[EI:.*]] = arith.cmpf oeq
  // CHECK: arith.andi %[[ER]], %[[EI]] : i1
  return t + k + (z == w);
}

// __real__ and __imag__ are lvalues; ~ is the conjugate.
// CHECK-LABEL: func.func @parts
void parts(double _Complex *p) {
  // CHECK: %[[P:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
  // CHECK: %[[IM:.*]] = llvm.getelementptr %[[P]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, f64)>
  // CHECK: llvm.store %{{.*}}, %[[IM]] : f64, !llvm.ptr
  __imag__ *p = 2;
  // CHECK: arith.negf %{{.*}} : f64
  *p = ~*p;
}

// Library functions with complex parameters: the calling convention.
// CHECK-LABEL: func.func @library
double library(double _Complex z, float _Complex w) {
  // CHECK: llvm.call @cabs(%{{.*}}, %{{.*}}) : (f64, f64) -> f64
  // CHECK: llvm.call @cexpf(%{{.*}}) : (vector<2xf32>) -> vector<2xf32>
  return cabs(z) + crealf(cexpf(w));
}

double use_g(void) { return creal(g); }
