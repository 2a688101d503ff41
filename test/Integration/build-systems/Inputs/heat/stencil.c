#include "stencil.h"

void heat_step(int n, const double *in, double *out) {
#pragma acc parallel loop copyin(in[0:n]) copy(out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = in[i] + ALPHA * (in[i - 1] - 2 * in[i] + in[i + 1]);
}

double total(int n, const double *a) {
  double sum = 0;
#pragma acc parallel loop reduction(+:sum) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    sum += a[i];
  return sum;
}
