// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Float bit manipulation through a union: fast inverse square root and exponent statistics.
// CHECK: acc.routine
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.copyout
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef union {
  float f;
  unsigned int u;
} float_bits;

/* Classic bit-level initial guess refined by one Newton step. */
#pragma acc routine seq
static float fast_rsqrt(float x)
{
  float_bits b;
  b.f = x;
  b.u = 0x5f3759dfu - (b.u >> 1);
  float y = b.f;
  return y * (1.5f - 0.5f * x * y * y);
}

#pragma acc routine seq
static int biased_exponent(float x)
{
  float_bits b;
  b.f = x;
  return (int)((b.u >> 23) & 0xffu);
}

int main(void)
{
  const int n = 65536;
  float *x = (float *)malloc(n * sizeof(float));
  float *r = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; i++)
    x[i] = ldexpf(1.0f + (float)(i % 997) / 1024.0f, i / 1024 - 32);

#pragma acc parallel loop copyin(x[0:n]) copyout(r[0:n])
  for (int i = 0; i < n; i++)
    r[i] = fast_rsqrt(x[i]);

  long expsum = 0;
  unsigned int mant_xor = 0;
#pragma acc parallel loop copyin(x[0:n]) reduction(+:expsum) reduction(^:mant_xor)
  for (int i = 0; i < n; i++) {
    float_bits b;
    b.f = x[i];
    expsum += biased_exponent(x[i]) - 127;
    mant_xor ^= b.u & 0x007fffffu;
  }

  double worst = 0.0;
  for (int i = 0; i < n; i++) {
    double exact = 1.0 / sqrt((double)x[i]);
    double rel = fabs((double)r[i] - exact) / exact;
    worst = rel > worst ? rel : worst;
  }
  printf("union_bits: n=%d worst relative error below 2e-3: %s\n", n,
         worst < 2e-3 ? "yes" : "no");
  printf("union_bits: r[1024*32]=%.4f exponent sum=%ld mantissa xor=0x%06x\n",
         (double)r[1024 * 32], expsum, mant_xor);
  free(x);
  free(r);
  return 0;
}
