// RUN: accc -emit-mlir=acc %s | FileCheck %s
// float and double, the usual arithmetic conversions with integers, and
// int <-> float conversions by signedness.

// float op double is double: the float operand is extended.
// CHECK-LABEL: func.func @mixed(%arg0: f32, %arg1: f64, %arg2: i32) -> f64
double mixed(float f, double d, int i) {
  // CHECK: %[[F:.*]] = llvm.load %{{.*}} : !llvm.ptr -> f32
  // CHECK: %[[FW:.*]] = arith.extf %[[F]] : f32 to f64
  // CHECK: %[[D:.*]] = llvm.load %{{.*}} : !llvm.ptr -> f64
  // CHECK: %[[S:.*]] = arith.addf %[[FW]], %[[D]] : f64
  // CHECK: %[[I:.*]] = arith.sitofp %{{.*}} : i32 to f64
  // CHECK: arith.mulf %[[S]], %[[I]] : f64
  return (f + d) * i;
}

// float op int stays float.
// CHECK-LABEL: func.func @single
float single(float f, unsigned u) {
  // CHECK: %[[U:.*]] = arith.uitofp %{{.*}} : i32 to f32
  // CHECK: arith.divf %{{.*}}, %[[U]] : f32
  // CHECK: arith.subf %{{.*}}, %{{.*}} : f32
  // CHECK: arith.negf %{{.*}} : f32
  return -(f / u - f);
}

// CHECK-LABEL: func.func @to_int
long to_int(double d, float f) {
  // CHECK: arith.fptosi %{{.*}} : f64 to i32
  int i = d;
  // CHECK: arith.fptoui %{{.*}} : f64 to i32
  unsigned u = (unsigned)d;
  // CHECK: arith.fptoui %{{.*}} : f32 to i64
  unsigned long ul = f;
  // CHECK: arith.fptosi %{{.*}} : f32 to i8
  signed char c = f;
  return i + u + ul + c;
}

// CHECK-LABEL: func.func @from_int
double from_int(long l, unsigned long ul, unsigned char uc, _Bool b) {
  // CHECK: arith.sitofp %{{.*}} : i64 to f64
  // CHECK: arith.uitofp %{{.*}} : i64 to f64
  // CHECK: arith.uitofp %{{.*}} : i8 to f32
  // CHECK: arith.truncf %{{.*}} : f64 to f32
  float g = (double)l + (double)ul + (float)uc;
  // _Bool is promoted to int first (its lowest bit, as Clang reads it).
  // CHECK: %[[BIT:.*]] = arith.trunci %{{.*}} : i8 to i1
  // CHECK: %[[B:.*]] = arith.extui %[[BIT]] : i1 to i32
  // CHECK: arith.sitofp %[[B]] : i32 to f32
  // CHECK: arith.extf %{{.*}} : f32 to f64
  return g + b;
}

// Comparisons are ordered, except != (true for NaN).
// CHECK-LABEL: func.func @compare
int compare(double a, double b) {
  // CHECK: arith.cmpf olt, %{{.*}}, %{{.*}} : f64
  // CHECK: arith.cmpf oge, %{{.*}}, %{{.*}} : f64
  // CHECK: arith.cmpf oeq, %{{.*}}, %{{.*}} : f64
  // CHECK: arith.cmpf une, %{{.*}}, %{{.*}} : f64
  return (a < b) + (a >= b) + (a == b) + (a != b);
}

// A floating value as a condition: != 0.0, true for NaN.
// CHECK-LABEL: func.func @truth
int truth(float f) {
  // CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
  // CHECK: %[[T:.*]] = arith.cmpf une, %{{.*}}, %[[Z]] : f32
  // CHECK: scf.if %[[T]]
  int r = 0;
  if (f)
    r = 1;
  return r;
}

// Literals keep their type: 1.5f is float, 0.1 is double.
// CHECK-LABEL: func.func @literals
double literals(void) {
  // CHECK: arith.constant 1.500000e+00 : f32
  float f = 1.5f;
  // CHECK: arith.constant 1.000000e-01 : f64
  // CHECK: arith.constant 2.500000e+00 : f64
  return f + 0.1 + 2.5;
}

// ++ and compound assignment on floating objects.
// CHECK-LABEL: func.func @update
float update(float f, int i) {
  // CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
  // CHECK: arith.addf %{{.*}}, %[[ONE]] : f32
  f++;
  // i *= 2.5 computes in double and converts back.
  // CHECK: %[[IW:.*]] = arith.sitofp %{{.*}} : i32 to f64
  // CHECK: %[[P:.*]] = arith.mulf %[[IW]], %{{.*}} : f64
  // CHECK: arith.fptosi %[[P]] : f64 to i32
  i *= 2.5;
  return f + i;
}
