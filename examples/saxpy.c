// The bundled example of the README's first command: OpenACC C, through
// `accc -emit-mlir=acc` (the acc dialect) and `acc-opt --convert-acc-to-omp`
// (the omp dialect).
#include <stdio.h>
#include <stdlib.h>

static void saxpy(int n, float a, const float *x, float *y) {
#pragma acc parallel loop gang vector copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

int main(void) {
  int n = 1000;
  float *x = malloc(n * sizeof(float));
  float *y = malloc(n * sizeof(float));
  for (int i = 0; i < n; i++) {
    x[i] = (float)i;
    y[i] = 1.0f;
  }
  saxpy(n, 2.0f, x, y);
  double sum = 0.0;
#pragma acc parallel loop copyin(y[0:n]) reduction(+:sum)
  for (int i = 0; i < n; i++)
    sum += y[i];
  printf("saxpy: y[10] = %.1f, sum = %.1f\n", y[10], sum);
  free(x);
  free(y);
  return 0;
}
