/* A ported file: its two directives become OpenMP. */
#include <stdio.h>
#include "../include/acc.h"

int main(void) {
  float x[N], y[N];
  for (int i = 0; i < N; i++) {
    x[i] = i;
    y[i] = 1;
  }
#pragma acc parallel loop copyin(x) copy(y)
  for (int i = 0; i < N; i++)
    y[i] += 2 * x[i];
#pragma acc update self(y)
  printf("%g\n", y[N - 1]);
  return 0;
}
