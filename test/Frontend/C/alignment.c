// Variables get the alignment Clang gives them: their type's, at least 16
// for arrays of 16 bytes or more (x86-64 psABI; code Clang compiles for
// another file may use aligned SSE accesses on them: NAS LU stored to such
// a global with movaps), and what an `aligned` attribute or `_Alignas`
// asks (macros in the argument expanded). A program whose other file,
// compiled by clang -O2, stores to the arrays with aligned vector stores
// runs.
//
// RUN: accc -emit-mlir=acc %s | FileCheck %s
// RUN: accc -S -emit-llvm %s -o - | FileCheck %s --check-prefix=LLVM
// RUN: clang -S -emit-llvm %s -o - | FileCheck %s --check-prefix=LLVM
// RUN: clang -O2 -c %S/Inputs/alignment-user.c -o %t.user.o
// RUN: accc -O0 %s %t.user.o -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: not accc -emit-mlir=acc -DTYPE_ALIGN %s 2>&1 | FileCheck %s --check-prefix=ERROR
// OUT: 3 4 7 8 16

#include <stdio.h>

#define ALIGNMENT 64

// CHECK-DAG: llvm.mlir.global external @pad() {addr_space = 0 : i32, alignment = 1 : i64} : i8
// CHECK-DAG: llvm.mlir.global external @x() {addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<5 x f64>
// CHECK-DAG: llvm.mlir.global external @small() {addr_space = 0 : i32, alignment = 4 : i64} : !llvm.array<3 x i32>
// CHECK-DAG: llvm.mlir.global external @bytes() {addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<16 x i8>
// CHECK-DAG: llvm.mlir.global external @wide() {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<2 x f64>
// CHECK-DAG: llvm.mlir.global external @alignas() {addr_space = 0 : i32, alignment = 32 : i64} : i32
// CHECK-DAG: llvm.mlir.global external @bare() {addr_space = 0 : i32, alignment = 16 : i64} : i32
// CHECK-DAG: llvm.mlir.global external @aligned() {addr_space = 0 : i32, alignment = 8 : i64} : i32
// LLVM-DAG: @pad = {{.*}}global i8 1, align 1
// LLVM-DAG: @x = {{.*}}global [5 x double] {{.*}}, align 16
// LLVM-DAG: @small = {{.*}}global [3 x i32] {{.*}}, align 4
// LLVM-DAG: @bytes = {{.*}}global [16 x i8] {{.*}}, align 16
// LLVM-DAG: @wide = {{.*}}global [2 x double] {{.*}}, align 64
// LLVM-DAG: @alignas = {{.*}}global i32 0, align 32
// LLVM-DAG: @bare = {{.*}}global i32 0, align 16
// LLVM-DAG: @aligned = {{.*}}global i32 0, align 8
char pad = 1;
double x[5];
int small[3];
char bytes[16];
double wide[2] __attribute__((aligned(ALIGNMENT)));
_Alignas(32) int alignas;
int bare __attribute__((aligned));
int aligned __attribute__((__aligned__(8)));
#ifdef TYPE_ALIGN
// ERROR: alignment.c:[[@LINE+1]]:1: error: unsupported C construct: alignment given by an expression or a type (only an integer is read)
_Alignas(double) int by_type;
#endif

void set(void); // Inputs/alignment-user.c (clang -O2: aligned stores)

// CHECK-LABEL: func.func @main
// CHECK: llvm.alloca %{{.*}} x !llvm.array<4 x f64> {alignment = 32 : i64}
// CHECK: llvm.alloca %{{.*}} x !llvm.array<4 x i32> {alignment = 16 : i64}
int main(void) {
  double local[4] __attribute__((aligned(32)));
  int four[4];
  set();
  local[0] = x[2];
  four[0] = (int)wide[1];
  printf("%g %g %g %d %d\n", local[0], x[3], x[4] + wide[0], four[0], (int)(sizeof bytes));
  return 0;
}
