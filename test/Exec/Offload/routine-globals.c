// Routines that use global variables (declared, as OpenACC asks): on a GPU
// their device copies take the globals' device addresses as parameters;
// the host version of the region calls host copies that do the same, so
// that on the emulated discrete device the routine works on the device
// copies too (the host's copy changes only with `update self`). A routine
// with narrow parameters keeps their attributes (zeroext, signext) beside
// the added ones.
//
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t
// RUN: env ACC_DEVICE_TYPE=host_discrete %t | FileCheck %s --check-prefixes=CHECK,DEV
// RUN: env ACC_DEVICE_TYPE=host %t | FileCheck %s --check-prefixes=CHECK,HOST
#include <stdio.h>

double lut[256];
#pragma acc declare copyin(lut)
int hist[4];
#pragma acc declare create(hist)

#pragma acc routine seq
static double lookup(unsigned char c, short s) { return lut[c] + s; }

#pragma acc routine seq
static void bump(int k) {
#pragma acc atomic update
  hist[k % 4]++;
}

int main(void) {
  for (int i = 0; i < 256; i++) lut[i] = i;
#pragma acc update device(lut)
  double t = 0;
#pragma acc parallel loop reduction(+ : t)
  for (int i = 0; i < 256; i++) t += lookup((unsigned char)i, (short)1);
  // CHECK: lookup: 32896
  printf("lookup: %g\n", t);

  for (int k = 0; k < 4; k++) hist[k] = 0;
#pragma acc update device(hist)
#pragma acc parallel loop
  for (int i = 0; i < 100; i++) bump(i);
  // The device's copy counted; the host's is stale until update self.
  // DEV: before update: 0 0 0 0
  // HOST: before update: 25 25 25 25
  printf("before update: %d %d %d %d\n", hist[0], hist[1], hist[2], hist[3]);
#pragma acc update self(hist)
  // CHECK: after update: 25 25 25 25
  printf("after update: %d %d %d %d\n", hist[0], hist[1], hist[2], hist[3]);
  return 0;
}
