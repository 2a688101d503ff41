// Members of global structs whose offsets LLVM's default data layout gets
// wrong (an i64 after an i8: offset 4 there, 8 on x86-64): the translation
// to LLVM IR folds a global's member address into a byte offset, so it
// needs the host's data layout from the start. Compiled by accc and by
// clang-22, the outputs compared.
//
// RUN: accc -O0 -w %s -o %t.O0 && %t.O0 > %t.O0.out
// RUN: accc -O2 -w %s -o %t && %t > %t.acc.out
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref > %t.ref.out
// RUN: diff %t.ref.out %t.acc.out && diff %t.ref.out %t.O0.out
// RUN: accc -S -emit-llvm %s -o - | FileCheck %s
// CHECK: target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

#include <stdio.h>

struct rec {
  char c;
  long l;
  double d;
  unsigned long long u;
  short s;
  long long q[2];
};
struct outer {
  int i;
  struct rec r;
  long tail;
};

struct rec g = {'a', 1234567890123L, 2.5, 42, 7, {-1, -2}};
struct outer o = {1, {'b', -5, 0.25, 9, 3, {10, 20}}, 77};
struct rec table[3] = {[1] = {'z', 11, 1.5, 12, 13, {14, 15}}};

int main(void) {
  printf("%c %ld %g %llu %d %lld %lld\n", g.c, g.l, g.d, g.u, g.s, g.q[0], g.q[1]);
  printf("%d %c %ld %g %llu %d %lld %ld\n", o.i, o.r.c, o.r.l, o.r.d, o.r.u, o.r.s, o.r.q[1], o.tail);
  printf("%ld %llu %lld\n", table[1].l, table[1].u, table[1].q[1]);
  g.l += 1;
  o.r.u *= 3;
  table[2].q[0] = 99;
  o.tail = -o.tail;
  printf("%ld %llu %lld %ld\n", g.l, o.r.u, table[2].q[0], o.tail);
  long *pl = &o.r.l;
  long long *pq = &table[1].q[1];
  printf("%ld %lld\n", *pl, *pq);
  return 0;
}
