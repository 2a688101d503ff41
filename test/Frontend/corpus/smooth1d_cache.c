// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Five-point weighted smoothing of a 1-D signal with a cache directive on the sliding window.
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.data
// CHECK: acc.parallel
// CHECK: acc.cache
// CHECK: acc.loop {{.*}}cache(
// CHECK: acc.parallel
// CHECK: acc.loop
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HALO 2

typedef enum { EDGE_CLAMP, EDGE_REFLECT } edge_mode;

static edge_mode parse_mode(const char *name)
{
  if (strcmp(name, "reflect") == 0)
    return EDGE_REFLECT;
  return EDGE_CLAMP;
}

/* Pads src (length n) into dst (length n + 2*HALO) according to the edge mode. */
static void pad(const float *src, float *dst, int n, edge_mode mode)
{
  memcpy(dst + HALO, src, (size_t)n * sizeof(float));
  for (int k = 1; k <= HALO; k++) {
    dst[HALO - k] = mode == EDGE_REFLECT ? src[k] : src[0];
    dst[HALO + n - 1 + k] = mode == EDGE_REFLECT ? src[n - 1 - k] : src[n - 1];
  }
}

int main(void)
{
  const int n = 100000;
  const char *mode_name = "reflect";
  float *sig = (float *)malloc(n * sizeof(float));
  float *padded = (float *)malloc((n + 2 * HALO) * sizeof(float));
  float *out = (float *)malloc(n * sizeof(float));
  float *rev = (float *)malloc(n * sizeof(float));
  int i;

  for (i = 0; i < n; i++) /* square wave plus a deterministic ripple */
    sig[i] = ((i / 500) % 2 ? 1.0f : -1.0f) + 0.125f * (float)((i * 7) % 5 - 2);
  pad(sig, padded, n, parse_mode(mode_name));

#pragma acc data copyin(padded[0:n+2*HALO]) copyout(out[0:n], rev[0:n])
  {
#pragma acc parallel loop gang vector present(padded[0:n+2*HALO], out[0:n])
    for (i = 0; i < n; i++) {
#pragma acc cache(padded[i:2*HALO+1])
      out[i] = 0.0625f * padded[i] + 0.25f * padded[i + 1] + 0.375f * padded[i + 2] +
               0.25f * padded[i + 3] + 0.0625f * padded[i + 4];
    }

    /* Reversed copy, walking the index downwards. */
#pragma acc parallel loop present(out[0:n], rev[0:n])
    for (int k = n; k > 0; k--)
      rev[n - k] = out[k - 1];
  }

  double total = 0.0, rough = 0.0;
  int skipped = 0;
  for (i = 1; i < n; i++) {
    if (i % 500 == 0) { /* ignore the jumps of the square wave */
      skipped++;
      continue;
    }
    rough += fabs((double)out[i] - (double)out[i - 1]);
  }
  for (i = 0; i < n; i++)
    total += rev[i];
  printf("smooth1d_cache: mode=%s n=%d total=%.4f roughness=%.4f skipped=%d\n", mode_name,
         n, total, rough, skipped);
  printf("smooth1d_cache: out[0]=%.6f out[777]=%.6f rev[0]=%.6f\n", (double)out[0],
         (double)out[777], (double)rev[0]);
  free(sig);
  free(padded);
  free(out);
  free(rev);
  return 0;
}
