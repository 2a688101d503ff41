// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Odd-even transposition sort of integers: one independent compare-exchange kernel per phase.
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.data
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.copyout
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 3000

static void fill_keys(int *a, int n)
{
  unsigned int s = 7u;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u;
    a[i] = (int)((s >> 10) % 100000u) - 50000;
  }
}

static int compare_ints(const void *pa, const void *pb)
{
  const int a = *(const int *)pa, b = *(const int *)pb;
  return a < b ? -1 : (a > b);
}

static int first_unsorted(const int *a, int n)
{
  int i;
  for (i = 1; i < n; ++i)
    if (a[i - 1] > a[i])
      break;
  return i < n ? i : -1;
}

int main(void)
{
  int *a = (int *)malloc(N * sizeof(int));
  int *ref = (int *)malloc(N * sizeof(int));
  const int n = N;
  long before = 0, after = 0;
  int (*cmp)(const void *, const void *) = compare_ints;
  fill_keys(a, n);
  memcpy(ref, a, n * sizeof(int));
  qsort(ref, (size_t)n, sizeof(int), cmp); /* host reference */
  for (int i = 0; i < n; i++)
    before += a[i];

#pragma acc data copy(a[0:n])
  {
    for (int phase = 0; phase < n; phase++) {
      /* Pairs (i, i+1) with i of the phase's parity never overlap. */
#pragma acc parallel loop independent present(a[0:n])
      for (int i = phase & 1; i < n - 1; i += 2) {
        int lo = a[i], hi = a[i + 1];
        if (lo > hi) {
          a[i] = hi;
          a[i + 1] = lo;
        }
      }
    }
  }

  for (int i = n - 1; i > 0; i--)
    after += a[i];
  after += a[0];
  int bad = first_unsorted(a, n);
  printf("oddeven_sort: n=%d sorted=%s sum preserved=%s matches qsort=%s\n", n,
         bad < 0 ? "yes" : "no", before == after ? "yes" : "no",
         memcmp(a, ref, n * sizeof(int)) == 0 ? "yes" : "no");
  printf("oddeven_sort: min=%d median=%d max=%d\n", a[0], a[n / 2], a[n - 1]);
  free(a);
  free(ref);
  return 0;
}
