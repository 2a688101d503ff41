// RUN: accc -emit-mlir=acc %s | FileCheck %s
// The C calling convention (x86-64 System V, as clang-22 gives it for
// x86_64-linux-gnu) on declarations, definitions and calls: aggregates of
// up to two eightbytes coerced to the scalars clang uses, larger or
// unaligned ones in memory (byval arguments, sret results), small integers
// extended, the INTEGER and SSE registers counted.
// test/Exec/C/abi-structs.c runs them against clang-compiled code.

struct i3 { int a, b, c; };
struct f3 { float a, b, c; };
struct c3 { char a, b, c; };
struct di { double d; int i; };
struct d3 { double a, b, c; };
struct c20 { char s[20]; };
struct __attribute__((packed)) pk { char c; int i; };
union u { float f; float g[2]; };
struct pi { int *p; int n; };
struct e { int n[0]; };
struct ll { long a, b; };

// Declarations: each aggregate as its coerced scalars.
// CHECK-DAG: llvm.func @ext_i3(i64, i32) -> !llvm.struct<(i64, i32)>
struct i3 ext_i3(struct i3);
// CHECK-DAG: llvm.func @ext_f3(vector<2xf32>, f32) -> !llvm.struct<(vector<2xf32>, f32)>
struct f3 ext_f3(struct f3);
// CHECK-DAG: llvm.func @ext_c3(i24) -> i24
struct c3 ext_c3(struct c3);
// CHECK-DAG: llvm.func @ext_di(f64, i32) -> !llvm.struct<(f64, i32)>
struct di ext_di(struct di);
// A result in memory: an sret pointer first; an argument in memory: byval.
// CHECK-DAG: llvm.func @ext_d3(!llvm.ptr {llvm.align = 8 : i64, llvm.sret = !llvm.struct<(f64, f64, f64)>}, !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(f64, f64, f64)>})
struct d3 ext_d3(struct d3);
// The sret pointer has the type's alignment, byval at least 8.
// CHECK-DAG: llvm.func @ext_c20(!llvm.ptr {llvm.align = 1 : i64, llvm.sret = !llvm.struct<(array<20 x i8>)>}, !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(array<20 x i8>)>})
struct c20 ext_c20(struct c20);
// A packed struct with an unaligned field: memory.
// CHECK-DAG: llvm.func @ext_pk(!llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<packed (i8, i32)>})
void ext_pk(struct pk);
// A union: its largest most-aligned member's scalars.
// CHECK-DAG: llvm.func @ext_u(vector<2xf32>) -> vector<2xf32>
union u ext_u(union u);
// CHECK-DAG: llvm.func @ext_pi(!llvm.ptr, i32)
void ext_pi(struct pi);
// An empty struct is not passed.
// CHECK-DAG: llvm.func @ext_e(i32, i32)
void ext_e(int, struct e, int);
// Small integers: signext, zeroext; _Bool is an i1.
// CHECK-DAG: llvm.func @ext_small(i16 {llvm.signext}, i8 {llvm.zeroext}, i1 {llvm.zeroext}) -> (i8 {llvm.signext})
char ext_small(short, unsigned char, _Bool);
// Six INTEGER registers: {long, long} after five ints goes in memory, the
// int after it still takes the sixth register.
// CHECK-DAG: llvm.func @ext_regs(i32, i32, i32, i32, i32, !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(i64, i64)>}, i32)
void ext_regs(int, int, int, int, int, struct ll, int);
// No INTEGER register left: an aggregate of at most 8 bytes in memory is an
// integer of its size on the stack.
// CHECK-DAG: llvm.func @ext_regs2(i32, i32, i32, i32, i32, i32, i40)
void ext_regs2(int, int, int, int, int, int, struct pk);
// Eight SSE registers: a struct of two doubles after seven goes in memory.
// CHECK-DAG: llvm.func @ext_sse(f64, f64, f64, f64, f64, f64, f64, !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(f64, f64)>}, f64)
struct dd { double a, b; };
void ext_sse(double, double, double, double, double, double, double, struct dd, double);
// CHECK-DAG: llvm.func @ext_variadic(i32, ...)
double ext_variadic(int, ...);

// A definition: the parameters' scalars stored into the variable.
// CHECK-LABEL: func.func @def_i3(%arg0: i64, %arg1: i32) -> !llvm.struct<(i64, i32)>
struct i3 def_i3(struct i3 x) {
  // CHECK: %[[X:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32)> {alignment = 8 : i64}
  // CHECK: llvm.store %arg0, %[[X]] : i64, !llvm.ptr
  // CHECK: %[[X8:.*]] = llvm.getelementptr %[[X]][8] : (!llvm.ptr) -> !llvm.ptr, i8
  // CHECK: llvm.store %arg1, %[[X8]] : i32, !llvm.ptr
  // The result: stored, its eightbytes loaded, packed in a literal struct.
  // CHECK: llvm.store %{{.*}}, %[[T:.*]] : !llvm.struct<(i32, i32, i32)>, !llvm.ptr
  // CHECK: %[[LO:.*]] = llvm.load %[[T]] : !llvm.ptr -> i64
  // CHECK: %[[T8:.*]] = llvm.getelementptr %[[T]][8] : (!llvm.ptr) -> !llvm.ptr, i8
  // CHECK: %[[HI:.*]] = llvm.load %[[T8]] : !llvm.ptr -> i32
  // CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(i64, i32)>
  // CHECK: %[[R0:.*]] = llvm.insertvalue %[[LO]], %[[U]][0] : !llvm.struct<(i64, i32)>
  // CHECK: %[[R1:.*]] = llvm.insertvalue %[[HI]], %[[R0]][1] : !llvm.struct<(i64, i32)>
  // CHECK: return %[[R1]] : !llvm.struct<(i64, i32)>
  x.a += 1;
  return x;
}

// A result in memory: stored through the sret pointer; a byval parameter
// is copied into the variable.
// CHECK-LABEL: func.func @def_d3(%arg0: !llvm.ptr {llvm.align = 8 : i64, llvm.sret = !llvm.struct<(f64, f64, f64)>}, %arg1: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(f64, f64, f64)>}) {
struct d3 def_d3(struct d3 x) {
  // CHECK: %[[X:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(f64, f64, f64)>
  // CHECK: "llvm.intr.memcpy"(%[[X]], %arg1, %{{.*}})
  // CHECK: %[[V:.*]] = llvm.load %[[X]] : !llvm.ptr -> !llvm.struct<(f64, f64, f64)>
  // CHECK: llvm.store %[[V]], %arg0 : !llvm.struct<(f64, f64, f64)>, !llvm.ptr
  // CHECK-NEXT: return
  return x;
}

// CHECK-LABEL: func.func @def_small(%arg0: i16 {llvm.signext}, %arg1: i1 {llvm.zeroext}) -> (i1 {llvm.zeroext})
_Bool def_small(short s, _Bool b) {
  // CHECK: %[[B:.*]] = arith.extui %arg1 : i1 to i8
  // CHECK: llvm.store %[[B]]
  // The result, an i8 in memory, returned as an i1:
  // CHECK: %[[E:.*]] = arith.extui %{{.*}} : i1 to i8
  // CHECK-NEXT: %[[R:.*]] = arith.trunci %[[E]] : i8 to i1
  // CHECK-NEXT: return %[[R]] : i1
  return s > 0 && b;
}

// CHECK-LABEL: func.func @calls
double calls(struct i3 a, struct d3 b, struct di c, struct d3 (*fp)(struct d3),
             char (*small)(short, unsigned char, _Bool)) {
  // A direct call of a definition: func.call with the coerced arguments.
  // CHECK: %[[R:.*]] = call @def_i3(%{{.*}}, %{{.*}}) : (i64, i32) -> !llvm.struct<(i64, i32)>
  // CHECK: llvm.extractvalue %[[R]][0] : !llvm.struct<(i64, i32)>
  // CHECK: llvm.extractvalue %[[R]][1] : !llvm.struct<(i64, i32)>
  struct i3 r = def_i3(a);
  // An external function: llvm.call with the attributes.
  // CHECK: llvm.store %{{.*}}, %[[COPY:.*]] : !llvm.struct<(f64, f64, f64)>, !llvm.ptr
  // CHECK: llvm.call @ext_d3(%[[SRET:.*]], %[[COPY]]) : (!llvm.ptr {llvm.align = 8 : i64, llvm.sret = !llvm.struct<(f64, f64, f64)>}, !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(f64, f64, f64)>}) -> ()
  // CHECK: llvm.load %[[SRET]] : !llvm.ptr -> !llvm.struct<(f64, f64, f64)>
  struct d3 s = ext_d3(b);
  // Through a pointer: the same convention, the attributes on the call.
  // CHECK: llvm.call %{{.*}}(%{{.*}}, %{{.*}}) : !llvm.ptr, (!llvm.ptr {llvm.align = 8 : i64, llvm.sret = !llvm.struct<(f64, f64, f64)>}, !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(f64, f64, f64)>}) -> ()
  struct d3 t = fp(b);
  // CHECK: %[[B:.*]] = arith.trunci %{{.*}} : i8 to i1
  // CHECK: llvm.call %{{.*}}(%{{.*}}, %{{.*}}, %[[B]]) : !llvm.ptr, (i16 {llvm.signext}, i8 {llvm.zeroext}, i1 {llvm.zeroext}) -> (i8 {llvm.signext})
  char k = small(1, 2, 1);
  // Variadic: the variadic arguments classified as the fixed ones.
  // CHECK: llvm.call @ext_variadic(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) vararg(!llvm.func<f64 (i32, ...)>) : (i32, i64, i32, !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(f64, f64, f64)>}, f64, i32) -> f64
  double v = ext_variadic(3, a, b, c);
  // CHECK: llvm.call @ext_e(%{{.*}}, %{{.*}}) : (i32, i32) -> ()
  struct e empty;
  ext_e(1, empty, 2);
  return r.a + s.a + t.b + k + v;
}

// Declarations are emitted when used.
void use_all(struct f3 f, struct c3 c, struct c20 g, struct pk p, union u w,
             struct pi i, struct ll l, struct i3 a, struct di d) {
  struct dd dd = {1, 2};
  ext_i3(a);
  ext_f3(f);
  ext_c3(c);
  ext_di(d);
  ext_c20(g);
  ext_pk(p);
  ext_u(w);
  ext_pi(i);
  ext_small(1, 2, 0);
  ext_regs(1, 2, 3, 4, 5, l, 6);
  ext_regs2(1, 2, 3, 4, 5, 6, p);
  ext_sse(1, 2, 3, 4, 5, 6, 7, dd, 8);
}
