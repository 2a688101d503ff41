// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Three-phase blocked inclusive prefix sum: per-block scans, serial scan of block totals, fix-up.
// CHECK-LABEL: func.func @main
// CHECK: acc.data
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.loop
// CHECK: acc.serial
// CHECK: acc.loop
// CHECK: acc.parallel
// CHECK: acc.loop
#include <stdio.h>
#include <stdlib.h>

#define N 1048576L
#define BLOCK 1024L

int main(void)
{
  const long n = N, nblocks = (N + BLOCK - 1) / BLOCK;
  long *v = (long *)malloc(n * sizeof(long));
  long *scan = (long *)malloc(n * sizeof(long));
  long *blocksum = (long *)malloc(nblocks * sizeof(long));
  long i;

  for (i = 0; i < n; i++)
    v[i] = (i * 37 + 11) % 101 - 50; /* values in [-50, 50] */

#pragma acc data copyin(v[0:n]) copyout(scan[0:n]) create(blocksum[0:nblocks])
  {
    /* Phase 1: each gang scans its own block sequentially. */
#pragma acc parallel loop gang present(v[0:n], scan[0:n], blocksum[0:nblocks])
    for (long b = 0; b < nblocks; b++) {
      long run = 0;
      long hi = (b + 1) * BLOCK < n ? (b + 1) * BLOCK : n;
#pragma acc loop seq
      for (long k = b * BLOCK; k < hi; k++) {
        run += v[k];
        scan[k] = run;
      }
      blocksum[b] = run;
    }

    /* Phase 2: exclusive scan of the block totals on one thread. */
#pragma acc serial loop seq present(blocksum[0:nblocks])
    for (long b = 1; b < nblocks; b++)
      blocksum[b] += blocksum[b - 1];

    /* Phase 3: add the preceding blocks' total to every element. */
#pragma acc parallel loop gang vector present(scan[0:n], blocksum[0:nblocks])
    for (long k = BLOCK; k < n; k++)
      scan[k] += blocksum[k / BLOCK - 1];
  }

  /* Host verification. */
  long ref = 0, bad = 0;
  for (i = 0; i < n; i++) {
    ref += v[i];
    if (scan[i] != ref) {
      bad++;
      if (bad > 3)
        break;
    }
  }
  long checksum = 0;
  for (i = 0; i < n; i += 4096)
    checksum ^= scan[i] * (i + 1);
  printf("prefix_sum_seq: n=%ld blocks=%ld last=%ld mismatches=%ld\n", n,
         nblocks, scan[n - 1], bad);
  printf("prefix_sum_seq: scan[1000]=%ld scan[n/2]=%ld checksum=%ld\n", scan[1000],
         scan[n / 2], checksum);
  free(v);
  free(scan);
  free(blocksum);
  return 0;
}
