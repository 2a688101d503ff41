// Designated initializers, brace elision and compound literals (C11
// 6.7.9): globals, static locals, locals and compound literals with the
// same initializers, compiled by accc (-O0 and -O2) and by clang-22, every
// object's bytes printed and the outputs compared.
//
// RUN: accc -O0 -w %s -o %t.O0 && %t.O0 > %t.O0.out
// RUN: accc -O2 -w %s -o %t && %t > %t.acc.out
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref > %t.ref.out
// RUN: diff %t.ref.out %t.acc.out && diff %t.ref.out %t.O0.out
// (Excess elements: Clang ignores them and every element after them.)

#include <stddef.h>
#include <stdio.h>
#include <string.h>

struct P { int x, y; };
struct Q { struct P p; int a[3]; };
union U { int i; double d; char c[12]; };
struct S { char tag; union U u; short k; };
struct A {
  struct { int b, c; };
  union { int u; float f; struct { short lo, hi; }; };
  int m[2][3];
  struct { char z; };
};
struct Str { char s[4]; int k; };
enum { ONE = 1, TWO };

static void dump(const char *name, const void *p, size_t n) {
  const unsigned char *b = p;
  printf("%s[%zu]:", name, n);
  for (size_t i = 0; i < n; i++)
    printf(" %02x", b[i]);
  printf("\n");
}
#define D(x) dump(#x, &(x), sizeof(x))

// The same initializers for a global (G), a static local (S) and a local (L).
#define INITS(X, v)                                                           \
  int X##arr[5] = {[3] = 7, 1};                                              \
  int X##over[4] = {[2] = 1, [0] = 2, 3};                                    \
  int X##range[10] = {[2 ... 4] = 9, [1] = 2, 3, [8 ... 9] = -1};            \
  struct Q X##q = {.p.y = 7, .a[1] = 3, 4};                                  \
  struct Q X##cont = {.p.x = 1, 2, 3};                                       \
  struct Q X##flat = {1, 2, 3, 4, 5};                                        \
  struct Q X##nest = {.a = {[2] = 5}, .p = {1, 2}, .a[0] = 6};               \
  union U X##u1 = {.d = 1.5};                                                \
  union U X##u2 = {.i = 1, .c = "hi"};                                       \
  union U X##u3 = {-3};                                                      \
  struct A X##a = {.c = 1, .f = 2.0f, .m[1][2] = v, .m[0] = {1}, 9, .z = 'q'}; \
  struct A X##a2 = {1, 2, {.hi = -2}, 3, 4, 5, 6, 7, 8, 'r'};                \
  struct A X##a3 = {.lo = 5, .b = 6};                                        \
  struct S X##s[3] = {{'a', {.d = 2.5}, 3}, [2] = {.u.c = "hi", .k = 4}, [1].tag = 'z'}; \
  struct S X##s2 = {'b', 5, 6};                                              \
  int X##m[2][3] = {1, 2, 3, 4, 5, v};                                       \
  int X##m2[3][3] = {[1][2] = 1, [0] = {4}, 7, [2][0 ... 1] = 8};            \
  struct P X##ps[3] = {1, 2, 3, 4, v};                                       \
  struct P X##ps2[] = {[3].y = 1, [1] = {2}, 3};                             \
  char X##str[2][4] = {"ab", {'c', 'd'}};                                    \
  char X##str2[3] = "abc";                                                   \
  char X##str3[] = {"xyz"};                                                  \
  struct Str X##st[2] = {"ab", 1, "cd", v};                                  \
  _Bool X##b[4] = {[1] = 5, [3] = 0, ONE};                                   \
  double X##dd[3] = {[TWO] = 1, [0] = v};                                    \
  int X##scalar = {5};                                                       \
  double X##conv = {v};                                                      \
  struct P X##empty = {};                                                    \
  int X##big[1000] = {[999] = 1, [500] = 2, [sizeof(struct P)] = 3};           \
  int X##excess[2] = {1, 2, 3, [0] = 9};                                     \
  struct Q X##excess2 = {.p = {1, 2, 3}, .a = {4}, 5, .a[2] = 6};

INITS(G, 6)

// Addresses of members of anonymous structs and unions, as constants.
short *ghi = &Ga2.hi;
char *gz = &Ga.z;

static int seq;
static int f(int v) {
  printf("f(%d) at %d\n", v, seq++);
  return v;
}

#define DUMPS(X)                                                              \
  D(X##arr); D(X##over); D(X##range); D(X##q); D(X##cont); D(X##flat);       \
  D(X##nest); D(X##u1); D(X##u2); D(X##u3); D(X##a); D(X##a2); D(X##a3);     \
  D(X##s); D(X##s2); D(X##m); D(X##m2); D(X##ps); D(X##ps2); D(X##str);      \
  D(X##str2); D(X##str3); D(X##st); D(X##b); D(X##dd); D(X##scalar);         \
  D(X##conv); D(X##empty); D(X##big); D(X##excess); D(X##excess2)

// File-scope compound literals: objects of static storage.
int *gp = (int[]){1, 2};
struct P *gpp = &(struct P){.y = 3};
const char *names[] = {[2] = "two", [0] = "zero"};
struct { int *p; struct P *q; } gptrs = {.q = &(struct P){4, 5}, .p = (int[3]){[1] = 9}};
// Address constants into arrays of arrays and array members (a row
// decays, an element's address, arithmetic on one; they were "non-constant
// initializer of a global": found by differential testing).
int grid[4][5];
int *grow = grid[1];
int *gcell = &grid[2][3];
int *gnext = &grid[0][0] + 7;
struct Q gq;
int *gmember = gq.a;
struct { int a; int *q; } gin = {5, &grid[3][1]};

int main(void) {
  DUMPS(G);
  {
    static INITS(S, 6)
    DUMPS(S);
  }
  int v = 6;
  INITS(L, v)
  DUMPS(L);
  printf("%d %d %d %s %s %p\n", gp[0], gp[1], gpp->y, names[0], names[2], (void *)names[1]);
  printf("%d %d %d %d\n", gptrs.p[0], gptrs.p[1], gptrs.q->x, gptrs.q->y);
  *grow = 1;
  gcell[0] = 2;
  *gnext = 3;
  *gin.q = 4;
  gmember[2] = 6;
  printf("%d %d %d %d %d %d\n", grid[1][0], grid[2][3], grid[1][2], grid[3][1], gin.a, gq.a[2]);
  printf("%d %d %d %d %d %c\n", La.u + La.b, La.lo, La.hi, La.z, *ghi, *gz);
  struct A *pa = &La2;
  pa->hi += 3;
  pa->z++;
  printf("%d %d %d %d\n", pa->b, pa->c, pa->hi, pa->z);
  // Compound literals in functions: initialized where they are evaluated.
  int *lp = (int[]){v, 2, [4] = v + 1};
  struct P *lpp = &(struct P){.y = v};
  struct Q lq = (struct Q){.a[2] = v};
  printf("%d %d %d %d %d %d\n", lp[0], lp[1], lp[4], lpp->x, lpp->y, lq.a[2]);
  for (int i = 0; i < 3; i++) {
    int *fresh = (int[3]){[1] = i + 1, i};
    printf("%d %d %d\n", fresh[0], fresh[1], fresh[2]);
  }
  // Evaluation in the members' order, not the designators'; an expression
  // initializing a struct, then a member of it overridden.
  int order[3] = {[2] = f(1), [0] = f(2)};
  struct Q q2 = {.a[1] = f(3), .p.y = f(4), f(5)};
  struct P pv = {7, 8};
  struct Q q3 = {.p = pv, .p.x = 1, 2};
  union U uv = {.d = 2.0};
  struct S s3 = {.u = uv, .u.c[0] = 1};
  D(order); D(q2); D(q3); D(s3);
  printf("sizes %zu %zu %zu %zu %zu\n", sizeof(Gps2), sizeof(Gstr3), sizeof(struct A),
         offsetof(struct A, z), offsetof(struct A, hi));
  return 0;
}
