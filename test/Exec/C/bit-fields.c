// Bit-fields (signed fields crossing byte boundaries, 1- and 64-bit fields,
// _Bool and enum fields, unnamed ones, packed structs, unions, nested
// records; reads, writes, compound assignment, ++/--, initializers of
// locals and globals, volatile), compiled by accc (-O0 and -O2, an OpenACC
// loop on 1, 2 and 4 threads) and by clang-22, every object's bytes
// printed and the outputs compared.
//
// RUN: accc -O0 -w %s -o %t.O0 && %t.O0 > %t.O0.out
// RUN: accc -O2 -w %s -o %t && env OMP_NUM_THREADS=1 %t > %t.acc.out
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref > %t.ref.out
// RUN: diff %t.ref.out %t.acc.out && diff %t.ref.out %t.O0.out
// RUN: env OMP_NUM_THREADS=2 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=4 %t | diff %t.ref.out -

#include <stdio.h>
#include <string.h>
#include <stddef.h>
enum color { RED, GREEN, BLUE, WHITE };
enum sgn { NEG = -2, POS = 1 };
struct B {
  int a : 3;
  unsigned b : 5;
  int : 0;
  long c : 40;
  signed char d : 7;
  _Bool e : 1;
  enum color f : 2;
  enum sgn g : 2;
  unsigned long long h : 64;
  int : 3;
  short i : 9;
  char tail;
  unsigned j : 1;
};
struct __attribute__((packed)) PK { char x : 4; long y : 64; int z : 13; char after; };
union UB { int a : 3; unsigned b : 12; char c[3]; };
struct Mixed { char tag; union UB u; struct B inner; int k : 20; };
void dump(const char *name, const void *p, size_t n) {
  const unsigned char *b = p;
  printf("%s[%zu]:", name, n);
  for (size_t i = 0; i < n; i++) printf(" %02x", b[i]);
  printf("\n");
}
#define D(x) dump(#x, &(x), sizeof(x))
struct B gb = {-3, 31, -123456789012L, -50, 1, BLUE, NEG, 0xFEDCBA9876543210ULL, -200, 'x', 1};
struct B gb2 = {.i = 255, .c = (1L << 39) - 1, .b = 40};
struct PK gpk = {-7, -1234567890123456789L, 4095, 'q'};
union UB gu = {.b = 0xABC};
union UB gu2 = {-1};
struct Mixed gm[2] = {{'a', {.b = 7}, {.a = 2, .h = 5}, -5}, [1].inner.e = 1, [1].k = 524287};
int main(void) {
  D(gb); D(gb2); D(gpk); D(gu); D(gu2); D(gm);
  printf("%zu %zu %zu %zu\n", sizeof(struct B), sizeof(struct PK), sizeof(union UB), sizeof(struct Mixed));
  struct B b = {-3, 31, -123456789012L, -50, 1, BLUE, NEG, 0xFEDCBA9876543210ULL, -200, 'x', 1};
  D(b);
  printf("%d %u %ld %d %d %d %d %llx %d %c %u\n", b.a, b.b, (long)b.c, b.d, b.e, b.f, b.g, b.h, b.i, b.tail, b.j);
  int r = (b.a = 13);
  printf("assign %d %d\n", r, b.a);
  unsigned r2 = (b.b = 100);
  printf("assign %u %u\n", r2, b.b);
  b.a += 3; printf("%d\n", b.a);
  b.a -= 9; printf("%d\n", b.a);
  b.b *= 7; printf("%u\n", b.b);
  b.b /= -1; printf("%u\n", b.b);
  b.c <<= 3; printf("%ld\n", (long)b.c);
  b.c >>= 5; printf("%ld\n", (long)b.c);
  int pre = ++b.a; int post = b.a++; printf("%d %d %d\n", pre, post, b.a);
  b.a--; --b.a; printf("%d\n", b.a);
  b.e = 5; printf("%d\n", b.e);
  b.e--; printf("%d\n", b.e);
  b.e++; b.e++; printf("%d\n", b.e);
  b.f = WHITE; b.f++; printf("%d\n", b.f);
  b.g = POS; printf("%d\n", b.g);
  b.h = ~0ULL; b.h += 2; printf("%llu\n", b.h);
  b.i = -257; printf("%d\n", b.i);
  b.d = 127; printf("%d\n", b.d);
  b.j ^= 1; printf("%u\n", b.j);
  D(b);
  int cmp = b.b - 50 < 0; printf("cmp %d\n", cmp);
  struct PK pk = {-7, -1234567890123456789L, 4095, 'q'};
  D(pk);
  pk.y = 0x7FFFFFFFFFFFFFFFL; pk.x = 7; pk.z = -4096;
  printf("%d %ld %d %c\n", pk.x, pk.y, pk.z, pk.after);
  D(pk);
  union UB u = {.b = 0xABC};
  D(u);
  u.a = -4; printf("%d %u\n", u.a, u.b);
  D(u);
  struct Mixed m = {'a', {.b = 7}, {.a = 2, .h = 5}, -5};
  D(m);
  struct Mixed *pm = &m;
  pm->inner.c = -1; pm->k = pm->k * 2; (pm->u).a = 3;
  printf("%ld %d %d\n", (long)pm->inner.c, pm->k, pm->u.a);
  D(m);
  volatile struct B vb = {0};
  vb.b = 9; vb.b += 1; printf("%u\n", vb.b);
  // Bit-fields of the elements of an array in a parallel loop.
  struct B arr[64] = {[3].a = 1};
#pragma acc parallel loop copy(arr)
  for (int i = 0; i < 64; i++) {
    arr[i].a = i - 4;
    arr[i].b += i;
    arr[i].c = -i * 1000000001L;
    arr[i].e = i & 1;
    arr[i].i = i * 10 - 300;
  }
  long sum = 0;
  for (int i = 0; i < 64; i++)
    sum += arr[i].a + arr[i].b + arr[i].c + arr[i].e + arr[i].i;
  printf("sum %ld\n", sum);
  D(arr[63]);
  return 0;
}
