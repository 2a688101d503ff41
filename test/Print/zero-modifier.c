// The zero modifier of create and copyout printed as OpenMP, whose maps
// do not zero what they allocate: before the directive, whether the data
// is absent from a device that is not the host (omp_target_is_present,
// declared weak: a host-only libomp has none); after the map, where the
// directive made it present, a `target` loop that zeroes its bytes. On
// `enter data` and a function's `declare` the loop follows the directive;
// on `data` and `kernels` it starts the region (a block around a
// statement that is not one); a compute construct's zeroed maps go first in
// a `target data` around it (its condition evaluated once, into a local
// both name), the loop before the construct. On the host (these runs)
// nothing is zeroed: the constructs see the host's values, as accc's own
// host build. Built by clang-22 and gcc, and the acc-omp form by accc.
//
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && FileCheck %s --check-prefix=PRINT --match-full-lines < %t.omp.c
// RUN: clang -fopenmp -w %t.omp.c -o %t.clang && env OMP_NUM_THREADS=3 %t.clang | FileCheck %s
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c && gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=3 %t.gcc | FileCheck %s
// RUN: accc %s -o %t && env OMP_NUM_THREADS=3 %t | FileCheck %s
// RUN: accc -fopenacc-print=acc-omp %s -o %t.acc-omp.c && accc -w %t.acc-omp.c -o %t.acc-omp && %t.acc-omp | FileCheck %s
// RUN: not accc -fopenacc-print=omp -DASYNC %s -o %t.bad.c 2>&1 | FileCheck %s --check-prefix=ASYNC
// RUN: not accc -fopenacc-print=omp -DFILE_SCOPE %s -o %t.bad.c 2>&1 | FileCheck %s --check-prefix=FILE
// RUN: not test -e %t.bad.c
//
// CHECK: data 54 kernels 1 12 parallel 2 declare 9
//
// PRINT:      #include <omp.h>
// PRINT-NEXT: #pragma weak omp_target_is_present
// `data` over a statement that is not a block; a pointer's section.
// PRINT-LABEL: int data(void) {
// PRINT:      {
// PRINT-NEXT: const int acc2omp_zero0 = omp_get_default_device() != omp_get_initial_device() && omp_target_is_present && !omp_target_is_present(&b, omp_get_default_device());
// PRINT-NEXT: const int acc2omp_zero1 = omp_get_default_device() != omp_get_initial_device() && omp_target_is_present && !omp_target_is_present(&p[4], omp_get_default_device());
// PRINT-NEXT: #pragma omp target data map(ompx_hold, alloc: b) map(ompx_hold, from: p[4:4])
// PRINT-NEXT: {
// PRINT-NEXT:   if (acc2omp_zero0 && omp_target_is_present(&b, omp_get_default_device())) {
// PRINT-NEXT:   #pragma omp target teams distribute parallel for map(alloc: b)
// PRINT-NEXT:     for (unsigned long acc2omp_byte = 0; acc2omp_byte < sizeof b; ++acc2omp_byte)
// PRINT-NEXT:       ((unsigned char *)(&b))[acc2omp_byte] = 0;
// PRINT-NEXT:   }
// PRINT-NEXT:   if (acc2omp_zero1 && omp_target_is_present(&p[4], omp_get_default_device())) {
// PRINT-NEXT:   #pragma omp target teams distribute parallel for map(alloc: p[4:4])
// PRINT-NEXT:     for (unsigned long acc2omp_byte = 0; acc2omp_byte < (4) * sizeof p[0]; ++acc2omp_byte)
// PRINT-NEXT:       ((unsigned char *)(&p[4]))[acc2omp_byte] = 0;
// PRINT-NEXT:   }
// PRINT-NEXT: #pragma omp target teams distribute map(ompx_hold, present, alloc: b) num_teams(omp_get_max_threads())
// PRINT-NEXT:   for (int i = 0; i < N; i++)
// PRINT-NEXT:     b[i] += 1;
// PRINT-NEXT: }
// PRINT-NEXT: }
// `kernels` under `if`: the zeroing starts its region.
// PRINT-LABEL: int kernels(int use) {
// PRINT:      const int acc2omp_kernels_if = (use) != 0;
// PRINT:      #pragma omp target data if(acc2omp_kernels_if) map(ompx_hold, from: a)
// PRINT-NEXT:   {
// PRINT-NEXT:     if (acc2omp_zero0 && omp_target_is_present(&a, omp_get_default_device())) {
// A compute construct: its zeroed maps in a target data around it, its
// condition a local.
// PRINT-LABEL: int parallel(int use) {
// PRINT:      const int acc2omp_zero_if = (use > 0) != 0;
// PRINT-NEXT: #pragma omp target data if(acc2omp_zero_if) map(ompx_hold, from: b)
// PRINT-NEXT: {
// PRINT-NEXT: if (acc2omp_zero0 && omp_target_is_present(&b, omp_get_default_device())) {
// PRINT:      #pragma omp target teams map(ompx_hold, from: b) num_teams(1) if(acc2omp_zero_if)
// A function's declare: after its enter data.
// PRINT-LABEL: int declare(void) {
// PRINT:      #pragma omp target enter data map(alloc: x)
// PRINT-NEXT: if (acc2omp_zero0 && omp_target_is_present(&x, omp_get_default_device())) {
//
// ASYNC: zero-modifier.c:[[@LINE+4]]:1: error: unsupported: printing the 'zero' modifier on 'parallel loop' with 'async' as OpenMP (the printer's zeroing runs when the directive is encountered, before its queue maps the data)
// FILE: zero-modifier.c:[[@LINE+11]]:1: error: unsupported: printing the 'zero' modifier on a file-scope 'declare' of a variable with an initializer as OpenMP (its 'declare target' copy starts as the initializer's image, and no statement runs before 'main' to zero it; one without an initializer starts zeroed)
#ifdef ASYNC
int bad(int *a) {
#pragma acc parallel loop copyout(zero: a[0:4]) async(1)
  for (int i = 0; i < 4; i++)
    a[i] = i;
  return 0;
}
#endif
#ifdef FILE_SCOPE
int g[4] = {1, 2, 3, 4};
#pragma acc declare create(zero: g)
#endif
#include <stdio.h>
#define N 16

int data(void) {
  int a[N], b[N], *p = a;
  for (int i = 0; i < N; i++)
    a[i] = b[i] = 4;
#pragma acc data create(zero: b) copyout(zero: p[4:4])
#pragma acc parallel loop present(b)
  for (int i = 0; i < N; i++)
    b[i] += 1;
  return 10 * b[3] + p[5];
}

int kernels(int use) {
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = use;
#pragma acc kernels copyout(zero: a) if(use)
  {
    for (int i = 0; i < N; i += 2)
      a[i] += 1;
  }
  return a[0] + 10 * a[1];
}

int parallel(int use) {
  int b[N] = {1};
#pragma acc parallel copyout(zero: b) if(use > 0)
  b[0] += 1;
  return b[0];
}

int declare(void) {
  int x[4] = {8, 8, 8, 8};
#pragma acc declare create(zero: x)
#pragma acc parallel loop present(x)
  for (int i = 0; i < 4; i++)
    x[i] += 1;
  return x[0];
}

int main(void) {
  printf("data %d kernels %d %d parallel %d declare %d\n", data(), kernels(0),
         kernels(1), parallel(1), declare());
  return 0;
}
