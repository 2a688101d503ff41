// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Globals with constant initializers (converted to the global's type as
// C converts them), tentative definitions, externs, and static locals.

// CHECK: llvm.mlir.global external @gi() {addr_space = 0 : i32, alignment = 4 : i64} : i32 {
// CHECK-NEXT: llvm.mlir.constant(42 : i32) : i32
int gi = 42;
// 300 converted to unsigned char is 44.
// CHECK: llvm.mlir.global external @guc() {{.*}} : i8 {
// CHECK-NEXT: llvm.mlir.constant(44 : i8) : i8
unsigned char guc = 300;
// CHECK: llvm.mlir.global external @gd() {{.*}} : f64 {
// CHECK-NEXT: llvm.mlir.constant(0.33333333333333331 : f64) : f64
double gd = 1.0 / 3;
// Floating to integer truncates toward zero.
// CHECK: llvm.mlir.global external @gl() {{.*}} : i64 {
// CHECK-NEXT: llvm.mlir.constant(-2 : i64) : i64
long gl = -2.9;
// CHECK: llvm.mlir.global external @gb() {{.*}} : i8 {
// CHECK-NEXT: llvm.mlir.constant(1 : i8) : i8
_Bool gb = 7;
// CHECK: llvm.mlir.global external constant @gconst() {{.*}} : i32
const int gconst = 9;
// CHECK: llvm.mlir.global internal @gstatic() {{.*}} : i32
static int gstatic = 11;
// A tentative definition is zero-initialized.
// CHECK: llvm.mlir.global external @gzero() {{.*}} : i32 {
// CHECK-NEXT: llvm.mlir.zero : i32
int gzero;
// An extern declaration has no initializer region.
// CHECK: llvm.mlir.global external @gext() {addr_space = 0 : i32, alignment = 4 : i64} : i32{{$}}
extern int gext;
// CHECK: llvm.mlir.global external @gbuf() {{.*}} : !llvm.array<8 x i8> {
// CHECK-NEXT: llvm.mlir.constant("hi\00\00\00\00\00\00") : !llvm.array<8 x i8>
char gbuf[8] = "hi";
// Addresses of globals.
// CHECK: llvm.mlir.global external @gpi() {{.*}} : !llvm.ptr {
// CHECK-NEXT: llvm.mlir.addressof @gi : !llvm.ptr
int *gpi = &gi;
// CHECK: llvm.mlir.global external @gnull() {{.*}} : !llvm.ptr {
// CHECK-NEXT: llvm.mlir.zero : !llvm.ptr
int *gnull = 0;
// Arrays decay to their address.
// CHECK: llvm.mlir.global external @gpbuf() {{.*}} : !llvm.ptr {
// CHECK-NEXT: llvm.mlir.addressof @gbuf : !llvm.ptr
char *gpbuf = gbuf;

// A struct: each field inserted at its index.
// CHECK: llvm.mlir.global external @grec() {addr_space = 0 : i32, alignment = 8 : i64} : !llvm.struct<(i32, f64, array<4 x i8>, ptr)> {
// CHECK: %[[Z:.*]] = llvm.mlir.zero : !llvm.struct<(i32, f64, array<4 x i8>, ptr)>
// CHECK: %[[A:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[A]], %[[Z]][0]
// CHECK: %[[B:.*]] = llvm.mlir.constant(2.000000e+00 : f64) : f64
// CHECK: %[[S1:.*]] = llvm.insertvalue %[[B]], %[[S0]][1]
// CHECK: %[[N:.*]] = llvm.mlir.constant("nm\00\00") : !llvm.array<4 x i8>
// CHECK: %[[S2:.*]] = llvm.insertvalue %[[N]], %[[S1]][2]
// CHECK: %[[P:.*]] = llvm.mlir.addressof @gzero : !llvm.ptr
// CHECK: %[[S3:.*]] = llvm.insertvalue %[[P]], %[[S2]][3]
// CHECK: llvm.return %[[S3]]
struct rec { int a; double b; char name[4]; int *p; } grec = {1, 2.0, "nm", &gzero};

// The static local: a module global named after its function, initialized
// once (not at each call).
// CHECK: llvm.mlir.global internal @counter.c() {{.*}} : i32 {
// CHECK-NEXT: llvm.mlir.constant(5 : i32) : i32

// CHECK-LABEL: func.func @counter() -> i32
int counter(void) {
  // CHECK-NOT: llvm.alloca
  // CHECK: %[[C:.*]] = llvm.mlir.addressof @counter.c : !llvm.ptr
  // CHECK: %[[V:.*]] = llvm.load %[[C]] : !llvm.ptr -> i32
  // CHECK: %[[N:.*]] = arith.addi %[[V]], %{{.*}} : i32
  // CHECK: llvm.store %[[N]], %[[C]] : i32, !llvm.ptr
  static int c = 5;
  return ++c;
}

// CHECK-LABEL: func.func @reader
int reader(void) {
  // CHECK: llvm.mlir.addressof @gi : !llvm.ptr
  // CHECK: %[[UC:.*]] = llvm.mlir.addressof @guc : !llvm.ptr
  // CHECK: %[[UV:.*]] = llvm.load %[[UC]] : !llvm.ptr -> i8
  // CHECK: arith.extui %[[UV]] : i8 to i32
  // CHECK: llvm.mlir.addressof @gext : !llvm.ptr
  // *gpi: load the pointer, then the int.
  // CHECK: %[[GP:.*]] = llvm.mlir.addressof @gpi : !llvm.ptr
  // CHECK: %[[PV:.*]] = llvm.load %[[GP]] : !llvm.ptr -> !llvm.ptr
  // CHECK: llvm.load %[[PV]] : !llvm.ptr -> i32
  // CHECK: %[[R:.*]] = llvm.mlir.addressof @grec : !llvm.ptr
  // CHECK: llvm.getelementptr %[[R]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64, array<4 x i8>, ptr)>
  return gi + guc + gext + *gpi + grec.b + gstatic + gconst;
}
