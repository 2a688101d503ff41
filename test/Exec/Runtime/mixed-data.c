// The data routines mixed with data clauses and constructs: the same
// computation with the directives alone, with the routines, and with both
// interleaved (enter data with acc_copyout, acc_copyin with exit data, a
// data construct around routines, acc_deviceptr in a deviceptr clause,
// acc_update_self next to update device) prints the same results on 1 and
// 4 threads.
//
// RUN: accc -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t | FileCheck %s
// CHECK: directives: 1.002e+06 2001 500
// CHECK-NEXT: routines: 1.002e+06 2001 500
// CHECK-NEXT: mixed: 1.002e+06 2001 500

#include <openacc.h>
#include <stdio.h>

#define N 1000

static void step(double *x, double *y, int n) {
#pragma acc parallel loop present(x[0:n], y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = 2.0 * x[i] + y[i];
}

static void report(const char *how, double *y, int *flags, int n) {
  double sum = 0.0, top = 0.0;
  int count = 0;
  for (int i = 0; i < n; i++) {
    sum += y[i];
    top = y[i] > top ? y[i] : top;
    count += flags[i];
  }
  printf("%s: %g %g %d\n", how, sum, top, count);
}

static void init(double *x, double *y, int *flags, int n) {
  for (int i = 0; i < n; i++) {
    x[i] = i;
    y[i] = 1.0;
    flags[i] = 0;
  }
}

int main(void) {
  static double x[N], y[N];
  static int flags[N];

  init(x, y, flags, N);
#pragma acc enter data copyin(x[0:N], y[0:N]) create(flags[0:N])
  step(x, y, N);
  for (int i = 0; i < N; i++)
    x[i] = 1.0;
#pragma acc update device(x[0:N])
  step(x, y, N);
#pragma acc parallel loop present(flags[0:N])
  for (int i = 0; i < N; i++)
    flags[i] = (i & 1) == 0 && i < 2048;
#pragma acc exit data copyout(y[0:N], flags[0:N]) delete(x[0:N])
  report("directives", y, flags, N);

  init(x, y, flags, N);
  acc_copyin(x, sizeof x);
  acc_copyin(y, sizeof y);
  acc_create(flags, sizeof flags);
  step(x, y, N);
  for (int i = 0; i < N; i++)
    x[i] = 1.0;
  acc_update_device(x, sizeof x);
  step(x, y, N);
  int *device_flags = acc_deviceptr(flags);
#pragma acc parallel loop deviceptr(device_flags)
  for (int i = 0; i < N; i++)
    device_flags[i] = (i & 1) == 0 && i < 2048;
  acc_copyout(y, sizeof y);
  acc_copyout(flags, sizeof flags);
  acc_delete(x, sizeof x);
  report("routines", y, flags, N);

  init(x, y, flags, N);
#pragma acc enter data copyin(x[0:N])
  acc_copyin(y, sizeof y);
#pragma acc data present_or_create(flags[0:N])
  {
    step(x, y, N);
    for (int i = 0; i < N; i++)
      x[i] = 1.0;
    acc_update_device(x, sizeof x);
    step(x, y, N);
#pragma acc parallel loop present(flags[0:N])
    for (int i = 0; i < N; i++)
      flags[i] = (i & 1) == 0 && i < 2048;
#pragma acc update self(flags[0:N])
    acc_update_self(y, sizeof y);
  }
  acc_copyout_finalize(y, sizeof y);
#pragma acc exit data delete(x[0:N]) finalize
  report("mixed", y, flags, N);
  return 0;
}
