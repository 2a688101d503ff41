// Kernel shapes, one by one, on the emulated discrete device here; the same
// executable's GPU kernels print the same on an NVIDIA GPU
// (scripts/exec-matrix.sh compares them there): reductions of every
// operator and type a kernel combines, steps down and inclusive bounds,
// collapse(3) with odd sizes, gang worker vector, firstprivate pointers,
// device functions with math calls, update if_present.
//
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t -lm
// RUN: env ACC_DEVICE_TYPE=host_discrete %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=host %t | FileCheck %s
// RUN: accc -O2 %s -o %t.host -lm && %t.host | FileCheck %s
// The sequential program (clang without OpenACC) prints the same:
// RUN: clang -O2 -w %s -o %t.seq -lm && %t.seq | FileCheck %s
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#pragma acc routine seq
static double hyp(double a, double b) { return sqrt(a * a + b * b); }

#pragma acc routine seq
static double clampf64(double x) { return fmin(fmax(x, -2.0), 2.0); }

int main(void) {
  int n = 100003;
  double *x = malloc(n * sizeof *x);
  for (int i = 0; i < n; i++) x[i] = ((i * 37) % 1001) * 0.25 - 100.0;

  double sum = 1.5, mx = -1e300, mn = 1e300, prod = 1.0;
  long isum = 0, imax = -1, imin = 1L << 60, ixor = 0, iand = -1, ior = 0;
  unsigned umax = 0, umin = ~0u;
  int land = 1, lor = 0;
  float fsum = 0;
#pragma acc parallel loop gang vector copyin(x[0:n]) \
    reduction(+:sum) reduction(max:mx) reduction(min:mn) reduction(+:isum) \
    reduction(max:imax) reduction(min:imin) reduction(^:ixor) reduction(&:iand) \
    reduction(|:ior) reduction(max:umax) reduction(min:umin) reduction(&&:land) \
    reduction(||:lor) reduction(+:fsum)
  for (int i = 0; i < n; i++) {
    sum += x[i];
    mx = fmax(mx, x[i]);
    mn = x[i] < mn ? x[i] : mn;
    isum += i % 7;
    imax = i > imax ? i : imax;
    imin = i < imin ? i : imin;
    ixor ^= i;
    iand &= (i | 1);
    ior |= i & 1024;
    umax = (unsigned)i > umax ? (unsigned)i : umax;
    umin = (unsigned)(i + 5) < umin ? (unsigned)(i + 5) : umin;
    land = land && x[i] > -101;
    lor = lor || x[i] > 149;
    fsum += (float)(i % 3);
  }
  // CHECK: sum 2499610.25 max 150.00 min -100.00
  printf("sum %.2f max %.2f min %.2f\n", sum, mx, mn);
  // CHECK: ints 300006 100002 0 100003 1 1024 100002 5 1 1 fsum 100002
  printf("ints %ld %ld %ld %ld %ld %ld %u %u %d %d fsum %.0f\n", isum, imax, imin, ixor, iand,
         ior, umax, umin, land, lor, fsum);

#pragma acc parallel loop gang worker vector copyin(x[0:64]) reduction(*:prod)
  for (int i = 0; i < 64; i++) prod *= 1.0 + (i % 4 == 0) * 0.5;
  // CHECK: prod 656.84
  printf("prod %.2f\n", prod);

  // Steps down, inclusive bounds, a step of 3.
  int *hits = calloc(n, sizeof *hits);
#pragma acc parallel loop copy(hits[0:n])
  for (int i = n - 1; i >= 10; i -= 3) hits[i] += 1;
#pragma acc parallel loop copy(hits[0:n])
  for (int i = 0; i <= 50; i++) hits[i] += 2;
  long h = 0;
  for (int i = 0; i < n; i++) h += (long)hits[i] * (i % 11 + 1);
  // CHECK: steps 200566
  printf("steps %ld\n", h);

  // collapse(3) with odd sizes: each cell written once, by its own index.
  int a = 7, b = 13, c = 5;
  int *cube = calloc(a * b * c, sizeof *cube);
#pragma acc parallel loop collapse(3) copy(cube[0:a*b*c])
  for (int i = 0; i < a; i++)
    for (int j = 0; j < b; j++)
      for (int k = 0; k < c; k++) cube[(i * b + j) * c + k] += i * 10000 + j * 100 + k;
  long q = 0;
  for (int i = 0; i < a * b * c; i++) q += (long)cube[i] * (i + 1);
  // CHECK: collapse 4360837390
  printf("collapse %ld\n", q);

  // A firstprivate pointer to present data; device functions with math.
  double *y = malloc(n * sizeof *y);
  double *shifted = x + 1;
#pragma acc data copyin(x[0:n]) copyout(y[0:n])
  {
#pragma acc parallel loop firstprivate(shifted)
    for (int i = 0; i < n - 1; i++) y[i] = clampf64(hyp(shifted[i], 1.0) * 0.01);
  }
  double t = 0;
  for (int i = 0; i < n - 1; i++) t += y[i];
  // CHECK: routines 65084.3
  printf("routines %.1f\n", t);

  // update if_present of data that is not present: nothing happens.
  double lone[4] = {1, 2, 3, 4};
#pragma acc update device(lone) if_present
  // CHECK: if_present 10.0
  printf("if_present %.1f\n", lone[0] + lone[1] + lone[2] + lone[3]);
  free(x); free(y); free(hits); free(cube);
  return 0;
}
