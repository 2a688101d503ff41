// Structs by value in routines called from compute constructs: routines of
// this file (`routine seq`, every way of passing an aggregate) and routines
// compiled by clang-22 (Inputs/abi-routine-ext.c), run on 1, 2 and 4
// threads, printing what the program prints compiled by clang-22 without
// OpenACC.
//
// Host only with --offload-arch: its routines compiled by clang-22 in another
// file have no device version (accc makes a file's device code from that
// file alone); accc --offload-arch says so at the call.
// RUN: not accc --offload-arch=sm_90 -c %s -o %t.gpu.o 2>&1 | FileCheck %s --check-prefix=OFFLOAD
// OFFLOAD: error: unsupported: a call of '{{[a-z_]+}}' in a GPU kernel: a function without a device version
//
// RUN: clang-22 -O2 -c %S/Inputs/abi-routine-ext.c -o %t.ext.o
// RUN: accc -O2 %s %t.ext.o -o %t
// RUN: clang-22 -O0 -Wno-unknown-pragmas -Wno-source-uses-openacc %s %S/Inputs/abi-routine-ext.c -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: env OMP_NUM_THREADS=1 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=2 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=4 %t | diff %t.ref.out -
// RUN: accc -O0 %s %t.ext.o -o %t.O0
// RUN: env OMP_NUM_THREADS=3 %t.O0 | diff %t.ref.out -
#include <stdio.h>
#include "Inputs/abi-routine.h"

#define N 1000

#pragma acc routine seq
static struct vec3 scale(struct vec3 v, float s) {
  v.x *= s;
  v.y *= s;
  v.z *= s;
  return v;
}

#pragma acc routine seq
static double energy(struct particle p, struct big b, struct vec3 v) {
  double e = p.m * (v.x * v.x + v.y * v.y + v.z * v.z);
  for (int i = 0; i < 4; i++)
    e += b.v[i] * (i + p.id % 3);
  return e;
}

#pragma acc routine seq
static struct big accumulate(int a, int b, int c, int d, int e, struct big x, double y) {
  for (int i = 0; i < 4; i++)
    x.v[i] = x.v[i] * 0.5 + y + a + b + c + d + e;
  return x;
}

#pragma acc routine seq
static signed char squash(short s, _Bool neg) { return (signed char)(neg ? -s : s); }

struct particle ps[N];
struct big bs[N];
struct vec3 vs[N];
double out[N];
struct big outb[N];
struct vec3 outv[N];
int outc[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    ps[i].m = 1.0 + i % 7;
    ps[i].id = i;
    for (int k = 0; k < 4; k++)
      bs[i].v[k] = (i * 4 + k) % 11 - 5;
    vs[i].x = (float)(i % 5);
    vs[i].y = (float)(i % 3) - 1;
    vs[i].z = 0.5f * (i % 2);
  }
  double total = 0;
#pragma acc parallel loop copyin(ps, bs, vs) copyout(out, outb, outv, outc) reduction(+:total)
  for (int i = 0; i < N; i++) {
    struct vec3 w = scale(vs[i], 2.0f);
    struct vec3 c = cross(w, vs[(i + 1) % N]);
    out[i] = energy(ps[i], bs[i], c);
    struct big b = accumulate(1, 2, 3, 4, 5, bs[i], out[i]);
    outb[i] = shift(b, 0.25, ps[i]);
    outv[i] = c;
    outc[i] = squash(clip((short)(i * 37), 200), i & 1);
    total += out[i] + outb[i].v[3];
  }
  double sum = 0;
  long csum = 0;
  for (int i = 0; i < N; i++) {
    sum += out[i] * (i % 13) + outb[i].v[0] - outb[i].v[2] + outv[i].x + outv[i].z;
    csum += outc[i] * (i % 5 + 1);
  }
  printf("%.17g %.17g %ld\n", sum, total, csum);
  printf("%g %g %g %g %d\n", out[7], outb[7].v[1], outv[7].y, outv[3].z, outc[9]);
  return 0;
}
