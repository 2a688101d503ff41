// Compiled by clang-22 for test/Exec/C/abi-routine.c: routines called from
// accc's compute constructs, with structs by value.
#include "abi-routine.h"

struct vec3 cross(struct vec3 a, struct vec3 b) {
  struct vec3 r = {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
  return r;
}

struct big shift(struct big b, double by, struct particle p) {
  for (int i = 0; i < 4; i++)
    b.v[i] += by * p.id + p.m;
  return b;
}

short clip(short s, unsigned char limit) { return s > limit ? limit : s; }
