// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Device-resident lookup tables via declare: a global coefficient table and a local sine table.
// CHECK: acc.routine
// CHECK-LABEL: func.func @main
// CHECK: acc.declare_enter
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.update
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define TABLE_SIZE 256
#define NCOEF 6

/* Chebyshev-like smoothing weights used by device code. */
double weights[NCOEF] = {0.5, 0.25, 0.125, 0.0625, 0.03125, 0.03125};
#pragma acc declare copyin(weights)

#pragma acc routine seq
static double smooth(const double *table, int idx)
{
  double s = 0.0;
  for (int k = 0; k < NCOEF; k++)
    s += weights[k] * table[(idx + k) % TABLE_SIZE];
  return s;
}

int main(void)
{
  double table[TABLE_SIZE];
#pragma acc declare create(table)
  const double two_pi = 6.283185307179586;
  const int nq = 100000;
  double *q = (double *)malloc(nq * sizeof(double));

#pragma acc parallel loop present(table)
  for (int i = 0; i < TABLE_SIZE; i++)
    table[i] = sin(two_pi * i / TABLE_SIZE);

#pragma acc update self(table[0:TABLE_SIZE])

  double energy = 0.0;
#pragma acc parallel loop copyout(q[0:nq]) reduction(+:energy)
  for (int i = 0; i < nq; i++) {
    int idx = (i * 7) % TABLE_SIZE;
    q[i] = smooth(table, idx);
    energy += q[i] * q[i];
  }

  double host_check = 0.0;
  for (int i = 0; i < TABLE_SIZE; i += 32)
    host_check += fabs(table[i]);
  printf("declare_lookup_table: table[64]=%.6f table[200]=%.6f |sample|=%.6f\n",
         table[64], table[200], host_check);
  printf("declare_lookup_table: q[0]=%.6f q[nq-1]=%.6f energy=%.3f\n", q[0], q[nq - 1],
         energy);
  free(q);
  return 0;
}
