// The bundled example of the README's first command: a Jacobi relaxation of
// a 2-D grid, OpenACC C compiled by accc to a multicore executable. It
// prints a checksum of the grid and the time of the iterations.
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define N 1024
#define ITERATIONS 200

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(void) {
  double *a = malloc(sizeof(double) * N * N);
  double *b = malloc(sizeof(double) * N * N);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i * N + j] = b[i * N + j] = (i == 0 || j == 0 || i == N - 1 || j == N - 1) ? 1.0 : 0.0;
  double start = now();
#pragma acc data copy(a[0:N*N]) create(b[0:N*N])
  for (int it = 0; it < ITERATIONS; it++) {
#pragma acc parallel loop gang vector collapse(2) present(a[0:N*N], b[0:N*N])
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        b[i * N + j] = 0.25 * (a[(i - 1) * N + j] + a[(i + 1) * N + j] + a[i * N + j - 1] + a[i * N + j + 1]);
#pragma acc parallel loop gang vector collapse(2) present(a[0:N*N], b[0:N*N])
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        a[i * N + j] = b[i * N + j];
  }
  double seconds = now() - start;
  double sum = 0.0;
  for (int i = 0; i < N * N; i++)
    sum += a[i];
  printf("jacobi %dx%d, %d iterations: checksum %.6f, %.3f s\n", N, N, ITERATIONS, sum, seconds);
  free(a);
  free(b);
  return 0;
}
