// REQUIRES: cuda
// On an NVIDIA GPU: a gang loop with a vector loop and its reduction
// inside (run sequentially per row), libclc's math (sin, exp, pow), atomic
// capture, a global array implicitly copied, gang-redundant code of
// num_gangs(4), printf in a serial region; the output is the host's (but
// for the gangs: libomp may run fewer teams than num_teams asks, on fewer
// cores).
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t -lm
// RUN: env ACC_DEVICE_TYPE=host %t | grep -v gangs > %t.host
// RUN: env ACC_DEVICE_TYPE=nvidia %t | grep -v gangs | diff %t.host -
// RUN: env ACC_DEVICE_TYPE=nvidia %t | FileCheck %s
// CHECK: rows: 1.0486e+06
// CHECK: math: 3618.5
// CHECK: slots: 100 distinct 1
// CHECK: global: 4950
// CHECK: gangs: 4
// CHECK: serial: 42 3.50
#include <math.h>
#include <stdio.h>

#define N 512
double table[100];

int main(void) {
  static double a[N][N], y[N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) a[i][j] = (i + j) % 17;
#pragma acc parallel loop gang copyin(a) copyout(y)
  for (int i = 0; i < N; i++) {
    double sum = 0;
#pragma acc loop vector reduction(+ : sum)
    for (int j = 0; j < N; j++) sum += a[i][j] * 0.5;
    y[i] = sum;
  }
  double total = 0;
  for (int i = 0; i < N; i++) total += y[i];
  printf("rows: %.4e\n", total);

  double m = 0;
#pragma acc parallel loop reduction(+ : m)
  for (int i = 0; i < 1000; i++)
    m += sin(i * 0.01) + exp(i * 0.001) + pow(1.001, i);
  printf("math: %.1f\n", m);

  int count = 0, slot[100];
#pragma acc parallel loop copy(count) copyout(slot)
  for (int i = 0; i < 100; i++) {
    int s;
#pragma acc atomic capture
    s = count++;
    slot[i] = s;
  }
  int seen[100] = {0}, distinct = 1;
  for (int i = 0; i < 100; i++) {
    if (slot[i] < 0 || slot[i] >= 100 || seen[slot[i]]++) distinct = 0;
  }
  printf("slots: %d distinct %d\n", count, distinct);

  for (int i = 0; i < 100; i++) table[i] = 0;
#pragma acc parallel loop
  for (int i = 0; i < 100; i++) table[i] = i;
  double g = 0;
  for (int i = 0; i < 100; i++) g += table[i];
  printf("global: %.0f\n", g);

  int gangs = 0;
#pragma acc parallel num_gangs(4) copy(gangs)
  {
#pragma acc atomic update
    gangs++;
  }
  printf("gangs: %d\n", gangs);
  fflush(stdout);

  int n = 42;
  double x = 3.5;
#pragma acc serial copyin(n, x)
  printf("serial: %d %.2f\n", n, x);
  return 0;
}
