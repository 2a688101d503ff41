/* Kernel launch overhead: ITER compute constructs of one iteration each on
   resident data (present), back to back; the time per construct is what
   one launch costs the program (the runtime's calls, the stream, the
   launch and its synchronization). Its checksum is the microseconds per
   construct. */
#include "common.h"
#ifndef ITER
#define ITER 20000
#endif

int main(void) {
  static double a[1];
  a[0] = 0;
#pragma acc data copy(a)
  {
    /* The first launch compiles the PTX: not timed. */
#pragma acc parallel loop present(a)
    for (int i = 0; i < 1; i++) a[i] += 1;
    double start = bench_now();
    for (int it = 0; it < ITER; it++) {
#pragma acc parallel loop present(a)
      for (int i = 0; i < 1; i++) a[i] += 1;
    }
    bench_report_later(bench_now() - start);
  }
  if (a[0] != ITER + 1) {
    fprintf(stderr, "launch: a[0] = %g, not %d\n", a[0], ITER + 1);
    return 1;
  }
  bench_report("launch", bench_reported / ITER * 1e6, bench_reported);
  return 0;
}
