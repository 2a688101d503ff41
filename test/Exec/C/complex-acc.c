// _Complex values in compute constructs: arrays of complex copied in and
// out, complex scalars firstprivate, private, copied and updated
// atomically, complex
// arithmetic (with the library's quotient) in routines, on 1, 2 and 4
// threads, printing what the program prints compiled by clang-22 without
// OpenACC.
//
// Host only with --offload-arch: complex multiplication and division call the
// compiler runtime's __muldc3 and __divdc3, which have no device version
// yet; accc --offload-arch says so at the construct.
// RUN: not accc --offload-arch=sm_90 %s -o %t.gpu 2>&1 | FileCheck %s --check-prefix=OFFLOAD
// OFFLOAD: error: unsupported: a call of '__{{muldc3|divdc3}}' in a GPU kernel
//
// RUN: accc -O2 %s -o %t
// RUN: clang-22 -O0 -Wno-unknown-pragmas -Wno-source-uses-openacc %s -o %t.ref
// RUN: %t.ref > %t.ref.out
// RUN: env OMP_NUM_THREADS=1 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=2 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=4 %t | diff %t.ref.out -
#include <complex.h>
#include <stdio.h>

#define N 256

double _Complex a[N], b[N];
float _Complex fa[N], fb[N];

#pragma acc routine seq
static double _Complex rotate(double _Complex z, double _Complex by) {
  return z * by / (1.0 + 1.0 * I);
}

#pragma acc routine seq
static float _Complex fscale(float _Complex w, float s) { return ~w * s; }

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = (i % 7) - 3.0 + (i % 5) * 0.5 * I;
    fa[i] = (float)(i % 3) + (float)(i % 4) * I;
  }
  double _Complex c = 2.0 * I - 0.5, t;
  double re = 0;
#pragma acc parallel loop copyin(a) copyout(b) firstprivate(c) private(t)
  for (int i = 0; i < N; i++) {
    t = a[i] * c;
    b[i] = rotate(t, c) + (t == a[i]) + conj(t);
  }
#pragma acc parallel loop copyin(fa) copyout(fb)
  for (int i = 0; i < N; i++)
    fb[i] = fscale(fa[i], 0.5f) * fa[(i + 1) % N];
  // (On the host: a parallel sum of these inexact values would depend on
  // the number of threads.)
  for (int i = 0; i < N; i++)
    re += creal(b[i]) - cimag(b[i]) + crealf(fb[i]);
  // Atomic updates of complex variables (a real operand keeps the
  // imaginary part).
  double _Complex az = 1.0 + 2.0 * I;
  float _Complex aw = 0;
#pragma acc parallel loop copy(az, aw)
  for (int i = 0; i < N; i++) {
#pragma acc atomic update
    az += 0.5;
#pragma acc atomic update
    aw = aw + (float _Complex)(2.0f * I);
  }
  printf("%a %a %a %a\n", creal(az), cimag(az), crealf(aw), cimagf(aw));
  double _Complex total = 0;
#pragma acc parallel copy(total)
  {
    total = c * c;
    __imag__ total += 1;
  }
  printf("%a\n", re);
  for (int i = 0; i < N; i += 37)
    printf("%a %a %a %a\n", creal(b[i]), cimag(b[i]), crealf(fb[i]), cimagf(fb[i]));
  printf("%a %a\n", creal(total), cimag(total));
  return 0;
}
