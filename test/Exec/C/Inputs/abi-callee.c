// The callees of test/Exec/C/abi-structs.c (see abi-types.h). Each prints
// what it received, changes its copy, and returns a value built from it.
#include <stdio.h>
#include "abi-types.h"

struct i1 f_i1(struct i1 x) { printf("i1 %d\n", x.a); x.a += 1; return x; }
struct c3 f_c3(struct c3 x) {
  printf("c3 %d %d %d\n", x.a, x.b, x.c);
  x.a += 1; x.b += 2; x.c += 3;
  return x;
}
struct ic f_ic(struct ic x) { printf("ic %d %d\n", x.a, x.b); x.a *= 2; x.b -= 1; return x; }
struct i3 f_i3(struct i3 x) {
  printf("i3 %d %d %d\n", x.a, x.b, x.c);
  struct i3 r = {x.c, x.b * 10, x.a - 7};
  return r;
}
struct d1 f_d1(struct d1 x) { printf("d1 %g\n", x.a); x.a *= 0.5; return x; }
struct f2 f_f2(struct f2 x) { printf("f2 %g %g\n", x.a, x.b); struct f2 r = {x.b, x.a + 1}; return r; }
struct f3 f_f3(struct f3 x) {
  printf("f3 %g %g %g\n", x.a, x.b, x.c);
  struct f3 r = {x.c, x.a, x.b * 2};
  return r;
}
struct di f_di(struct di x) { printf("di %g %d\n", x.a, x.b); x.a += x.b; x.b = -x.b; return x; }
struct id f_id(struct id x) { printf("id %d %g\n", x.a, x.b); x.b -= x.a; x.a += 100; return x; }
struct fi f_fi(struct fi x) { printf("fi %g %d\n", x.a, x.b); x.a *= 3; x.b ^= 0x55; return x; }
struct d2 f_d2(struct d2 x) { printf("d2 %g %g\n", x.a, x.b); struct d2 r = {x.b, x.a}; return r; }
struct d3 f_d3(struct d3 x) {
  printf("d3 %g %g %g\n", x.a, x.b, x.c);
  x.a += 1; x.b += 2; x.c += 3;
  return x;
}
struct c20 f_c20(struct c20 x) {
  printf("c20 %s\n", x.s);
  for (int i = 0; x.s[i]; i++)
    if (x.s[i] >= 'a' && x.s[i] <= 'z')
      x.s[i] = (char)(x.s[i] - 'a' + 'A');
  return x;
}
union u f_u(union u x) { printf("u %d %d\n", x.i, x.c[5]); x.c[5] += 1; x.i += 1; return x; }
union uf f_uf(union uf x) { printf("uf %g %g\n", x.g[0], x.g[1]); x.g[0] += x.g[1]; return x; }
struct pk f_pk(struct pk x) { printf("pk %d %d %d\n", x.a, x.b, x.c); x.b += x.c; x.a ^= 1; return x; }
struct pa f_pa(struct pa x) { printf("pa %d %d\n", x.a, x.b); struct pa r = {x.b, x.a}; return r; }
struct fa f_fa(struct fa x) {
  printf("fa %g %g %d\n", x.v[0], x.v[1], x.n);
  x.v[x.n & 1] *= 2;
  x.n += 1;
  return x;
}
struct nest f_nest(struct nest x) {
  printf("nest %g %g %g\n", x.p.a, x.p.b, x.w);
  x.p = f_f2(x.p);
  x.w /= 4;
  return x;
}
struct pi f_pi(struct pi x) {
  int sum = 0;
  for (int i = 0; i < x.n; i++) sum += x.p[i];
  printf("pi %d %d\n", x.n, sum);
  x.p += 1;
  x.n -= 1;
  return x;
}
struct s3 f_s3(struct s3 x) { printf("s3 %d %d %d\n", x.s[0], x.s[1], x.s[2]); x.s[1] = -x.s[1]; return x; }
struct dc f_dc(struct dc x) { printf("dc %g %c\n", x.d, x.c); x.c += 1; x.d -= 0.25; return x; }
struct big f_big(struct big x, int k) {
  long s = 0;
  for (int i = 0; i < 5; i++) s += x.v[i] * (i + 1);
  printf("big %ld %d\n", s, k);
  for (int i = 0; i < 5; i++) x.v[i] += k;
  return x;
}
struct e f_e(int a, struct e x, int b) { printf("e %d %d\n", a, b); return x; }

long ints6_ll(int a, int b, int c, int d, int e, struct ll s, int f) {
  printf("ints6_ll %d %d %d %d %d %ld %ld %d\n", a, b, c, d, e, s.a, s.b, f);
  return a + b + c + d + e + s.a * 10 + s.b * 100 + f * 1000;
}
long ints6_i1(int a, int b, int c, int d, int e, int f, struct i1 s, struct pk p, int g) {
  printf("ints6_i1 %d %d %d %d %d %d %d %d %d %d %d\n", a, b, c, d, e, f, s.a, p.a, p.b,
         p.c, g);
  return a + b + c + d + e + f + s.a + p.b + g;
}
double dbl9_d2(double a, double b, double c, double d, double e, double f,
               double g, double h, double i, struct d2 s) {
  printf("dbl9_d2 %g %g %g %g %g %g %g %g %g %g %g\n", a, b, c, d, e, f, g, h, i, s.a, s.b);
  return a + b + c + d + e + f + g + h + i + s.a * 10 + s.b * 100;
}
double dbl7_d2(double a, double b, double c, double d, double e, double f,
               double g, struct d2 s, double h) {
  printf("dbl7_d2 %g %g %g %g %g %g %g %g %g %g\n", a, b, c, d, e, f, g, s.a, s.b, h);
  return a + b + c + d + e + f + g + s.a * 10 + s.b * 100 + h * 1000;
}
double dbl8_id(double a, double b, double c, double d, double e, double f,
               double g, double h, struct id s, struct f2 t, int k) {
  printf("dbl8_id %g %g %g %g %g %g %g %g %d %g %g %g %d\n", a, b, c, d, e, f, g, h, s.a,
         s.b, t.a, t.b, k);
  return a + h + s.a + s.b + t.a + t.b + k;
}
struct d3 sret6(int a, int b, int c, int d, int e, struct i3 s, int f) {
  printf("sret6 %d %d %d %d %d %d %d %d %d\n", a, b, c, d, e, s.a, s.b, s.c, f);
  struct d3 r = {a + b + c, d + e + f, s.a + s.b + s.c};
  return r;
}
double mixed(struct f3 a, struct di b, struct ic c, struct d2 d, struct i3 e,
             struct id f, float g, struct fa h) {
  printf("mixed %g %g %g %g %d %d %d %g %g %d %d %d %d %g %g %g %g %d\n", a.a, a.b, a.c,
         b.a, b.b, c.a, c.b, d.a, d.b, e.a, e.b, e.c, f.a, f.b, g, h.v[0], h.v[1], h.n);
  return a.a + a.b + a.c + b.a + b.b + c.a + c.b + d.a + d.b + e.a + e.b + e.c + f.a +
         f.b + g + h.v[0] + h.v[1] + h.n;
}

char c_of(short s, unsigned char u, bool b, signed char c) {
  printf("c_of %d %u %d %d\n", s, u, b, c);
  return (char)(s + u + b + c);
}
unsigned short us_of(int x) { return (unsigned short)(x * 3); }
short s_of(int x) { return (short)(x * 5); }
bool b_of(int x) { return x & 4; }
unsigned char uc_of(int x) { return (unsigned char)(x * 7); }
int widen(short s, unsigned short u, char c, unsigned char d, bool b) {
  return s * 100000 + u * 10 + c + d + b;
}

double call_back(i3_fn f, d3_fn g, f3_fn h, c_fn k) {
  struct i3 a = {1, 2, 3};
  struct d3 b = {0.5, 1.5, 2.5};
  struct f3 c = {4, 5, 6};
  struct i3 ra = f(a);
  struct d3 rb = g(b);
  struct f3 rc = h(c);
  char rk = k((short)70000, 200, 1, -3);
  printf("call_back %d %d %d %g %g %g %g %g %g %d\n", ra.a, ra.b, ra.c, rb.a, rb.b, rb.c,
         rc.a, rc.b, rc.c, rk);
  return ra.a + rb.c + rc.b + rk;
}
i3_fn get_f_i3(void) { return f_i3; }

// An old-style definition: its parameters are passed promoted (char and
// short as int, float as double) and converted on entry.
int old_style(a, c, f, s) int a; char c; float f; short s; { return a + c + (int)(f * 4) + s; }
