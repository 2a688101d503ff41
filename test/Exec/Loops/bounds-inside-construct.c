// A compute construct's loop whose bounds are computed inside the construct,
// where C evaluates them: from a local of the region, from a variable of a
// data clause after a store to another variable, from struct members, with
// a call in the loop header, in `serial`, in `kernels` (in the loop header;
// a local of a `kernels` region that a later nest reads is reported, see
// Frontend/Diagnostics/bounds-inside-construct.c), a collapsed nest, and a
// store through a pointer before a loop bounded by a local the pointer
// cannot reach.
// convert-acc-to-omp computes them again on the host before the construct
// (the kernel loop's trip count must be known there). accc's executable,
// the printed OpenMP (clang-22 and gcc) and the sequential program print
// the same.
//
// RUN: accc -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t | FileCheck %s
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=4 %t.clang | FileCheck %s
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold present=no-present" %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=2 %t.gcc | FileCheck %s
// RUN: clang -w %s -o %t.seq && %t.seq | FileCheck %s
#include <stdio.h>
#include <string.h>

#define N 100
struct range { int lo, hi; double scale; };

static int half(int x) { return x / 2; }

static double sum(const double *a, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i] * (i % 7 + 1);
  return s;
}

int main(void) {
  double a[N], g[10][20];
  int a2[N] = {0};
  int n = N, flag = 0;
  struct range r = {20, 70, 0.5};
  for (int i = 0; i < N; i++) a[i] = -1;

  // A local of the region, after a store to another variable.
#pragma acc parallel copy(a, flag)
  {
    int m = n / 2;
    flag = 1;
#pragma acc loop
    for (int i = 0; i < m; i++) a[i] = i;
  }
  // CHECK: local: 1 4751.0
  printf("local: %d %.1f\n", flag, sum(a, N));

  // Struct members, a local assigned after its declaration, gang vector.
#pragma acc parallel copy(a) copyin(r)
  {
    int lo = r.lo + 1, hi;
    hi = lo + (r.hi - r.lo) / 2;
#pragma acc loop gang vector
    for (int i = lo; i < hi; i += 2) a[i] = r.scale * i;
  }
  // CHECK: members: 3912.0
  printf("members: %.1f\n", sum(a, N));

  // Calls in the loop header of a combined construct.
#pragma acc parallel loop copy(a)
  for (int i = half(n) + 25; i < (int)strlen("0123456789") * 10; i++) a[i] = 3 * i;
  // CHECK: calls: 30022.0
  printf("calls: %.1f\n", sum(a, N));

  // serial and kernels.
#pragma acc serial copy(a)
  {
    int stop = n - 10;
#pragma acc loop
    for (int i = stop; i < n; i++) a[i] += 1000;
  }
#pragma acc kernels copy(a)
  {
#pragma acc loop independent
    for (int i = n / 4; i < n / 4 + 10; i++) a[i] -= 0.25;
  }
  // CHECK: serial-kernels: 68010.5
  printf("serial-kernels: %.1f\n", sum(a, N));

  // A collapsed nest, the inner bound computed in the region.
#pragma acc parallel copyout(g)
  {
    int rows = 10, cols = rows * 2;
#pragma acc loop collapse(2)
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < cols; j++) g[i][j] = i * 100 + j;
  }
  double t = 0;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 20; j++) t += g[i][j] * (j + 1);
  // CHECK: collapse: 971600.0
  printf("collapse: %.1f\n", t);

  // A store through a pointer before the loop cannot write the local `n`
  // of the bound, whose address nothing takes (it was refused: found by
  // differential testing); `k`, whose address `pk` holds, may be written
  // through a pointer: the C loop's bound is what the stores left (a gang
  // loop's is refused: Frontend/Diagnostics/bounds-inside-construct.c).
  int *p = a2, k = 8, *pk = &k;
#pragma acc parallel num_gangs(1) copy(p[0:N])
  {
    p[1] = 5;
#pragma acc loop gang
    for (int i = 0; i < n; i++) p[i] = p[i] + 1;
  }
#pragma acc serial copy(p[0:N]) copy(k)
  {
    pk[0] = 0;
    *pk = k + 4;
    for (int i = 0; i < k; i++) p[i] += 10;
  }
  // CHECK: pointer: 16 11 1 1 4
  printf("pointer: %d %d %d %d %d\n", p[1], p[2], p[11], p[12], k);
  return 0;
}
