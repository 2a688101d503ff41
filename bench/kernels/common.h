/* Shared by the benchmark kernels: a monotonic clock and a checksum print. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double bench_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static void bench_report(const char *name, double checksum, double seconds) {
  printf("%s checksum=%.6e seconds=%.6f\n", name, checksum, seconds);
}

/* A time measured inside a data region, reported after it. */
static double bench_reported;
static void bench_report_later(double seconds) { bench_reported = seconds; }

/* The program's first compute construct loads its GPU code (accc compiles
   the PTX then, GCC loads its image): the kernels call this before their
   timing, so that their figures are the kernels' own. */
static void bench_warm_up(void) {
  int one = 0;
#pragma acc parallel num_gangs(1) copy(one)
  one = 1;
  if (one != 1)
    fprintf(stderr, "bench_warm_up: the construct did not run\n");
}
