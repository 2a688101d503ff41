// The LLVM IR signatures accc gives external functions with aggregate,
// complex and small-integer parameters and results are clang-22's, type for
// type (after dropping what carries no ABI: noundef, dead_on_unwind,
// writable, the names of the byval/sret types): clang's quirks included.
//
// RUN: clang-22 -w -S -emit-llvm -O0 %s -o - | grep '^declare' | grep -v '@llvm\.' \
// RUN:   | sed -E 's/ #[0-9]+$//; s/ ?noundef//g; s/dead_on_unwind writable //g; s/ (byval|sret)\([^)]*\)/ \1(T)/g' \
// RUN:   | sort > %t.clang
// RUN: accc -w -S -emit-llvm -O0 %s -o - | grep '^declare' | grep -v '@llvm\.' \
// RUN:   | sed -E 's/ #[0-9]+$//; s/ ?noundef//g; s/dead_on_unwind writable //g; s/ (byval|sret)\([^)]*\)/ \1(T)/g' \
// RUN:   | sort > %t.accc
// RUN: diff %t.clang %t.accc
// RUN: FileCheck %s --input-file %t.accc
#include <complex.h>
#include <stdbool.h>

// CHECK-DAG: declare <2 x float> @uf(<2 x float>)
union uf { float f; float g[2]; } uf(union uf);
// A union's storage is its most aligned, then largest member.
// CHECK-DAG: declare i64 @ud(i64)
union ud { double d; long l; } ud(union ud);
// CHECK-DAG: declare double @ufd(double)
union ufd { float f[2]; double d; } ufd(union ufd);
// {float, pad, _Alignas(8) float}: the pair {float, float} would put the
// second at 4: the first is widened.
// CHECK-DAG: declare { double, float } @wide(double, float)
struct wide { float a; _Alignas(8) float b; } wide(struct wide);
// CHECK-DAG: declare { i64, i16 } @widei(i64, i16)
struct widei { int a; _Alignas(8) short b; } widei(struct widei);
// Explicit tail padding: the last float is alone.
// CHECK-DAG: declare { <2 x float>, float } @tail(<2 x float>, float)
struct tail { _Alignas(16) float f[3]; } tail(struct tail);
// Implicit padding after a one-float array: clang finds a float at 4.
// CHECK-DAG: declare { <2 x float>, double } @implicit(<2 x float>, double)
struct implicit { float f[1]; double d; } implicit(struct implicit);
// CHECK-DAG: declare { float, double } @fd(float, double)
struct fd { float f; double d; } fd(struct fd);
// CHECK-DAG: declare { i32, ptr } @ip(i32, ptr)
struct ip { int i; int *p; } ip(struct ip);
// CHECK-DAG: declare { ptr, i8 } @pc(ptr, i8)
struct pc { int *p; char c; } pc(struct pc);
// CHECK-DAG: declare i24 @c3(i24)
struct c3 { char a, b, c; } c3(struct c3);
// CHECK-DAG: declare { i64, i24 } @c11(i64, i24)
struct c11 { char c[11]; } c11(struct c11);
// CHECK-DAG: declare i48 @s3(i48)
struct s3 { short s[3]; } s3(struct s3);
// CHECK-DAG: declare i64 @pa(i64)
struct __attribute__((packed)) pa { int a, b; } pa(struct pa);
// CHECK-DAG: declare void @pk(ptr byval(T) align 8)
struct __attribute__((packed)) pk { char c; double d; };
void pk(struct pk x);
// CHECK-DAG: declare i32 @a16(i32)
struct __attribute__((aligned(16))) a16 { int x; } a16(struct a16);
// CHECK-DAG: declare void @a32(ptr sret(T) align 32, ptr byval(T) align 32)
struct __attribute__((aligned(32))) a32 { char c[40]; } a32(struct a32);
// CHECK-DAG: declare void @flex(ptr byval(T) align 8)
struct flex { int n; int v[]; };
void flex(struct flex x);
// CHECK-DAG: declare void @e(i32, i32)
struct e { int n[0]; };
void e(int, struct e, int);
// CHECK-DAG: declare { double, double } @cd(double, double)
double _Complex cd(double _Complex);
// CHECK-DAG: declare <2 x float> @cf(<2 x float>)
float _Complex cf(float _Complex);
// CHECK-DAG: declare { <2 x float>, float } @fcf(<2 x float>, float)
struct fcf { float f; float _Complex z; } fcf(struct fcf);
// CHECK-DAG: declare { <2 x float>, <2 x float> } @czf(<2 x float>, <2 x float>)
struct czf { float _Complex a, b; } czf(struct czf);
// CHECK-DAG: declare void @czd(ptr sret(T) align 8, ptr byval(T) align 8)
struct czd { double _Complex z; double d; } czd(struct czd);
// CHECK-DAG: declare zeroext i1 @small(i8 signext, i8 zeroext, i16 signext, i16 zeroext, i1 zeroext, i8 signext)
bool small(signed char, unsigned char, short, unsigned short, bool, char);
// Registers: an sret pointer takes one; what does not fit goes on the
// stack, later arguments still take registers.
struct ll { long a, b; };
struct dd { double a, b; };
struct id { int i; double d; };
// CHECK-DAG: declare void @regs(i32, i32, i32, i32, i32, ptr byval(T) align 8, i32)
void regs(int, int, int, int, int, struct ll, int);
// CHECK-DAG: declare void @regs_sret(ptr sret(T) align 8, i32, i32, i32, i32, ptr byval(T) align 8, i32)
struct czd regs_sret(int, int, int, int, struct ll, int);
// CHECK-DAG: declare void @regs_i(i32, i32, i32, i32, i32, i32, i32, i24)
void regs_i(int, int, int, int, int, int, int, struct c3);
// CHECK-DAG: declare void @sse(double, double, double, double, double, double, double, ptr byval(T) align 8, double)
void sse(double, double, double, double, double, double, double, struct dd, double);
// CHECK-DAG: declare void @sse_int(double, double, double, double, double, double, double, double, ptr byval(T) align 8, i32)
void sse_int(double, double, double, double, double, double, double, double, struct id, int);
// CHECK-DAG: declare void @cplx(double, double, double, double, double, double, double, double, ptr byval(T) align 8, double)
void cplx(double _Complex, double _Complex, double _Complex, double _Complex, double _Complex, double);
// CHECK-DAG: declare i32 @variadic(i32, ...)
int variadic(int, ...);

void use(void) {
  union uf a;
  union ud b;
  union ufd c;
  struct wide d;
  struct widei e1;
  struct tail f;
  struct implicit g;
  struct fd h;
  struct ip i;
  struct pc j;
  struct c3 k;
  struct c11 l;
  struct s3 m;
  struct pa n;
  struct pk o;
  struct a16 p;
  struct a32 q;
  struct flex *r;
  struct e s;
  struct fcf t;
  struct czf u;
  struct czd v;
  struct ll w;
  struct dd x;
  struct id y;
  uf(a); ud(b); ufd(c); wide(d); widei(e1); tail(f); implicit(g); fd(h); ip(i);
  pc(j); c3(k); c11(l); s3(m); pa(n); pk(o); a16(p); a32(q); flex(*r); e(1, s, 2);
  cd(1); cf(1); fcf(t); czf(u); czd(v); small(1, 2, 3, 4, 1, 5);
  regs(1, 2, 3, 4, 5, w, 6); regs_sret(1, 2, 3, 4, w, 6); regs_i(1, 2, 3, 4, 5, 6, 7, k);
  sse(1, 2, 3, 4, 5, 6, 7, x, 8); sse_int(1, 2, 3, 4, 5, 6, 7, 8, y, 9);
  cplx(1, 2, 3, 4, 5, 6); variadic(1, a, v, x, k);
}
