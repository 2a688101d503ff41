/* The device's copy bandwidth: acc_memcpy_device of a 1 GiB buffer, ITER
   times (each copy reads and writes it: 2 GiB moved), on the device the
   program runs on. Its "checksum" is the bytes moved per second (GB/s). */
#include "common.h"
#include <openacc.h>
#ifndef BYTES
#define BYTES (1L << 30)
#endif
#ifndef ITER
#define ITER 20
#endif

int main(void) {
  void *a = acc_malloc(BYTES), *b = acc_malloc(BYTES);
  if (!a || !b) {
    fprintf(stderr, "acc_malloc failed\n");
    return 1;
  }
  /* The first touch, not timed (a compute construct: the program has GPU
     code, so the GPU is its device). */
  double *pa = a;
  long n = BYTES / sizeof(double);
#pragma acc parallel loop deviceptr(pa)
  for (long i = 0; i < n; i++)
    pa[i] = 1.0;
  acc_memcpy_device(b, a, BYTES);
  double start = bench_now();
  for (int it = 0; it < ITER; it++)
    acc_memcpy_device(it % 2 ? a : b, it % 2 ? b : a, BYTES);
  /* Device-to-device copies do not wait for their end: a kernel after
     them (ordered after them on the device) does. */
  double *pb = b;
#pragma acc serial deviceptr(pb)
  pb[0] += 1.0;
  double seconds = bench_now() - start;
  bench_report("bandwidth", 2.0 * BYTES * ITER / seconds / 1e9, seconds);
  acc_free(a);
  acc_free(b);
  return 0;
}
