// A warning where a gang loop of a 'parallel' construct accesses what an
// earlier loop of the same construct writes (or writes what it reads):
// the gangs do not wait for each other between the loops, so the loops race
// (PolyBench-ACC's 3mm, atax, adi... are written so; their results change
// with the number of gangs). Not for loops of separate constructs, for
// 'kernels' (a kernel per loop nest), for loops that touch different
// arrays, nor for a scalar each gang has a copy of.
// RUN: accc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=warning:
#define N 64

void three_products(double E[N][N], double F[N][N], double G[N][N], double A[N][N]) {
  int i, j, k;
#pragma acc parallel copyin(A[0:N]) create(E[0:N], F[0:N]) copyout(G[0:N])
  {
#pragma acc loop
    for (i = 0; i < N; i++)
      for (j = 0; j < N; j++) {
        E[i][j] = 0;
        for (k = 0; k < N; k++)
          E[i][j] += A[i][k] * A[k][j];
      }
#pragma acc loop
    for (i = 0; i < N; i++)
      for (j = 0; j < N; j++)
        F[i][j] = A[j][i];
    // CHECK: dependent-gang-loops.c:[[@LINE+1]]:13: warning: this loop and an earlier one of the same 'parallel' construct access 'E', and one of them writes it: the gangs do not wait for each other between the loops of a 'parallel' construct, so they race; a construct per loop (or 'kernels') orders them
#pragma acc loop
    for (i = 0; i < N; i++)
      for (j = 0; j < N; j++) {
        G[i][j] = 0;
        for (k = 0; k < N; k++)
          G[i][j] += E[i][k] * F[k][j];
      }
  }
}

// Separate constructs, and kernels: ordered, no warning.
void ordered(double *x, double *y) {
#pragma acc parallel loop copy(x[0:N])
  for (int i = 0; i < N; i++) x[i] = i;
#pragma acc parallel loop copyin(x[0:N]) copyout(y[0:N])
  for (int i = 0; i < N; i++) y[i] = x[N - 1 - i];
#pragma acc kernels copy(x[0:N], y[0:N])
  {
    for (int i = 0; i < N; i++) x[i] = i;
    for (int i = 0; i < N; i++) y[i] = x[N - 1 - i];
  }
}

// One gang: the loops run in order, no warning.
void one_gang(double *x, double *y) {
#pragma acc parallel num_gangs(1) copy(x[0:N], y[0:N])
  {
#pragma acc loop
    for (int i = 0; i < N; i++) x[i] = i;
#pragma acc loop
    for (int i = 0; i < N; i++) y[i] = x[N - 1 - i];
  }
}
