// Array sections in private and firstprivate printed as OpenMP: OpenMP's
// clauses take variables (OpenMP 5.2 §5.4.3-4), so the printer writes the
// copy as C where accc's executable makes it: a loop's `private` section
// at the start of its (innermost associated) loop's body, one per
// iteration; a compute construct's `private` and every `firstprivate`
// section at the start of the `target teams` region, one per gang (a
// combined construct's in a block between `target teams` and the loop
// directive, whose threads then take the construct's reductions too); the
// variable's name a pointer to the copy less the lower bound, shadowing the
// original; `firstprivate`'s copy filled from the section, which the
// construct maps `to`. The bodies without braces get a block, closed on a
// line of its own. Each sub-test checks its copies
// and the original; the printed OpenMP built by clang-22 and gcc, on 1 and
// 4 threads, prints what accc's executable prints.
//
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && FileCheck %s --check-prefix=PRINT --match-full-lines < %t.omp.c
// RUN: clang -fopenmp -w %t.omp.c -o %t.clang && env OMP_NUM_THREADS=1 %t.clang | FileCheck %s && env OMP_NUM_THREADS=4 %t.clang | FileCheck %s
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c && gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | FileCheck %s
// RUN: accc -O1 %s -o %t && env OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: accc -fopenacc-print=omp-acc %s -o %t.omp-acc.c && clang -fopenmp -w %t.omp-acc.c -o %t.omp-acc && env OMP_NUM_THREADS=2 %t.omp-acc | FileCheck %s
// RUN: not accc -fopenacc-print=omp -DBAD_SECTION %s -o %t.bad.c 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not accc -fopenacc-print=omp -DMACRO_LOOP %s -o %t.macro.c 2>&1 | FileCheck %s --check-prefix=MACRO
// RUN: not test -e %t.bad.c
//
// CHECK: unbraced 0 collapse 0 serial 0 reduction 0 gangs 0
//
// A loop body without braces: a block, closed after the line's comment.
// PRINT-LABEL: int unbraced(void) {
// PRINT:       #pragma omp target teams distribute map(ompx_hold, from: out) num_teams(omp_get_max_threads())
// PRINT-NEXT:    for (int i = 0; i < N; i++)
// PRINT-NEXT:      {
// PRINT-NEXT:      __typeof__(w[0]) acc2omp_private_w[2];
// PRINT-NEXT:      __typeof__(w[0]) *w = acc2omp_private_w - (1);
// PRINT-NEXT:      out[i] = (w[1] = i, w[2] = 2 * i, w[1] + w[2]);
// PRINT-NEXT:      } // the copy's
// A collapsed nest: the innermost loop's body.
// PRINT-LABEL: int collapse(void) {
// PRINT:       #pragma omp target teams distribute map(ompx_hold, from: out) num_teams(omp_get_max_threads()) collapse(2)
// PRINT-NEXT:    for (int i = 0; i < 8; i++) {
// PRINT-NEXT:      for (int j = 0; j < 8; j++)
// PRINT-NEXT:        {
// PRINT-NEXT:        __typeof__(t[0]) acc2omp_private_t[len];
// PRINT-NEXT:        __typeof__(t[0]) *t = acc2omp_private_t;
// PRINT:         }
// PRINT-NEXT:    }
// A serial construct's firstprivate section, and a variable beside it.
// PRINT-LABEL: int serial(void) {
// PRINT:       #pragma omp target teams map(ompx_hold, tofrom: sum) map(to: a[lo:4]) num_teams(1) thread_limit(1) firstprivate(k)
// PRINT-NEXT:    {
// PRINT-NEXT:      __typeof__(a[0]) acc2omp_firstprivate_a[4];
// PRINT-NEXT:      __builtin_memcpy(acc2omp_firstprivate_a, &a[lo], sizeof acc2omp_firstprivate_a);
// PRINT-NEXT:      __typeof__(a[0]) *a = acc2omp_firstprivate_a - (lo);
// A combined construct's firstprivate section with a reduction: the block
// between target teams and the loop, whose threads reduce too.
// PRINT-LABEL: int reduction(void) {
// PRINT:       #pragma omp target teams map(to: w[0:3]) num_teams(omp_get_max_threads()) reduction(+:s)
// PRINT-NEXT:  {
// PRINT-NEXT:    __typeof__(w[0]) acc2omp_firstprivate_w[3];
// PRINT-NEXT:    __builtin_memcpy(acc2omp_firstprivate_w, &w[0], sizeof acc2omp_firstprivate_w);
// PRINT-NEXT:    __typeof__(w[0]) *w = acc2omp_firstprivate_w;
// PRINT-NEXT:  #pragma omp distribute
// PRINT-NEXT:    for (int i = 0; i < N; i++)
// PRINT-NEXT:      s += w[i % 3];
// PRINT-NEXT:  }
// A parallel construct's private section whose statement is not a block.
// PRINT-LABEL: int gangs(void) {
// PRINT:       #pragma omp target teams map(ompx_hold, from: out) num_teams(4)
// PRINT-NEXT:  {
// PRINT-NEXT:    __typeof__(g[0]) acc2omp_private_g[1];
// PRINT-NEXT:    __typeof__(g[0]) *g = acc2omp_private_g - (5);
// PRINT-NEXT:    __typeof__(h[0]) acc2omp_private_h[4];
// PRINT-NEXT:    __typeof__(h[0]) *h = acc2omp_private_h - (2);
// PRINT-NEXT:  #pragma omp distribute
//
// BAD: private-sections.c:[[@LINE+4]]:1: error: unsupported: printing an array section in the 'private' clause of a loop as OpenMP, where the loop's 'for' statements are not spelled in the file (a macro writes them) or 'tile' makes the loops
// MACRO: private-sections.c:[[@LINE+13]]:1: error: unsupported: printing an array section in the 'private' clause of a loop as OpenMP, where the loop's 'for' statements are not spelled in the file (a macro writes them) or 'tile' makes the loops
#ifdef BAD_SECTION
int bad(int w[4][4]) {
#pragma acc parallel loop tile(2, 2) private(w[0:2])
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++)
      w[0][0] = i + j;
  return 0;
}
#endif
#ifdef MACRO_LOOP
#define EACH(i) for (int i = 0; i < 4; i++)
int macro(int *w, int *out) {
#pragma acc parallel loop private(w[0:2]) copyout(out[0:4])
  EACH(i) out[i] = w[0] = i;
  return 0;
}
#endif
#include <stdio.h>
#define N 64

int unbraced(void) {
  int w[4] = {-1, -1, -1, -1}, out[N], err = 0;
#pragma acc parallel loop private(w[1:2]) copyout(out)
  for (int i = 0; i < N; i++)
    out[i] = (w[1] = i, w[2] = 2 * i, w[1] + w[2]); // the copy's
  for (int i = 0; i < N; i++)
    err += out[i] != 3 * i;
  for (int i = 0; i < 4; i++)
    err += w[i] != -1;
  return err;
}

int collapse(void) {
  volatile int vol = 0;
  int len = 3 + vol, t[3] = {7, 7, 7}, out[8][8], err = 0;
#pragma acc parallel loop collapse(2) private(t[0:len]) copyout(out)
  for (int i = 0; i < 8; i++) {
    for (int j = 0; j < 8; j++)
      for (int k = 0; k < len; k++) {
        t[k] = i * j + k;
        out[i][j] = t[0] + t[len - 1];
      }
  }
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      err += out[i][j] != 2 * i * j + 2;
  return err + (t[0] != 7) + (t[2] != 7);
}

int serial(void) {
  volatile int vol = 0;
  int a[8] = {0, 1, 2, 3, 4, 5, 6, 7}, lo = 2 + vol, sum = 0, k = 10;
#pragma acc serial firstprivate(a[lo:4], k) copy(sum)
  {
    for (int i = lo; i < lo + 4; i++) {
      a[i] += k; /* the copy's */
      sum += a[i];
    }
  }
  int err = sum != 2 + 3 + 4 + 5 + 40;
  for (int i = 0; i < 8; i++)
    err += a[i] != i;
  return err;
}

int reduction(void) {
  int w[3] = {1, 2, 3}, s = 0;
#pragma acc parallel loop firstprivate(w[0:3]) reduction(+:s)
  for (int i = 0; i < N; i++)
    s += w[i % 3];
  int expect = 0;
  for (int i = 0; i < N; i++)
    expect += 1 + i % 3;
  return s != expect;
}

int gangs(void) {
  int g[8] = {0}, h[6] = {0}, out[4] = {0}, err = 0;
#pragma acc parallel num_gangs(4) private(g[5:1], h[2:4]) copyout(out)
#pragma acc loop gang
  for (int i = 0; i < 4; i++) {
    g[5] = i + 1;
    h[5] = g[5] + 1;
    out[i] = g[5] + h[5];
  }
  for (int i = 0; i < 4; i++)
    err += out[i] != 2 * i + 3;
  return err + (g[5] != 0) + (h[5] != 0);
}

int main(void) {
  printf("unbraced %d collapse %d serial %d reduction %d gangs %d\n", unbraced(),
         collapse(), serial(), reduction(), gangs());
  return 0;
}
