// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Histograms of LCG-generated samples with atomic bin increments and two binning modes.
// CHECK: acc.routine
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.atomic.update
// CHECK: acc.copyout
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NSAMPLES 500000u
#define NBINS 16

typedef enum { BIN_LINEAR = 0, BIN_SQUARE = 1 } binning_t;

static const char *mode_names[] = {"linear", "square"};

/* Maps a 16-bit sample to a bin index according to the binning mode. */
#pragma acc routine seq
static int bin_index(unsigned int v, binning_t mode)
{
  int b;
  switch (mode) {
  case BIN_LINEAR:
    b = (int)(v >> 12);
    break;
  case BIN_SQUARE:
    b = (int)((v * v) >> 28);
    break;
  default:
    b = 0;
    break;
  }
  return b < NBINS ? b : NBINS - 1;
}

static void fill_lcg(unsigned int *data, unsigned int n, unsigned int seed)
{
  unsigned int state = seed;
  for (unsigned int i = 0; i < n; ++i) {
    state = state * 1664525u + 1013904223u;
    data[i] = state >> 16; /* 16 high bits */
  }
}

int main(void)
{
  unsigned int *data = (unsigned int *)malloc(NSAMPLES * sizeof(unsigned int));
  int *hist = (int *)malloc(NBINS * sizeof(int));
  fill_lcg(data, NSAMPLES, 12345u);

  for (int m = BIN_LINEAR; m <= BIN_SQUARE; m++) {
    binning_t mode = (binning_t)m;
    memset(hist, 0, NBINS * sizeof(int));

#pragma acc parallel loop copyin(data[0:NSAMPLES]) copy(hist[0:NBINS])
    for (unsigned int i = 0; i < NSAMPLES; i++) {
      int b = bin_index(data[i], mode);
#pragma acc atomic update
      hist[b] += 1;
    }

    long total = 0;
    int maxbin = 0;
    printf("histogram_atomic: mode=%s\n", mode_names[m]);
    for (int b = 0; b < NBINS; b++) {
      total += hist[b];
      if (hist[b] > hist[maxbin])
        maxbin = b;
      printf("%6d%c", hist[b], (b % 8 == 7) ? '\n' : ' ');
    }
    printf("histogram_atomic: total=%ld fullest bin=%d\n", total, maxbin);
  }

  free(data);
  free(hist);
  return 0;
}
