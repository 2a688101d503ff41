// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Monte Carlo estimate of pi with per-sample LCG streams and integer hit testing.
// CHECK: acc.routine
// CHECK: acc.routine
// CHECK-LABEL: func.func @main
// CHECK: acc.parallel
// CHECK: acc.private
// CHECK: acc.loop
#include <stdio.h>
#include <stdlib.h>

#define NSAMPLES 4000000UL
#define RADIUS 32768U

/* One step of the Numerical Recipes 32-bit LCG. */
#pragma acc routine seq
static unsigned int lcg_next(unsigned int s)
{
  return s * 1664525u + 1013904223u;
}

/* Seeds an independent stream for sample i by hashing the index. */
#pragma acc routine seq
static unsigned int stream_seed(unsigned long i)
{
  unsigned int h = (unsigned int)(i ^ (i >> 32)) * 2654435761u;
  h ^= h >> 16;
  h *= 0x45d9f3bu;
  h ^= h >> 16;
  return h;
}

int main(void)
{
  unsigned long hits = 0;
  unsigned int state;
  const unsigned long n = NSAMPLES;
  const unsigned long long r2 = (unsigned long long)RADIUS * RADIUS;

#pragma acc parallel num_gangs(256) vector_length(128) reduction(+:hits)
  {
#pragma acc loop gang vector private(state) reduction(+:hits)
    for (unsigned long i = 0; i < n; i++) {
      state = lcg_next(stream_seed(i));
      unsigned int x = (state >> 16) & 0x7fffu; /* 15-bit coordinates */
      state = lcg_next(state);
      unsigned int y = (state >> 16) & 0x7fffu;
      unsigned long long d2 = (unsigned long long)x * x + (unsigned long long)y * y;
      if (d2 < r2)
        hits++;
    }
  }

  double pi = 4.0 * (double)hits / (double)n;
  printf("monte_carlo_pi_lcg: samples=%lu hits=%lu\n", n, hits);
  printf("monte_carlo_pi_lcg: pi ~= %.6f (error %.6f)\n", pi, pi > 3.14159265 ? pi - 3.14159265 : 3.14159265 - pi);
  return 0;
}
