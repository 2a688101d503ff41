// Address constants and unions in global initializers: elements and members
// of globals, array + offset, string + offset, an initialized union (the
// global holds its first member and padding). Lowered and run too.
//
// RUN: accc -emit-mlir=acc %s | FileCheck %s
// RUN: accc -emit-mlir=acc %s | acc-opt --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -w %t.ll -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
#include <stdio.h>

double arr[4] = {1, 2, 3, 4};
struct P { int a; double b; } sp = {1, 2.5};

// CHECK: llvm.mlir.global external @p1() {{.*}} : !llvm.ptr {
// CHECK-NEXT: %[[A:.*]] = llvm.mlir.addressof @arr : !llvm.ptr
// CHECK-NEXT: llvm.getelementptr %[[A]][1] : (!llvm.ptr) -> !llvm.ptr, f64
double *p1 = &arr[1];
// CHECK: llvm.mlir.global external @p2()
// CHECK: llvm.getelementptr %{{.*}}[2] : (!llvm.ptr) -> !llvm.ptr, f64
double *p2 = arr + 2;
// CHECK: llvm.mlir.global external @p3()
// CHECK: llvm.getelementptr %{{.*}}[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
double *p3 = &sp.b;
const char *msg = &"hello"[1];

// CHECK: llvm.mlir.global external @gu() {{.*}} : !llvm.struct<packed (i32, array<4 x i8>)> {
union U { int i; double d; } gu = {7};

int main(void) {
  // OUT: 2 3 2.5 ello 7 8
  printf("%g %g %g %s %d %d\n", *p1, *p2, *p3, msg, gu.i, (int)sizeof gu);
  return 0;
}
