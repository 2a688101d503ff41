// _Complex float and double: arithmetic with clang's semantics (the naive
// product with the library's on NaN, the library's quotient, mixed real
// operands, infinities and NaNs), conversions, __real__/__imag__, ~,
// creal/cimag/conj, cabs/cexp, complex in structs and arrays, folded
// globals, and complex parameters and results across objects built by
// accc and clang-22 (both ways), printing what the all-clang build prints.
//
// RUN: clang-22 -O2 -c %S/Inputs/complex-callee.c -o %t.callee.clang.o
// RUN: accc -O2 %s %t.callee.clang.o -lm -o %t.accc-caller
// RUN: %t.accc-caller > %t.accc-caller.out
// RUN: accc -O0 -c %S/Inputs/complex-callee.c -o %t.callee.accc.o
// RUN: clang-22 -O2 %s %t.callee.accc.o -lm -o %t.accc-callee
// RUN: %t.accc-callee > %t.accc-callee.out
// RUN: accc -O0 %s %t.callee.accc.o -lm -o %t.accc-O0
// RUN: %t.accc-O0 > %t.accc-O0.out
// RUN: clang-22 -O0 %s %S/Inputs/complex-callee.c -lm -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: diff %t.ref.out %t.accc-caller.out
// RUN: diff %t.ref.out %t.accc-callee.out
// RUN: diff %t.ref.out %t.accc-O0.out
// RUN: FileCheck %s --input-file %t.accc-O0.out
#include <math.h>
#include <stdio.h>
#include "Inputs/complex-callee.h"

#define P(z) printf("%a %a\n", creal(z), cimag(z))
#define PF(z) printf("%a %a\n", crealf(z), cimagf(z))

double _Complex g0;
double _Complex g1 = 1.0 + 2.0 * I;
float _Complex g2 = 0.1f + 0.2f * I;
double _Complex g3 = (1.0 + 2.0 * I) * (3.0 - I) - 7;
float _Complex g4 = (0.1 + 0.3 * I) * (0.7f + 0.9f * I);
double _Complex g5[3] = {1, 2.5 * I, -(1.5 - I) / 3.0};
const double _Complex g6 = ~(1 + 2 * I) + 1;
struct { int n; double _Complex z; } g7 = {3, 1.0 / 3 + I / 7};

static volatile double vzero = 0;

int main(void) {
  double _Complex z = 1.0 + 2.0 * I, w = 3.0 - 1.0 * I;
  float _Complex f = 1.5f + 0.5f * I, h = -0.25f + 4 * I;
  double x = 2.0;
  // CHECK: 0x1.4p+2 0x1.4p+2
  P(z * w);
  P(z / w);
  P(z + w);
  P(z - w);
  P(x / z);
  P(z / x);
  P(x - z);
  P(z * x);
  P(x * z);
  P(x + z);
  PF(f * h);
  PF(f / h);
  PF(f * 3);
  P(f * z);
  // Infinities and NaNs: the library recovers infinities when the naive
  // product gives two NaNs.
  double inf = 1 / vzero, nan = vzero / vzero;
  P((inf + inf * I) * (0.0 + 1.0 * I));
  P((nan + nan * I) * z);
  P((inf + nan * I) * (1.0 + 1.0 * I));
  P((1e300 + 1e300 * I) * (1e300 + 1e300 * I));
  P(z / (0.0 + 0.0 * I));
  P((inf + 1.0 * I) / (1.0 + 1.0 * I));
  P((1e-310 + 1e-310 * I) / (1e-310 + 2e-310 * I));
  PF((inf + 0.0f * I) * (0.0f + 0.0f * I));
  PF((1e30f + 1e30f * I) * (1e30f - 1e30f * I));
  // Compound assignment, unary operators, conversions.
  double _Complex e = ~z;
  e += x;
  e *= f;
  e -= 1;
  e /= w;
  P(e);
  e = -e;
  e++;
  --e;
  P(e);
  double dd = 3;
  dd += z;
  dd *= w;
  printf("%a\n", dd);
  int k = 7;
  k -= w * 2;
  printf("%d\n", k);
  // CHECK: 0 1 1 1 1
  printf("%d %d %d %d %d\n", z == w, z != w, z == z, (z - 1.0) == 2.0 * I, z != x);
  _Bool t = z, u = (0.0 + 0.0 * I), v = (0.0 + nan * I);
  double r = z;
  int ki = w;
  printf("%d %d %d %a %d\n", t, u, v, r, ki);
  // __real__ and __imag__ are lvalues.
  __real__ z = 5;
  __imag__ z += 1;
  printf("%a %a %a %a %a\n", __real__ z, __imag__ z, creal(conj(z)), cimag(conj(z)), __imag__ x);
  // In structs and arrays.
  struct { double _Complex z; float _Complex w; int n; } s = {z, f, 3};
  double _Complex arr[3] = {1, I, z};
  arr[1] *= s.z;
  s.w /= 2;
  P(arr[1]);
  PF(s.w);
  // Library functions.
  printf("%a %a\n", cabs(w), carg(I));
  printf("%.6f %.6f\n", creal(cexp(I * 3.141592653589793)), cimag(cexp(I * 3.141592653589793)));
  P(__builtin_complex(1.0, 2.0));
  if (z)
    printf("nonzero\n");
  double _Complex zero = 0;
  printf("%d %d\n", !zero, zero ? 1 : 2);
  // Folded globals.
  P(g0);
  P(g1);
  PF(g2);
  P(g3);
  PF(g4);
  for (int i = 0; i < 3; i++)
    P(g5[i]);
  P(g6);
  printf("%d ", g7.n);
  P(g7.z);
  // Across objects.
  P(cmul(z, w));
  PF(fcdiv(f, h));
  struct cz c1 = {z};
  P(cz_conj(c1).z);
  struct czf c2 = {f, h};
  struct czf r2 = czf_swap(c2);
  PF(r2.a);
  PF(r2.b);
  struct czn c3 = {h, 5};
  struct czn r3 = czn_scale(c3);
  PF(r3.w);
  printf("%d\n", r3.n);
  struct czd c4 = {w, 0.5};
  struct czd r4 = czd_mix(c4, z);
  P(r4.z);
  printf("%a\n", r4.d);
  printf("%a\n", five(z, w, z * w, 1 + I, 2 - I, 0.75));
  PF(nine(f, h, f, h, f, h, f, h, 1 + I));
  P(apply(cmul, z, w));
  return 0;
}
