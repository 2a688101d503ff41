// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Compound literals: in a function, an object of the enclosing block
// (allocated with its locals) initialized where the literal is evaluated;
// at file scope, an object of static storage (a private global).

struct P { int x, y; };

// `int *gp = (int[]){1, 2};`: the address of the literal's global.
// CHECK: llvm.mlir.global private @[[ARR:__compound_literal\.[0-9]+]]() {{.*}} : !llvm.array<2 x i32>
// CHECK: llvm.mlir.constant(1 : i32)
// CHECK: llvm.mlir.constant(2 : i32)
// CHECK: llvm.mlir.global external @gp()
// CHECK: %[[A:.*]] = llvm.mlir.addressof @[[ARR]] : !llvm.ptr
// CHECK: llvm.return %[[A]] : !llvm.ptr
int *gp = (int[]){1, 2};

// CHECK: llvm.mlir.global private @[[PT:__compound_literal\.[0-9]+]]() {{.*}} : !llvm.struct<(i32, i32)>
// CHECK: llvm.mlir.constant(3 : i32)
// CHECK: llvm.mlir.global external @gpp()
// CHECK: llvm.mlir.addressof @[[PT]] : !llvm.ptr
struct P *gpp = &(struct P){.y = 3};

// CHECK-LABEL: func.func @locals
int locals(int n) {
  // The literal's storage is allocated with the locals; it is initialized
  // (zeroed, then its designated elements) where it is evaluated.
  // CHECK: %[[LIT:.*]] = llvm.alloca %{{.*}} x !llvm.array<4 x i32>
  // CHECK: %[[PT:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(i32, i32)>
  // CHECK: "llvm.intr.memset"(%[[LIT]]
  // CHECK: %[[E3:.*]] = llvm.getelementptr %[[LIT]][%c3_i64{{[_0-9]*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  // CHECK: llvm.store %{{.*}}, %[[E3]]
  // CHECK: llvm.store %[[LIT]], %{{.*}} : !llvm.ptr, !llvm.ptr
  int *p = (int[]){7, 8, 9, [3] = n};
  // CHECK: "llvm.intr.memset"(%[[PT]]
  // CHECK: %[[Y:.*]] = llvm.getelementptr %[[PT]][0, 1]
  // CHECK: llvm.store %{{.*}}, %[[Y]] : i32, !llvm.ptr
  struct P *q = &(struct P){.y = 3};
  return p[3] + q->y;
}
