// Loops whose control variable is a pointer (OpenACC 3.3 §2.9: an integer,
// a pointer or a random-access iterator; C has the first two): the loop
// counts elements from the initial value, in 64 bits, and the body's
// pointer is that value plus the count, the initial value's expression
// evaluated again in the body, where the construct's data clauses make it
// the device's address. Before, "loop construct over a non-canonical loop
// (the control variable is not an integer)". Found by differential
// testing.
//
// RUN: accc -O2 %s -o %t && env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=8 %t | FileCheck %s
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu | FileCheck %s
// RUN: accc -emit-mlir=acc %s | FileCheck %s --check-prefix=IR
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang && %t.clang | FileCheck %s
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c && gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && %t.gcc | FileCheck %s
// RUN: not accc -DCALL -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=CALL
// CHECK: 27 99 2 -1
// CHECK-NEXT: 7 10 9 19
// CHECK-NEXT: 13460 75
// CHECK-NEXT: 1107 2 0
//
// IR: acc.loop {{.*}}control(%{{.*}} : i64) = (%{{.*}} : i64) to (%{{.*}} : i64) step (%{{.*}} : i64)
// IR: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// RUN: accc -emit-mlir=omp %s | FileCheck %s --check-prefix=OMP
// A pointer control variable is no private array: no safelen.
// OMP-NOT: safelen
#include <stdio.h>

struct pt {
  int x, y;
};

int main(void) {
  int b[50];
  struct pt pts[10];
  long s = 0;
  for (int i = 0; i < 50; i++)
    b[i] = 100 - i;
  for (int i = 0; i < 10; i++)
    pts[i].x = pts[i].y = i;
  /* Every second element, on a combined construct. */
#pragma acc parallel loop copy(b)
  for (int *p = b; p < b + 50; p += 2)
    *p = -*p;
  for (int i = 0; i < 50; i++)
    s += b[i] * (i % 3);
  /* Down, inclusive, structs; `!=` with a step of 1. */
  int *q;
#pragma acc parallel copy(pts, b)
  {
#pragma acc loop gang
    for (struct pt *p = pts + 9; p >= pts + 1; p--)
      p->y = p->x + (p - 1)->x;
#pragma acc loop gang vector
    for (int *r = &b[10]; r != &b[20]; r++)
      *r = 2;
  }
  /* A sequential loop over a pointer declared outside: its final value. */
  int count = 0;
#pragma acc serial copy(count) copyin(b)
  {
#pragma acc loop seq
    for (q = b; q < b + 7; q++)
      count += 1;
  }
  printf("%ld %d %d %d\n", s, b[1], b[15], pts[0].y - 1);
  printf("%d %d %d %d\n", count, pts[9].x + 1, pts[5].y, pts[9].y + 2);
  /* A pointer to rows, collapsed with an integer loop; copyout: the count
     is a difference of two addresses of the copy, the host's as the
     device's. */
  int m[8][6];
#pragma acc parallel loop collapse(2) copyout(m)
  for (int(*row)[6] = m; row < m + 8; row++)
    for (int j = 0; j < 6; j++)
      (*row)[j] = (int)(row - m) * 10 + j;
  s = 0;
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 6; j++)
      s += m[i][j] * (i + j);
  printf("%ld %d\n", s, m[7][5]);
  /* A step of a run-time value; a bound from data an enclosing data
     construct holds (read through the device's copy). */
  int k = 3, nb[2] = {40, 0}, c[64];
  for (int i = 0; i < 64; i++)
    c[i] = 0;
#pragma acc parallel loop copy(c)
  for (int *p = c; p < c + 40; p += k)
    *p = 1;
#pragma acc data copy(nb)
  {
#pragma acc parallel loop copy(c)
    for (int *p = c; p < c + nb[0]; p++)
      *p += 1;
  }
  s = 0;
  for (int i = 0; i < 64; i++)
    s += c[i] * (i + 1);
  printf("%ld %d %d\n", s, c[39], c[40]);
  return 0;
}

#ifdef CALL
int *start(int *b);
void call(int *b) {
  // CALL: pointer-control-variables.c:[[@LINE+2]]:3: error: unsupported C construct: loop construct over a non-canonical loop (the initial value of a pointer control variable has side effects (it is evaluated again in the loop body))
#pragma acc parallel loop copy(b[0:10])
  for (int *p = start(b); p < b + 10; p++)
    *p = 0;
}
#endif
