// Warnings where the iterations of a worker or vector loop race on a scalar
// (the programs NVHPC's automatic privatization accepts, NPB-ACC's MG
// among them): a variable an enclosing loop reduces, updated in a nested
// loop without its own `reduction` clause (OpenACC 3.3 §2.9.11), and a
// scalar from outside the loop that every iteration assigns, without
// `private` (§2.6.1). accc's executables lost updates in both (the
// vectorized loop); the warnings say which clause makes the loop right.
// Nothing is said for a gang loop's scalars (each gang's copy), a
// conditional assignment, or a loop with the clause.
//
// RUN: accc -emit-mlir=omp %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning:
#define N 64
double a[N * N * N], b[N * N];

double nested_reduction(void) {
  double s = 0.0, top = 0.0;
#pragma acc parallel loop gang reduction(+:s) reduction(max:top) copyin(a)
  for (int k = 0; k < N; k++) {
#pragma acc loop worker
    for (int j = 0; j < N; j++) {
#pragma acc loop vector
      for (int i = 0; i < N; i++) {
        // CHECK: shared-scalars.c:[[@LINE+1]]:9: warning: 's' is reduced by an enclosing loop and updated in this vector loop, which has no 'reduction' clause for it: its iterations race on it (OpenACC 3.3 §2.9.11: a reduction that spans nested loops needs the clause on each of them); give this loop the enclosing loop's 'reduction' clause
        s = s + a[(k * N + j) * N + i];
        // CHECK: shared-scalars.c:[[@LINE+1]]:25: warning: 'top' is reduced by an enclosing loop and updated in this vector loop
        if (a[i] > top) top = a[i];
      }
    }
  }
  return s + top;
}

double with_clauses(void) {
  double s = 0.0;
#pragma acc parallel loop gang reduction(+:s) copyin(a)
  for (int k = 0; k < N; k++) {
#pragma acc loop vector reduction(+:s)
    for (int i = 0; i < N; i++)
      s += a[k * N + i];
  }
  return s;
}

void temporaries(void) {
  int i2, i1;
  double x, y, flag = 0;
#pragma acc parallel loop gang copyin(a) copy(b)
  for (int k = 0; k < N; k++) {
    i2 = k * 2; // a gang loop: each gang's copy
#pragma acc loop worker
    for (int j = 0; j < N; j++) {
      // CHECK: shared-scalars.c:[[@LINE+1]]:7: warning: 'i1' is assigned in every iteration of this worker loop, which shares it: its iterations race on it (OpenACC 3.3 §2.6.1: only a loop's control variable is private by default); add 'private(i1)' to the loop
      i1 = j + i2;
#pragma acc loop vector private(y)
      for (int i = 0; i < N; i++) {
        // CHECK: shared-scalars.c:[[@LINE+1]]:9: warning: 'x' is assigned in every iteration of this vector loop, which shares it
        x = a[i1 + i];
        y = 2 * x;
        if (i == 0)
          flag = y;
        b[k * N + j] += y;
      }
    }
  }
}

double accumulation(void) {
  double s = 0;
#pragma acc parallel loop gang copyin(b) copy(s)
  for (int k = 0; k < N; k++) {
#pragma acc loop vector
    for (int i = 0; i < N; i++)
      // CHECK: shared-scalars.c:[[@LINE+1]]:7: warning: 's' is read and assigned in every iteration of this vector loop, which shares it: its iterations race on it (OpenACC 3.3 §2.6.1: only a loop's control variable is private by default); if the loop accumulates into it, add a 'reduction' clause for it
      s = s + b[k * N + i];
  }
  return s;
}

// A `seq` loop's control variable that its `for` assigns is the one
// outside (Clacc's data attributes): shared by the vector loop's iterations.
double seq_control(void) {
  int j;
  double s = 0;
#pragma acc parallel loop gang copyin(b) reduction(+:s)
  for (int k = 0; k < N; k++) {
#pragma acc loop vector reduction(+:s)
    for (int i = 0; i < N; i++) {
#pragma acc loop seq
      // CHECK: shared-scalars.c:[[@LINE+1]]:7: warning: 'j', the control variable of a 'seq' loop in this vector loop, is shared by the vector loop's iterations (a 'seq' loop's control variable that its 'for' assigns, not declares, is the one outside): they race on it; declare it in the 'for' or add 'private(j)' to this loop
      for (j = 0; j < 4; j++)
        s += b[(k * N + i + j) % (N * N)];
    }
  }
  return s;
}
