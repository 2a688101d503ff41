// -fopenacc-print=omp of compute constructs and loops (Clacc's mapping,
// from the omp IR): parallel -> target teams, serial -> target teams
// num_teams(1) thread_limit(1); gang (explicit or Clacc's implicit gang) ->
// distribute (Clacc's implicit gang goes on the outermost loop that permits
// gang, a worker or vector loop too), worker -> parallel for (num_workers ->
// num_threads), vector -> simd (vector_length -> simdlen); combined
// constructs print as one directive when the loop is a distribute, else as
// two; seq loop directives disappear;
// explicit data clauses -> map, firstprivate/private/if as spelled,
// num_gangs -> num_teams; gang reductions (explicit on the construct, or a
// gang loop's on a gang-shared variable) -> reduction on target teams; a
// construct without a gang loop gets num_teams(1) (one gang, as accc runs
// it). The OpenMP output compiles with clang-22 and gcc and prints what
// accc's executable prints.
//
// RUN: accc -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --strict-whitespace
// RUN: accc %s -o %t.accc 2>/dev/null && env OMP_NUM_THREADS=4 %t.accc > %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c 2>/dev/null && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=1 %t.clang | cmp - %t.expected
// RUN: env OMP_NUM_THREADS=4 %t.clang | cmp - %t.expected
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.clang | cmp - %t.expected
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold" %s -o %t.gcc.c 2>/dev/null
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | cmp - %t.expected
// RUN: FileCheck %s --check-prefix=RESULT < %t.expected
// RESULT: 378 94.5 378 189 94.5 4950 99 4950

#include <stdio.h>
#define N 64

static double a[N], b[N], c[N * N];

void kernels(int n, double x) {
  double sum = 0.0, mx = 0.0;
  int i, j;
  #pragma acc parallel loop copyin(b[0:n]) copyout(a[0:n])
  // CHECK:  #pragma omp target teams distribute map(ompx_hold, to: b[0:n]) map(ompx_hold, from: a[0:n]) num_teams(omp_get_max_threads())
  for (int k = 0; k < n; k++)
    a[k] = 2 * b[k];
  #pragma acc parallel loop gang vector vector_length(8) reduction(+:sum)
  // CHECK:  #pragma omp target teams distribute simd num_teams(omp_get_max_threads()) reduction(+:sum) simdlen(8)
  for (int k = 0; k < n; k++)
    sum += a[k];
  #pragma acc parallel num_gangs(4) num_workers(2) copy(c) firstprivate(x)
  // CHECK:  #pragma omp target teams map(ompx_hold, tofrom: c) num_teams(4) firstprivate(x)
  {
    #pragma acc loop gang
    // CHECK:    #pragma omp distribute
    for (i = 0; i < n; i++) {
      #pragma acc loop worker
      // CHECK:      #pragma omp parallel for num_threads(2)
      for (j = 0; j < n; j++)
        c[i * n + j] = x * i + j;
    }
  }
  #pragma acc parallel loop gang vector collapse(2) reduction(max:mx)
  // CHECK:  #pragma omp target teams distribute simd num_teams(omp_get_max_threads()) reduction(max:mx) collapse(2)
  for (int p = 0; p < n; p++)
    for (int q = 0; q < n; q++)
      mx = mx > c[p * n + q] ? mx : c[p * n + q];
  // The seq loop's directive line is gone.
  // CHECK:  #pragma omp target teams map(ompx_hold, tofrom: a[0:n]) num_teams(1) thread_limit(1)
  // CHECK-NEXT:  {
  // CHECK-NEXT:    for (int k = 1; k < n; k++)
  #pragma acc serial copy(a[0:n])
  {
    #pragma acc loop seq
    for (int k = 1; k < n; k++)
      a[k] += a[k - 1];
  }
  // vector and worker loops with no gang loop around them get Clacc's
  // implicit gang.
  #pragma acc parallel loop vector if(n > 1)
  // CHECK:  #pragma omp target teams distribute simd num_teams(omp_get_max_threads()) if(n > 1)
  for (int k = 0; k < n; k++)
    b[k] = k;
  #pragma acc parallel loop worker private(j)
  // CHECK:  #pragma omp target teams distribute parallel for num_teams(omp_get_max_threads()) private(j)
  for (int k = 0; k < n; k++) {
    j = k * 2;
    b[k] += j;
  }
  printf("%g %g %g %g %g ", sum, mx, a[n - 1], b[n - 1], c[n * n - 1]);
}

void reductions(void) {
  double s = 0.0, t = 0.0;
  unsigned m = 0;
  #pragma acc parallel reduction(+:t)
  // CHECK:  #pragma omp target teams num_teams(omp_get_max_threads()) reduction(+:t) reduction(+:s) reduction(max:m)
  {
    #pragma acc loop gang reduction(+:s) reduction(max:m)
    // CHECK:    #pragma omp distribute
    for (int i = 0; i < 100; i++) {
      s += i;
      m = m > (unsigned)i ? m : (unsigned)i;
      t += i;
    }
  }
  printf("%g %u %g\n", s, m, t);
}

int main(void) {
  for (int k = 0; k < N; k++)
    b[k] = k % 7;
  kernels(N, 0.5);
  reductions();
  return 0;
}
