// long double (x86's 80-bit extended precision): literals (exact, also
// those a double cannot hold, halfway cases rounded to even, subnormals,
// overflow), arithmetic, comparisons, conversions, varargs, libm, arrays,
// struct members, globals with constant expressions, OpenACC data clauses,
// firstprivate and reductions (+, *, max, min, an array); compiled by accc (-O0, and -O2 on 1, 2 and 4 threads)
// and by clang-22, every value's bytes printed and the outputs compared.
//
// Host only with --offload-arch: NVPTX has no x87 extended precision (LLVM's
// NVPTX back end cannot lower 80-bit floats); accc --offload-arch says so
// at the construct.
// RUN: not accc -w --offload-arch=sm_90 %s -o %t.gpu -lm 2>&1 | FileCheck %s --check-prefix=OFFLOAD
// OFFLOAD: error: unsupported: 'long double' (x86 extended precision) in a GPU kernel
//
// RUN: accc -O0 -w %s -o %t.O0 -lm && %t.O0 > %t.O0.out
// RUN: accc -O2 -w %s -o %t -lm && env OMP_NUM_THREADS=1 %t > %t.acc.out
// RUN: clang-22 -O0 -w %s -o %t.ref -lm && %t.ref > %t.ref.out
// RUN: diff %t.ref.out %t.acc.out && diff %t.ref.out %t.O0.out
// RUN: env OMP_NUM_THREADS=2 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=4 %t | diff %t.ref.out -

#include <math.h>
#include <stdio.h>
#include <string.h>

#define PI 3.14159265358979323846264338327950288L
#define NEG (-0.3L)

struct S {
  char c;
  long double x;
  int k;
};

static void p(const char *name, long double x) {
  unsigned char b[16];
  memcpy(b, &x, 16);
  printf("%s:", name);
  for (int i = 9; i >= 0; i--)
    printf("%02X", b[i]);
  printf(" %.25Lg\n", x);
}

// Globals: literals and constant expressions in the type's precision.
long double g1 = 0.1L, g2 = PI, g3 = 1.0L / 3, g4 = -(2 + 0.5L) * 1e-3L,
            g5 = 123456789012345678LL, g6 = 0.1, g7 = (long double)1 / 7;
long double garr[3] = {1.5L, [2] = 1e4000L};
struct S gs = {'a', 2.0L / 3, 5};

static long double square(long double x) { return x * x; }

int main(void) {
  // Literals.
  p("0.1", 0.1L);
  p("1.1", 1.1L);
  p("pi", PI);
  p("neg", NEG);
  p("max", 1.18973149535723176502e+4932L);
  p("min subnormal", 3.64519953188247460253e-4951L);
  p("subnormal", 1e-4940L);
  p("underflow", 1e-5000L);
  p("overflow", 1e5000L);
  p("hex", 0x1.fffffffffffffffep16383L);
  p("hex half", 0x1.00000000000000008p0L);
  p("tie down", 1.0000000000000000000542101086242752217003726400434970855712890625L);
  p("tie up", 1.0000000000000000001626303258728256651011179201304912567138671875L);
  p("tie 5", 1.0000000000000000002710505431213761085018632002174854278564453125L);
  p("above tie", 1.000000000000000000054210108624275222452689024569761090671280446322237233803945956334136013765601092018187046051025390625L);
  p("int", 123456789012345678LL);
  p("uint", 18446744073709551615ULL);
  p("double", 0.1);
  p("neg0", -0.0L);
  // Arithmetic, conversions, comparisons.
  long double a = 0.1L, b = 1.1L, c = PI, d = NEG;
  p("expr", a + b * c - d / 3);
  p("sqrtl", sqrtl(2.0L));
  p("fmodl", fmodl(10.5L, 3));
  p("square", square(c));
  p("third", 1.0L / 3);
  double dd = (double)c;
  float ff = (float)c;
  int ii = (int)(c * 1000);
  unsigned long ul = (unsigned long)1e19L;
  printf("%.17g %.9g %d %lu\n", dd, ff, ii, ul);
  printf("%d %d %d %d\n", a < b, a == 0.1L, a == 0.1, c > 3);
  long double x = 5;
  x++;
  x /= 4;
  x -= 0.25L;
  p("x", x);
  printf("%Lf %Le %.30Lg\n", c, c, 1.0L / 3);
  p("inf", __builtin_infl());
  printf("%d %d\n", __builtin_isinf(__builtin_infl()), __builtin_isnan(c));
  // Arrays and struct members.
  long double arr[4] = {1.5L, 2.5L, [3] = PI};
  long double t = 0;
  for (int i = 0; i < 4; i++)
    t += arr[i];
  p("sum", t);
  struct S st = {'x', 1e300L * 1e300L, 7};
  printf("%zu %zu %zu %zu\n", sizeof(long double), _Alignof(long double), sizeof(struct S), sizeof arr);
  p("st", st.x);
  st.x++;
  st.x /= 2;
  p("st2", st.x);
  // Globals.
  p("g1", g1);
  p("g2", g2);
  p("g3", g3);
  p("g4", g4);
  p("g5", g5);
  p("g6", g6);
  p("g7", g7);
  p("garr0", garr[0]);
  p("garr2", garr[2]);
  p("gs", gs.x);
  printf("%d %d\n", gs.c, gs.k);
  static long double sl = 2.0L / 7;
  p("static", sl);
  // OpenACC.
  long double v[100];
  for (int i = 0; i < 100; i++)
    v[i] = i / 3.0L;
#pragma acc parallel loop copy(v)
  for (int i = 0; i < 100; i++)
    v[i] = v[i] * 2;
  long double f = 0.1L;
#pragma acc parallel loop firstprivate(f) copy(v)
  for (int i = 0; i < 100; i++)
    v[i] += f;
  long double s = 0;
  for (int i = 0; i < 100; i++)
    s += v[i];
  p("acc", s);
  // Reductions (values every order sums exactly: quarters, powers of 2).
  long double total = 0, mx = -1e4000L, mn = 1e4000L, prod = 1, quarters[4] = {0, 0, 0, 0};
#pragma acc parallel loop reduction(+:total) reduction(max:mx) reduction(min:mn) \
    reduction(*:prod) reduction(+:quarters)
  for (int i = 0; i < 1000; i++) {
    total += i * 0.25L;
    mx = i * 1e3000L > mx ? i * 1e3000L : mx;
    mn = (i - 500) * 1e-3000L < mn ? (i - 500) * 1e-3000L : mn;
    if (i % 50 == 0)
      prod *= 1e300L;
    quarters[i % 4] += 0.25L;
  }
  p("reduction +", total);
  p("reduction max", mx);
  p("reduction min", mn);
  p("reduction *", prod);
  p("reduction array", quarters[3]);
  return 0;
}
