// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Bitwise and logical reductions (&, |, ^, &&, ||) over hashed unsigned data, plus a kernels loop.
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.data
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
// CHECK: acc.kernels
// CHECK: acc.loop
#include <stdio.h>
#include <stdlib.h>

#define N 300000u

static unsigned int hash32(unsigned int x)
{
  x ^= x >> 16;
  x *= 0x7feb352du;
  x ^= x >> 15;
  x *= 0x846ca68bu;
  x ^= x >> 16;
  return x;
}

int main(void)
{
  const unsigned int n = N;
  unsigned int *v = (unsigned int *)malloc(n * sizeof(unsigned int));
  int *flags = (int *)malloc(n * sizeof(int));
  for (unsigned int i = 0; i < n; i++) {
    v[i] = hash32(i) | 0x00010001u; /* two bits are always set */
    flags[i] = (int)(v[i] % 1000u) + 1;
  }

  unsigned int all_and = 0xffffffffu, any_or = 0u, parity = 0u;
  int all_positive = 1, any_huge = 0, any_zero = 0;
  unsigned long popsum = 0;

#pragma acc data copyin(v[0:n], flags[0:n])
  {
#pragma acc parallel loop reduction(&:all_and) reduction(|:any_or) reduction(^:parity)
    for (unsigned int i = 0; i < n; i++) {
      all_and &= v[i];
      any_or |= v[i] & 0x0fffffffu;
      parity ^= v[i];
    }

#pragma acc parallel loop reduction(&&:all_positive) reduction(||:any_huge, any_zero)
    for (unsigned int i = 0; i < n; i++) {
      all_positive = all_positive && flags[i] > 0;
      any_huge = any_huge || flags[i] > 999;
      any_zero = any_zero || flags[i] == 0;
    }

#pragma acc kernels loop reduction(+:popsum)
    for (unsigned int i = 0; i < n; i++) {
      unsigned int x = v[i];
      unsigned long c = 0;
      while (x) {
        x &= x - 1u; /* clear the lowest set bit */
        c++;
      }
      popsum += c;
    }
  }

  printf("bitwise_reductions: and=0x%08x or=0x%08x xor=0x%08x\n", all_and, any_or, parity);
  printf("bitwise_reductions: all_positive=%d any_huge=%d any_zero=%d\n", all_positive,
         any_huge, any_zero);
  printf("bitwise_reductions: total popcount=%lu mean=%.4f\n", popsum,
         (double)popsum / n);
  free(v);
  free(flags);
  return 0;
}
