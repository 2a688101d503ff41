/* Host-device transfers: `update device` and `update self` of 256 MiB of
   pageable (malloc'd) memory, ITER times each. Its "checksum" is the
   bytes moved per second (GB/s) both ways together. */
#include "common.h"
#ifndef N
#define N (32L << 20) /* doubles: 256 MiB */
#endif
#ifndef ITER
#define ITER 10
#endif

int main(void) {
  double *x = malloc(sizeof(double) * N);
  for (long i = 0; i < N; i++)
    x[i] = i % 3;
  double seconds = 0.0;
#ifndef OPENMP
#pragma acc data copyin(x[0:N])
#endif
  {
    /* A compute construct (the program has GPU code: the GPU is its
       device) that also loads the kernels before the timing. */
#ifndef OPENMP
#pragma acc parallel loop present(x[0:N])
#endif
    for (long i = 0; i < 1; i++)
      x[i] += 1.0;
    double start = bench_now();
    for (int it = 0; it < ITER; it++) {
#ifndef OPENMP
#pragma acc update device(x[0:N])
#pragma acc update self(x[0:N])
#endif
    }
    seconds = bench_now() - start;
  }
  bench_report("transfer", 2.0 * ITER * N * sizeof(double) / seconds / 1e9, seconds);
  free(x);
  return 0;
}
