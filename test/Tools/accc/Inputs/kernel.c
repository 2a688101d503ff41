/* The other half of multiple-inputs.c: a kernel in its own file. */
#include "size.h"
void scale(double *x, double s) {
#pragma acc parallel loop copy(x[0:N])
  for (int i = 0; i < N; i++)
    x[i] *= s;
}
