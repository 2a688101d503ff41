// tile sizes written as integer constant expressions (a macro's
// parenthesized sum, a product with sizeof; OpenACC 3.3 §2.9.8: constant
// positive integer expressions), `*`, and a literal: every element is
// written once, as the sequential program writes it. Run on 1 and 4
// threads, the emulated device, and as printed OpenMP (built by clang-22).
//
// RUN: accc -O1 %s -o %t
// RUN: clang -w -O1 %s -o %t.seq && %t.seq > %t.expected
// RUN: env OMP_NUM_THREADS=1 %t | diff - %t.expected
// RUN: env OMP_NUM_THREADS=4 %t | diff - %t.expected
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete %t.gpu | diff - %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w -O1 %t.omp.c -o %t.clang && env OMP_NUM_THREADS=2 %t.clang | diff - %t.expected
#include <stdio.h>

#define TWO (1 + 1)

int main(void) {
  static int c[64][8], d[30][7];
#pragma acc parallel loop tile(TWO, 2 * sizeof(short)) copyout(c)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 8; j++)
      c[i][j] = i * 8 + j;
#pragma acc parallel loop tile(*, 3) copyout(d)
  for (int i = 0; i < 30; i++)
    for (int j = 0; j < 7; j++)
      d[i][j] = i - j;
  long sum = 0;
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 8; j++)
      sum += (long)c[i][j] * (i + 1);
  for (int i = 0; i < 30; i++)
    for (int j = 0; j < 7; j++)
      sum += (long)d[i][j] * (j + 3);
  printf("%ld %d %d\n", sum, c[63][7], d[29][0]);
  return 0;
}
