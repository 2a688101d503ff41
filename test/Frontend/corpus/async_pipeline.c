// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Chunked host-device pipeline on two async queues: upload, transform, download, then wait.
// CHECK-LABEL: func.func @main
// CHECK: acc.create
// CHECK: acc.enter_data
// CHECK: acc.update
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.update
// CHECK: acc.wait
// CHECK: acc.exit_data
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 20)
#define NCHUNKS 8

static void fill(float *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = (float)(i % 1000) * 0.001f;
}

int main(void)
{
  const int n = N;
  const int chunk = n / NCHUNKS;
  float *a = (float *)malloc(n * sizeof(float));
  float *b = (float *)malloc(n * sizeof(float));
  fill(a, n);

#pragma acc enter data create(a[0:n], b[0:n])

  for (int c = 0; c < NCHUNKS; c++) {
    const int off = c * chunk;
    const int q = 1 + c % 2; /* alternate between two queues */
    float *ac = a + off;     /* pointer arithmetic into the chunk */

#pragma acc update device(ac[0:chunk]) async(q)

#pragma acc parallel loop present(a[0:n], b[0:n]) async(q)
    for (int i = off; i < off + chunk; i++)
      b[i] = sqrtf(a[i]) + 2.0f * a[i];

#pragma acc update self(b[off:chunk]) async(q)
  }

#pragma acc wait

#pragma acc exit data delete(a[0:n], b[0:n])

  double s = 0.0;
  for (int i = 0; i < n; i++)
    s += b[i];
  printf("async_pipeline: chunks=%d chunk=%d\n", NCHUNKS, chunk);
  printf("async_pipeline: b[0]=%.5f b[999]=%.5f b[n-1]=%.5f sum=%.6e\n", (double)b[0],
         (double)b[999], (double)b[n - 1], s);
  free(a);
  free(b);
  return 0;
}
