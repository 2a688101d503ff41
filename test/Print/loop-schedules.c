// -fopenacc-print=omp of the loop clauses that choose a schedule: tile(a, b)
// -> collapse(2) and OpenMP 5.1's `tile sizes(a, b)` under the directive
// (the directive partitions the floor loops, `*` is 1; a vector loop is
// collapsed without tiling: OpenMP allows no tile inside simd);
// tile=collapse (for gcc 12, which has no omp tile) prints only collapse;
// gang(static:n) -> dist_schedule(static, n), gang(static:*) ->
// dist_schedule(static); vector(n) -> simdlen(n) when n is a constant.
// The OpenMP compiles with clang-22 (and gcc with tile=collapse) and prints
// what accc's executable prints.
//
// RUN: accc -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace
// RUN: accc -fopenacc-print=omp -acc2omp-options=tile=collapse %s | FileCheck %s --check-prefix=COLLAPSE
// RUN: accc -fopenacc-print=acc-omp %s | FileCheck %s --check-prefix=ACCOMP --match-full-lines --strict-whitespace
// RUN: accc %s -o %t.accc && env OMP_NUM_THREADS=4 %t.accc > %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=1 %t.clang | cmp - %t.expected
// RUN: env OMP_NUM_THREADS=4 %t.clang | cmp - %t.expected
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.clang | cmp - %t.expected
// RUN: accc -fopenacc-print=omp -acc2omp-options="tile=collapse structured-ref-count=no-hold" %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | cmp - %t.expected
// RUN: FileCheck %s --check-prefix=RESULT < %t.expected
// RESULT: 7260 1320 19

#include <stdio.h>

#define N 10
#define M 12

int main(void) {
  static double a[N][M];
  double s = 0;
  int chunk = 3;
#pragma acc parallel loop tile(4, *) copyout(a)
  // CHECK:#pragma omp target teams distribute map(ompx_hold, from: a) num_teams(omp_get_max_threads()) collapse(2)
  // CHECK-NEXT:#pragma omp tile sizes(4, 1)
  // ACCOMP:#pragma acc parallel loop tile(4, *) copyout(a)
  // ACCOMP-NEXT:// #pragma omp target teams distribute map(ompx_hold, from: a) num_teams(omp_get_max_threads()) collapse(2)
  // ACCOMP-NEXT:// #pragma omp tile sizes(4, 1)
  // COLLAPSE:#pragma omp target teams distribute map(ompx_hold, from: a) num_teams(omp_get_max_threads()) collapse(2)
  // COLLAPSE-NOT:{{^}}#pragma omp tile
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = i * M + j;

  /* A worker loop tiled inside a gang loop. */
#pragma acc parallel copy(a)
  // CHECK:#pragma omp target teams map(ompx_hold, tofrom: a) num_teams(omp_get_max_threads())
  {
#pragma acc loop gang
    // CHECK:#pragma omp distribute
    for (int k = 0; k < 2; k++)
#pragma acc loop worker tile(3, 5)
      // CHECK:#pragma omp parallel for collapse(2)
      // CHECK-NEXT:#pragma omp tile sizes(3, 5)
      for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
          if (k == 1)
            a[i][j] += 1;
  }

  /* gang vector: the simd loop is collapsed, not tiled. */
#pragma acc parallel loop gang vector tile(2, 2) reduction(+:s) copyin(a)
  // CHECK:#pragma omp target teams distribute simd map(ompx_hold, to: a) num_teams(omp_get_max_threads()) reduction(+:s) collapse(2)
  // CHECK-NOT:{{^}}#pragma omp tile
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      s += a[i][j];

  int hist[N] = {0};
#pragma acc parallel loop gang(static:chunk + 1) vector(4) copy(hist)
  // CHECK:#pragma omp target teams distribute simd map(ompx_hold, tofrom: hist) num_teams(omp_get_max_threads()) dist_schedule(static, chunk + 1) simdlen(4)
  for (int i = 0; i < N; i++)
    hist[i] = i * i;
#pragma acc parallel loop gang(static:*) vector(chunk) copy(hist)
  // CHECK:#pragma omp target teams distribute simd map(ompx_hold, tofrom: hist) num_teams(omp_get_max_threads()) dist_schedule(static)
  for (int i = 0; i < N; i++)
    hist[i] += i;
  int t = 0;
  for (int i = 0; i < N; i++)
    t += hist[i] * (i + 1);
  printf("%g %d %g\n", s, t / 2, a[1][6]);
  return 0;
}
