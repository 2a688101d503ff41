// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Accesses of members that a packed struct does not align carry the
// alignment clang gives them (LLVM would otherwise take the type's, and an
// unaligned access it believes aligned is undefined): through a pointer,
// through a member of another struct, an element of an array member, and
// the stores of an initializer. Aligned members keep the type's.

struct __attribute__((packed)) P { char c; int i; double d; short a[3]; };
struct Q { char x; struct P p; };
struct N { char c; int i; };

// CHECK-LABEL: func.func @get
int get(struct P *p, struct N *n) {
  // CHECK: llvm.load %{{.*}} {alignment = 1 : i64} : !llvm.ptr -> i32
  // CHECK: llvm.load %{{.*}} {alignment = 1 : i64} : !llvm.ptr -> i16
  // CHECK: llvm.load %{{[0-9]+}} : !llvm.ptr -> i32
  return p->i + p->a[1] + n->i;
}

// CHECK-LABEL: func.func @set
void set(struct Q *q, int v) {
  // CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 1 : i64} : i32, !llvm.ptr
  // CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 1 : i64} : f64, !llvm.ptr
  // CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 1 : i64} : i16, !llvm.ptr
  q->p.i = v;
  q->p.d = v * 0.5;
  q->p.a[2] = (short)v;
}

// CHECK-LABEL: func.func @init
int init(int v) {
  // CHECK: llvm.store %{{.*}}, %{{.*}} : i8, !llvm.ptr
  // CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 1 : i64} : i32, !llvm.ptr
  // CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 1 : i64} : f64, !llvm.ptr
  struct P p = {1, v, 2.5};
  return p.i;
}
