// -fopenacc-print=omp of a file whose own header tests `_OPENACC`: the
// translation defines it first, as for a use in the file itself, so that
// the header selects the code it selected as OpenACC (the printed OpenMP
// took the header's other branch: a different program, and the V&V suite's
// tests did not compile). The warning names the header's use. The OpenMP
// builds with clang-22 and gcc (with the runtime's header and library: the
// selected code calls it) and prints what accc's executable prints.
//
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c 2> %t.warnings
// RUN: FileCheck %s --input-file=%t.omp.c --match-full-lines
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t.warnings
// RUN: accc %s -o %t.accc && %t.accc > %t.expected
// RUN: FileCheck %s --check-prefix=RESULT --input-file=%t.expected
// RUN: clang -fopenmp -w -I%S %t.omp.c -o %t.clang %acc_runtime && %t.clang | cmp - %t.expected
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c 2>/dev/null
// RUN: gcc -fopenmp -foffload=disable -w -I%S %t.gcc.c -o %t.gcc %acc_runtime && %t.gcc | cmp - %t.expected
//
// CHECK:#define _OPENACC 202506
// CHECK-NEXT:// -fopenacc-print=omp of a file whose own header tests `_OPENACC`: the
// WARN: {{.*}}Inputs/openacc-macro.h:3:8: warning: '_OPENACC' is used: '#define _OPENACC 202506' is inserted at the start of the OpenMP translation so that it selects the same code
// RESULT: on_acc 1 devices 1 sum 4950 queue 3
// openacc.h comes through the header: `set default_async` is the runtime's
// call (it was dropped: the main file does not include openacc.h itself).
// CHECK: acc_set_default_async(3);

#include "Inputs/openacc-macro.h"
#include <stdio.h>

int main(void) {
  int a[100];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 100; i++)
    a[i] = i;
  long sum = 0;
  for (int i = 0; i < 100; i++)
    sum += a[i];
#pragma acc set default_async(3)
#if ON_ACC
  int devices = acc_get_num_devices(acc_device_host);
  int queue = acc_get_default_async();
#else
  int devices = 0, queue = 0;
#endif
  printf("on_acc %d devices %d sum %ld queue %d\n", ON_ACC, devices, sum, queue);
  return 0;
}
