// What the front end tells LLVM about aliasing, as clang does: `restrict`
// parameters are `noalias`; when optimizing (-O1 and up), loads and stores
// of scalar lvalues carry C's effective-type rule as TBAA tags, except
// char and _Bool accesses, union members and may_alias types, which may
// alias any object. -O0 and -fno-strict-aliasing give no tags.
//
// RUN: accc -O2 -emit-mlir=acc %s | FileCheck %s
// RUN: accc -emit-mlir=acc %s | FileCheck %s --check-prefix=NOTBAA
// RUN: accc -O2 -fno-strict-aliasing -emit-mlir=acc %s | FileCheck %s --check-prefix=NOTBAA
// RUN: accc -O3 -fno-strict-aliasing -fstrict-aliasing -emit-mlir=acc %s | FileCheck %s --check-prefix=LAST
// RUN: accc -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=LLVM
// RUN: accc -O2 %s -o %t && %t | FileCheck %s --check-prefix=OUT
// NOTBAA-NOT: tbaa
// LAST: tbaa

#include <stdio.h>

typedef int __attribute__((may_alias)) any_int;
struct grid {
  int n;
  double *x;
};
union pun {
  float f;
  int i;
};
struct holder {
  union pun u;
  int k;
};

// CHECK-DAG: #[[ROOT:.*]] = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
// CHECK-DAG: #[[CHAR:.*]] = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#[[ROOT]], 0>}>
// CHECK-DAG: #[[INTT:.*]] = #llvm.tbaa_type_desc<id = "int", members = {<#[[CHAR]], 0>}>
// CHECK-DAG: #[[PTRT:.*]] = #llvm.tbaa_type_desc<id = "any pointer", members = {<#[[CHAR]], 0>}>
// CHECK-DAG: #[[DBLT:.*]] = #llvm.tbaa_type_desc<id = "double", members = {<#[[CHAR]], 0>}>
// CHECK-DAG: #[[LONGT:.*]] = #llvm.tbaa_type_desc<id = "long", members = {<#[[CHAR]], 0>}>
// CHECK-DAG: #[[INT:.*]] = #llvm.tbaa_tag<base_type = #[[INTT]], access_type = #[[INTT]], offset = 0>
// CHECK-DAG: #[[PTR:.*]] = #llvm.tbaa_tag<base_type = #[[PTRT]], access_type = #[[PTRT]], offset = 0>
// CHECK-DAG: #[[DBL:.*]] = #llvm.tbaa_tag<base_type = #[[DBLT]], access_type = #[[DBLT]], offset = 0>
// CHECK-DAG: #[[LONG:.*]] = #llvm.tbaa_tag<base_type = #[[LONGT]], access_type = #[[LONGT]], offset = 0>

// The bound `g->n` (an int) and the pointer `g->x` cannot change when a
// double is stored: LLVM keeps them in registers and vectorizes.
// CHECK-LABEL: func.func @scale(%arg0: !llvm.ptr, %arg1: f64)
// CHECK:         llvm.load %{{.*}} {tbaa = [#[[INT]]]} : !llvm.ptr -> i32
// CHECK:         llvm.load %{{.*}} {tbaa = [#[[PTR]]]} : !llvm.ptr -> !llvm.ptr
// CHECK:         llvm.load %{{.*}} {tbaa = [#[[DBL]]]} : !llvm.ptr -> f64
// CHECK:         llvm.store %{{.*}}, %{{.*}} {tbaa = [#[[DBL]]]} : f64, !llvm.ptr
// LLVM-LABEL: define dso_local void @scale(
// LLVM:         load <2 x double>
// LLVM:         store <2 x double>
void scale(struct grid *g, double s) {
  for (int j = 0; j < g->n; j++)
    g->x[j] *= s;
}

// CHECK-LABEL: func.func @axpy(%arg0: i32, %arg1: f64, %arg2: !llvm.ptr {llvm.noalias}, %arg3: !llvm.ptr {llvm.noalias}, %arg4: !llvm.ptr {llvm.noalias}, %arg5: !llvm.ptr)
// LLVM-LABEL: define dso_local void @axpy(i32 %0, double %1, ptr noalias {{.*}}%2, ptr noalias {{.*}}%3, ptr noalias {{.*}}%4, ptr {{[^n].*}}%5)
// LLVM-NOT:     vector.memcheck
// LLVM:         vector.body
void axpy(int n, double a, const double *restrict x, double *restrict y, double z[restrict],
          double w[]) {
  for (int i = 0; i < n; i++)
    y[i] += a * x[i] + z[i] + w[0];
}

// CHECK-LABEL: func.func @may_alias(
// Union members: untagged, through `.` and `->`, at any depth.
// CHECK:         llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr
// CHECK:         llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr
// A may_alias type, char and _Bool: untagged.
// CHECK:         llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr
// CHECK:         llvm.store %{{.*}}, %{{.*}} : i8, !llvm.ptr
// CHECK:         llvm.store %{{.*}}, %{{.*}} : i8, !llvm.ptr
// long long: tagged.
// CHECK:         llvm.store %{{.*}}, %{{.*}} {tbaa = [#[[LONG]]]} : i64, !llvm.ptr
// CHECK:         llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:         llvm.load %{{.*}} : !llvm.ptr -> i32
// A struct's own int member: tagged.
// CHECK:         llvm.load %{{.*}} {tbaa = [#[[INT]]]} : !llvm.ptr -> i32
// CHECK:         return
int may_alias(union pun *p, struct holder *h, any_int *q, char *c, _Bool *b, long long *l) {
  p->f = 1.0f;
  h->u.f = 2.0f;
  *q = 3;
  *c = 4;
  *b = 1;
  *l = 5;
  return (p->i ^ h->u.i) + h->k;
}

// Reading a float's bits through a union, and an int through a may_alias
// int written as a float: what clang's program prints.
// OUT: 1065353216 1073741824 7 1077936128 2139095047
int main(void) {
  union pun p;
  struct holder h;
  float f;
  any_int *q = (any_int *)&f;
  char c;
  _Bool b;
  long long l;
  int n;
  h.k = 7;
  int sum = may_alias(&p, &h, &n, &c, &b, &l);
  f = 3.0f;
  printf("%d %d %d %d %d\n", p.i, h.u.i, h.k, *q, sum);
  return 0;
}
