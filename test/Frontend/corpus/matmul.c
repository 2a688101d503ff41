// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Dense matrix multiply C = A*B on static 2-D arrays, two loop schedules, compared.
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.create
// CHECK: acc.data
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.copyout
#include <stdio.h>
#include <stdlib.h>

#define N 192

static double A[N][N], B[N][N], C[N][N], D[N][N];

static void init_matrices(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i + j) % 8) / 4.0;
      B[i][j] = (double)((i * j) % 5) - 2.0;
      C[i][j] = 0.0;
      D[i][j] = -1.0;
    }
}

int main(void)
{
  init_matrices();

#pragma acc data copyin(A[0:N][0:N], B[0:N][0:N]) copyout(C[0:N][0:N], D[0:N][0:N])
  {
    /* Schedule 1: one gang-vector thread per output element. */
#pragma acc parallel loop gang vector collapse(2) num_gangs(144) vector_length(128)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) {
        double sum = 0.0;
#pragma acc loop seq
        for (int k = 0; k < N; k++)
          sum += A[i][k] * B[k][j];
        C[i][j] = sum;
      }

    /* Schedule 2: rows over gangs, columns over vector lanes. */
#pragma acc parallel loop gang
    for (int i = 0; i < N; i++) {
#pragma acc loop vector
      for (int j = 0; j < N; j++) {
        double sum = 0.0;
        for (int k = 0; k < N; k++)
          sum += A[i][k] * B[k][j];
        D[i][j] = sum;
      }
    }
  }

  double trace = 0.0, total = 0.0;
  long mismatches = 0;
  for (int i = 0; i < N; i++) {
    trace += C[i][i];
    for (int j = 0; j < N; j++) {
      total += C[i][j];
      if (C[i][j] != D[i][j])
        mismatches++;
    }
  }
  printf("matmul: N=%d trace=%.2f total=%.2f\n", N, trace, total);
  printf("matmul: C[1][2]=%.2f C[N-1][N-1]=%.2f mismatches=%ld\n", C[1][2],
         C[N - 1][N - 1], mismatches);
  return 0;
}
