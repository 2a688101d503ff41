/* A histogram with atomics: n keys (a hash of the index) into BINS bins,
   REPEAT times, the bins resident on the device. */
#include "common.h"
#ifndef N
#define N 50000000
#endif
#ifndef BINS
#define BINS 4096
#endif
#ifndef REPEAT
#define REPEAT 10
#endif

int main(void) {
  unsigned *key = malloc(sizeof(unsigned) * N);
  long *hist = calloc(BINS, sizeof(long));
  for (int i = 0; i < N; i++)
    key[i] = (unsigned)(((unsigned long)i * 2654435761u) >> 7) % BINS;
  bench_warm_up();
#ifndef OPENMP
#pragma acc data copyin(key[0:N]) copy(hist[0:BINS])
#endif
  {
    double start = bench_now();
    for (int r = 0; r < REPEAT; r++) {
#ifdef OPENMP
#pragma omp parallel for
#else
#pragma acc parallel loop gang vector present(key[0:N], hist[0:BINS])
#endif
      for (int i = 0; i < N; i++) {
#ifdef OPENMP
#pragma omp atomic update
#else
#pragma acc atomic update
#endif
        hist[key[i]] += 1;
      }
    }
    bench_report_later(bench_now() - start);
  }
  double checksum = 0.0;
  for (int b = 0; b < BINS; b++)
    checksum += (double)hist[b] * (b % 7 + 1);
  bench_report("histogram", checksum, bench_reported);
  free(key);
  free(hist);
  return 0;
}
