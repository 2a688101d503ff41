// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Matrix transpose with tiled and collapsed schedules on VLA parameters; results compared.
// CHECK-LABEL: func.func @transpose_tiled
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK-LABEL: func.func @transpose_naive
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK-LABEL: func.func @main
// CHECK: acc.data
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void transpose_tiled(int rows, int cols, const double in[rows][cols], double out[cols][rows])
{
#pragma acc parallel loop tile(32, 32) present(in[0:rows][0:cols], out[0:cols][0:rows])
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      out[j][i] = in[i][j];
}

void transpose_naive(int rows, int cols, const double in[rows][cols], double out[cols][rows])
{
#pragma acc parallel loop collapse(2) present(in[0:rows][0:cols], out[0:cols][0:rows])
  for (unsigned int i = 0; i < (unsigned int)rows; i++)
    for (unsigned int j = 0; j < (unsigned int)cols; j++)
      out[j][i] = in[i][j];
}

int main(void)
{
  const int rows = 300, cols = 517;
  const size_t count = (size_t)rows * cols;
  double *a = (double *)malloc(count * sizeof(double));
  double *t1 = (double *)malloc(count * sizeof(double));
  double *t2 = (double *)malloc(count * sizeof(double));
  double *back = (double *)malloc(count * sizeof(double));

  for (size_t k = 0; k < count; k++)
    a[k] = (double)((k * 2654435761u) % 1000u) - 500.0;

#pragma acc data copyin(a[0:count]) copyout(t1[0:count], t2[0:count], back[0:count])
  {
    transpose_tiled(rows, cols, (const double (*)[cols])a, (double (*)[rows])t1);
    transpose_naive(rows, cols, (const double (*)[cols])a, (double (*)[rows])t2);
    transpose_tiled(cols, rows, (const double (*)[rows])t1, (double (*)[cols])back);
  }

  int same = memcmp(t1, t2, count * sizeof(double)) == 0;
  int roundtrip = memcmp(a, back, count * sizeof(double)) == 0;
  double checksum = 0.0;
  for (size_t k = 0; k < count; k++)
    checksum += t1[k] * (double)(k % 13);
  printf("transpose: %dx%d tiled==naive: %s roundtrip: %s\n", rows, cols,
         same ? "yes" : "no", roundtrip ? "yes" : "no");
  printf("transpose: t1[1]=%.1f t1[count-2]=%.1f checksum=%.1f\n", t1[1],
         t1[count - 2], checksum);
  free(a);
  free(t1);
  free(t2);
  free(back);
  return 0;
}
