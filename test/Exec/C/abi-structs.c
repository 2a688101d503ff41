// Structs and unions by value, small integers and function pointers across
// objects built by accc and by clang-22 (x86-64 System V, as clang-22 gives
// it): this file's calls against Inputs/abi-callee.c's definitions, both
// ways (accc caller + clang callee, clang caller + accc callee), optimized,
// each printing what the all-clang build at -O0 prints.
//
// RUN: clang-22 -O2 -w -c %S/Inputs/abi-callee.c -o %t.callee.clang.o
// RUN: clang-22 -O2 -c %S/Inputs/abi-varargs.c -o %t.varargs.o
// RUN: accc -O2 -w %s %t.callee.clang.o %t.varargs.o -o %t.accc-caller
// RUN: %t.accc-caller > %t.accc-caller.out
// RUN: accc -O2 -w -c %S/Inputs/abi-callee.c -o %t.callee.accc.o
// RUN: clang-22 -O2 -w %s %t.callee.accc.o %t.varargs.o -o %t.accc-callee
// RUN: %t.accc-callee > %t.accc-callee.out
// RUN: accc -O0 -w %s %t.callee.accc.o %t.varargs.o -o %t.accc-both
// RUN: %t.accc-both > %t.accc-both.out
// RUN: clang-22 -O0 -w %s %S/Inputs/abi-callee.c %S/Inputs/abi-varargs.c -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: diff %t.ref.out %t.accc-caller.out
// RUN: diff %t.ref.out %t.accc-callee.out
// RUN: diff %t.ref.out %t.accc-both.out
// RUN: FileCheck %s --input-file %t.accc-caller.out
#include <stdio.h>
#include "Inputs/abi-types.h"

// Callbacks: called by the other object through pointers.
static struct i3 my_i3(struct i3 x) {
  struct i3 r = {x.a + 10, x.b + 20, x.c + 30};
  return r;
}
static struct d3 my_d3(struct d3 x) {
  struct d3 r = {x.c, x.b, x.a * 4};
  return r;
}
static struct f3 my_f3(struct f3 x) {
  struct f3 r = {-x.a, -x.b, -x.c};
  return r;
}
static char my_c(short s, unsigned char u, bool b, signed char c) {
  return (char)(s / 100 + u + b * 2 + c);
}

// A value the optimizer cannot see: small integers computed from it leave
// high bits in their registers that only an extension clears.
static volatile int seed = 1234567;

int main(void) {
  int k = seed;
  // CHECK: i1 7
  // CHECK-NEXT: 8
  struct i1 a = {7};
  printf("%d\n", f_i1(a).a);
  // CHECK: c3 1 2 3
  // CHECK-NEXT: 2 4 6
  struct c3 b = {1, 2, 3};
  struct c3 rb = f_c3(b);
  printf("%d %d %d\n", rb.a, rb.b, rb.c);
  struct ic c = {-5, 'x'};
  struct ic rc = f_ic(c);
  printf("%d %d\n", rc.a, rc.b);
  // CHECK: i3 4 5 6
  // CHECK-NEXT: 6 50 -3
  struct i3 d = {4, 5, 6};
  struct i3 rd = f_i3(d);
  printf("%d %d %d\n", rd.a, rd.b, rd.c);
  struct d1 e = {3.25};
  printf("%g\n", f_d1(e).a);
  // CHECK: f2 1.5 2.5
  // CHECK-NEXT: 2.5 2.5
  struct f2 f = {1.5f, 2.5f};
  struct f2 rf = f_f2(f);
  printf("%g %g\n", rf.a, rf.b);
  // CHECK: f3 1 2 3
  // CHECK-NEXT: 3 1 4
  struct f3 g = {1, 2, 3};
  struct f3 rg = f_f3(g);
  printf("%g %g %g\n", rg.a, rg.b, rg.c);
  struct di h = {0.5, 9};
  struct di rh = f_di(h);
  printf("%g %d\n", rh.a, rh.b);
  struct id i = {3, 0.75};
  struct id ri = f_id(i);
  printf("%d %g\n", ri.a, ri.b);
  struct fi j = {1.25f, 0x0f};
  struct fi rj = f_fi(j);
  printf("%g %d\n", rj.a, rj.b);
  struct d2 l = {-1, 1e10};
  struct d2 rl = f_d2(l);
  printf("%g %g\n", rl.a, rl.b);
  // CHECK: d3 1 2 3
  // CHECK-NEXT: 2 4 6
  struct d3 m = {1, 2, 3};
  struct d3 rm = f_d3(m);
  printf("%g %g %g\n", rm.a, rm.b, rm.c);
  // The callee's changes stay in its copy.
  // CHECK-NEXT: 1 2 3
  printf("%g %g %g\n", m.a, m.b, m.c);
  // CHECK: c20 hello, world
  // CHECK-NEXT: HELLO, WORLD hello, world
  struct c20 n = {"hello, world"};
  struct c20 rn = f_c20(n);
  printf("%s %s\n", rn.s, n.s);
  union u o;
  o.i = 0;
  o.c[5] = 42;
  o.i = 0x01020304;
  union u ro = f_u(o);
  printf("%d %d\n", ro.i, ro.c[5]);
  // CHECK: uf 1.5 -2
  union uf p;
  p.g[0] = 1.5f;
  p.g[1] = -2;
  union uf rp = f_uf(p);
  printf("%g %g\n", rp.g[0], rp.g[1]);
  // CHECK: pk 1 100000 -7
  struct pk q = {1, 100000, -7};
  struct pk rq = f_pk(q);
  printf("%d %d %d\n", rq.a, rq.b, rq.c);
  struct pa r = {11, 22};
  struct pa rr = f_pa(r);
  printf("%d %d\n", rr.a, rr.b);
  // CHECK: fa 0.5 1.5 3
  struct fa s = {{0.5f, 1.5f}, 3};
  struct fa rs = f_fa(s);
  printf("%g %g %d\n", rs.v[0], rs.v[1], rs.n);
  struct nest t = {{1, 2}, 8};
  struct nest rt = f_nest(t);
  printf("%g %g %g\n", rt.p.a, rt.p.b, rt.w);
  int values[4] = {1, 2, 3, 4};
  struct pi u = {values, 4};
  struct pi ru = f_pi(u);
  printf("%d %d\n", ru.p[0], ru.n);
  struct s3 v = {{-1, 300, -32000}};
  struct s3 rv = f_s3(v);
  printf("%d %d %d\n", rv.s[0], rv.s[1], rv.s[2]);
  struct dc w = {2.5, 'q'};
  struct dc rw = f_dc(w);
  printf("%g %c\n", rw.d, rw.c);
  // CHECK: big 55 3
  struct big x = {{1, 2, 3, 4, 5}};
  struct big rx = f_big(x, 3);
  printf("%ld %ld\n", rx.v[0], rx.v[4]);
  // CHECK: e 5 6
  struct e y;
  f_e(5, y, 6);

  // CHECK: ints6_ll 1 2 3 4 5 60 70 8
  struct ll z = {60, 70};
  printf("%ld\n", ints6_ll(1, 2, 3, 4, 5, z, 8));
  struct i1 z1 = {9};
  printf("%ld\n", ints6_i1(1, 2, 3, 4, 5, 6, z1, q, 10));
  // CHECK: dbl9_d2 1 2 3 4 5 6 7 8 9 10 11
  struct d2 z2 = {10, 11};
  printf("%g\n", dbl9_d2(1, 2, 3, 4, 5, 6, 7, 8, 9, z2));
  // CHECK: dbl7_d2 1 2 3 4 5 6 7 10 11 12
  printf("%g\n", dbl7_d2(1, 2, 3, 4, 5, 6, 7, z2, 12));
  printf("%g\n", dbl8_id(1, 2, 3, 4, 5, 6, 7, 8, i, f, 13));
  // CHECK: sret6 1 2 3 4 5 4 5 6 7
  struct d3 z3 = sret6(1, 2, 3, 4, 5, d, 7);
  printf("%g %g %g\n", z3.a, z3.b, z3.c);
  struct d2 l2 = {0.25, 0.5};
  printf("%g\n", mixed(g, h, c, l2, d, i, 0.125f, s));

  // Small integers with high bits set in their registers.
  // CHECK: c_of -31851 137 1 -93
  printf("%d\n", c_of((short)(k * 3), (unsigned char)(k + 2), k & 1, (signed char)(k * 5)));
  printf("%u %d %d %u\n", us_of(k), s_of(k), b_of(k), uc_of(k));
  int sum = us_of(k) + s_of(k) + b_of(k) + uc_of(k);
  printf("%d\n", sum);
  printf("%d\n", widen((short)(k * 3), (unsigned short)(k * 7), (char)(k * 11), (unsigned char)(k * 13), k & 2));

  // Function pointers, both ways.
  // CHECK: call_back 11 22 33 2.5 1.5 2 -4 -5 -6 -13
  printf("%g\n", call_back(my_i3, my_d3, my_f3, my_c));
  i3_fn pointer = get_f_i3();
  struct i3 rz = pointer(d);
  printf("%d %d %d\n", rz.a, rz.b, rz.c);
  struct d3 (*pd3)(struct d3) = f_d3;
  struct d3 rz3 = pd3(m);
  printf("%g %g %g\n", rz3.a, rz3.b, rz3.c);
  char (*pc)(short, unsigned char, bool, signed char) = c_of;
  printf("%d\n", pc((short)(k * 9), (unsigned char)(k * 3), k & 8, (signed char)(k * 17)));

  // Variadic: the same classification, the registers shared with the
  // fixed arguments.
  // CHECK: v i3 4 5 6
  // CHECK: v d3 1 2 3
  printf("%g\n", vsum(8, 0, d, 1, m, 2, g, 3, h, 4, 0.5, 5, q, 6, b, 7, i));
  printf("%g\n", vsum(9, 7, i, 7, i, 3, h, 3, h, 2, g, 2, g, 3, h, 0, d, 4, 1.5));
  // CHECK: old_style 61
  printf("old_style %d\n", old_style(1, 300, 2.25f, k & 7));
  return 0;
}
