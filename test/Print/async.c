// Activity queues when printing OpenMP: accc prints with fake-async-wait
// (unless told otherwise), so async work is printed synchronously, a
// conforming schedule that clang-22 builds and runs; with
// fake-async-wait=false each async construct is a located error (the
// runtime counts a queue's tasks, which OpenMP's 'nowait depend' would not
// keep), and no output is written.
//
// RUN: accc -fopenacc-print=omp %s -o %t.c
// RUN: FileCheck %s --check-prefix=SYNC < %t.c
// RUN: clang -fopenmp -w %t.c -o %t && %t | FileCheck %s --check-prefix=OUT
// RUN: not accc -fopenacc-print=omp -acc2omp-options=fake-async-wait=false %s -o %t.queues.c 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not ls %t.queues.c
// SYNC:      #pragma omp target teams distribute map(ompx_hold, tofrom: a) num_teams(omp_get_max_threads()){{$}}
// SYNC:      #pragma omp taskwait{{$}}
// OUT: a[9] = 18
#include <stdio.h>

int main(void) {
  int a[10];
  for (int i = 0; i < 10; i++)
    a[i] = i;
#pragma acc parallel loop copy(a) async(1)
  // CHECK: async.c:[[@LINE-1]]:1: error: unsupported: printing an activity queue as OpenMP (async without fake-async-wait: the runtime counts each queue's tasks, which OpenMP's 'nowait depend' would not); without -acc2omp-options=fake-async-wait=false accc prints async work synchronously
  for (int i = 0; i < 10; i++)
    a[i] *= 2;
#pragma acc wait
  // CHECK: async.c:[[@LINE-1]]:1: error: unsupported: printing the 'wait' directive as OpenMP
  printf("a[9] = %d\n", a[9]);
  return 0;
}
