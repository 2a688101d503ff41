// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Single-precision y = a*x + y on a large vector, applied twice, with a checksum.
// CHECK: acc.copyin
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.copyout
#include <stdio.h>
#include <stdlib.h>

#define N 1000000

static const float ALPHA = 2.5f;

/* y[i] = a * x[i] + y[i]; the data moves in and out around each call. */
static void saxpy(size_t n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop gang vector vector_length(256) copyin(x[0:n]) copy(y[0:n])
  for (size_t i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

static double checksum(const float *v, size_t n)
{
  double s = 0.0;
  for (size_t i = 0; i < n; ++i)
    s += (double)v[i];
  return s;
}

int main(void)
{
  float *x = (float *)malloc(N * sizeof(float));
  float *y = (float *)malloc(N * sizeof(float));
  if (x == NULL || y == NULL) {
    fprintf(stderr, "saxpy: allocation failed\n");
    free(x);
    free(y);
    return 1;
  }

  /* Dyadic values: every product and sum below is exact in float. */
  for (size_t i = 0; i < N; i++) {
    x[i] = (float)(i % 64) * 0.25f;
    y[i] = (float)(i % 7);
  }

  double before = checksum(y, N);
  saxpy(N, ALPHA, x, y);
  saxpy(N, -1.0f, x, y); /* net effect: y += 1.5 * x */
  double after = checksum(y, N);

  printf("saxpy: n=%d alpha=%.2f\n", N, (double)ALPHA);
  printf("saxpy: y[0]=%.4f y[12345]=%.4f y[N-1]=%.4f\n", (double)y[0],
         (double)y[12345], (double)y[N - 1]);
  printf("saxpy: checksum before=%.1f after=%.1f\n", before, after);

  free(x);
  free(y);
  return 0;
}
