// A validation-style test of the loop clauses' arguments: gang(num:),
// gang(n), worker(num:), vector(length:) on loops of kernels regions and
// on kernels loop (the part's number of gangs, workers and lanes), with
// static: and dim:1, and collapse(force:n) on every loop construct with
// code between the loops. main returns the bitmask of failed sub-tests;
// run on 1, 2 and 4 threads, on the emulated device, and printed as
// OpenMP (built by clang-22 and gcc; gcc 12 collapses only perfectly
// nested loops: -fopenacc-print-target=gcc prints a collapse(force:n) nest
// without `collapse`, its outer loop the partitioned one).
//
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=2 %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w -I%S %t.omp.c -o %t.clang %acc_runtime && env OMP_NUM_THREADS=3 %t.clang
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w -I%S %t.gcc.c -o %t.gcc %acc_runtime && env OMP_NUM_THREADS=3 %t.gcc
// RUN: FileCheck %s --check-prefix=GCC < %t.gcc.c
// RUN: accc -fopenacc-print=omp %s | FileCheck %s --check-prefix=CLANG
// GCC-NOT: {{^}}#pragma omp {{.*}}collapse(
// CLANG: {{^}}#pragma omp target teams distribute {{.*}}collapse(2)
#include "acc_testsuite.h"

/* gang(num:) and worker(num:) on the loops of a kernels region, constant
 * and from a variable. */
int test1(void) {
  int err = 0, gangs = 4;
  real_t a[n], b[n];
  for (int x = 0; x < n; ++x)
    a[x] = x, b[x] = 0;
#pragma acc kernels copyin(a) copy(b)
  {
#pragma acc loop independent gang(num:gangs)
    for (int x = 0; x < n; ++x)
      b[x] = a[x] * 2;
#pragma acc loop independent gang(num:8) worker(num:2)
    for (int x = 0; x < n; ++x)
      b[x] += 1;
  }
  for (int x = 0; x < n; ++x)
    if (fabs(b[x] - (2 * a[x] + 1)) > PRECISION)
      err += 1;
  return err;
}

/* kernels loop gang(n) vector(m), NAS CG's form, and gang(num:)
 * worker(num:) vector(length:) with a reduction. */
int test2(void) {
  int err = 0, m = n / 2;
  real_t a[n], sum = 0;
  for (int x = 0; x < n; ++x)
    a[x] = 0;
#pragma acc kernels loop gang((n + 127) / 128) vector(128) independent copy(a)
  for (int x = 0; x < n; ++x)
    a[x] = x;
#pragma acc kernels loop gang(num:m / 64) worker(num:4) vector(length:16) independent reduction(+:sum) copyin(a)
  for (int x = 0; x < n; ++x)
    sum += a[x];
  if (fabs(sum - (real_t)n * (n - 1) / 2) > PRECISION)
    err += 1;
  return err;
}

/* gang(dim:1) (the one dimension of gangs) and gang(static:) with it. */
int test3(void) {
  int err = 0;
  real_t a[n];
#pragma acc parallel loop gang(dim:1) copyout(a)
  for (int x = 0; x < n; ++x)
    a[x] = x;
#pragma acc parallel loop gang(dim:1, static:4) copy(a)
  for (int x = 0; x < n; ++x)
    a[x] += 1;
  for (int x = 0; x < n; ++x)
    if (fabs(a[x] - (x + 1)) > PRECISION)
      err += 1;
  return err;
}

/* collapse(force:2) on parallel loop, serial loop and kernels loop: the
 * code before and after the inner loop runs in every iteration. */
int test4(void) {
  int err = 0;
  real_t a[32][32], b[32][32];
#pragma acc parallel loop collapse(force:2) copyout(a)
  for (int i = 0; i < 32; ++i) {
    real_t row = i * 100.0;
    for (int j = 0; j < 32; ++j)
      a[i][j] = row + j;
  }
#pragma acc serial loop collapse(force:2) copyout(b)
  for (int i = 0; i < 32; ++i) {
    int twice = 2 * i;
    for (int j = 0; j < 32; ++j)
      b[i][j] = twice + j;
  }
  for (int i = 0; i < 32; ++i)
    for (int j = 0; j < 32; ++j)
      if (fabs(a[i][j] - (i * 100.0 + j)) > PRECISION || fabs(b[i][j] - (2 * i + j)) > PRECISION)
        err += 1;
#pragma acc kernels loop independent collapse(force:2) copy(a)
  for (int i = 0; i < 32; ++i) {
    real_t scale = i + 1;
    for (int j = 0; j < 32; ++j)
      a[i][j] = scale * j;
    scale = 0; /* after the inner loop: runs in every iteration */
  }
  for (int i = 0; i < 32; ++i)
    for (int j = 0; j < 32; ++j)
      if (fabs(a[i][j] - (i + 1.0) * j) > PRECISION)
        err += 1;
  return err;
}

/* collapse(force:3) on a loop construct in a parallel region, with a
 * reduction, code at two levels. */
int test5(void) {
  int err = 0;
  real_t sum = 0;
#pragma acc parallel
  {
#pragma acc loop gang vector collapse(force:3) reduction(+:sum)
    for (int i = 0; i < 8; ++i) {
      int base = i * 64;
      for (int j = 0; j < 8; ++j) {
        int offset = base + j * 8;
        for (int k = 0; k < 8; ++k)
          sum += offset + k;
      }
    }
  }
  if (fabs(sum - 511.0 * 512 / 2) > PRECISION)
    err += 1;
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  RUN_TEST(3, test3);
  RUN_TEST(4, test4);
  RUN_TEST(5, test5);
  return failed;
}
