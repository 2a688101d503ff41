#include <math.h>
#include <stdio.h>
#include "stencil.h"

int main(void) {
  enum { N = 64, STEPS = 100 };
  double a[N] = {0}, b[N] = {0};
  a[N / 2] = b[N / 2] = 1.0;
  for (int s = 0; s < STEPS; s++) {
    heat_step(N, a, b);
    for (int i = 0; i < N; i++)
      a[i] = b[i];
  }
  printf("heat: total %.4f, centre %.4f\n", total(N, a), a[N / 2]);
  return fabs(total(N, a) - 1.0) < 1e-3 ? 0 : 1;
}
