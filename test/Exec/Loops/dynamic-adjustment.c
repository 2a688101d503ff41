// A gang worker loop (MLIR's composite `distribute parallel for`, whose
// libomp entry `__kmpc_dist_for_static_init` asserts that the league has
// every team asked for) under OMP_DYNAMIC=true while the machine is busy:
// libomp's load balancing started fewer team threads and the program
// aborted ("Assertion failure at kmp_sched.cpp(547)", every run). accc
// turns the dynamic adjustment off around such a construct, on the queue's
// thread for an `async` one, and restores the program's setting after it.
//
// RUN: accc -O1 %s -o %t -lpthread
// RUN: env OMP_DYNAMIC=true OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: env OMP_DYNAMIC=true OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: env OMP_DYNAMIC=false OMP_NUM_THREADS=2 %t | FileCheck %s --check-prefix=STATIC
// RUN: env OMP_DYNAMIC=true OMP_NUM_THREADS=2 KMP_TEAMS_THREAD_LIMIT=8 %t | FileCheck %s
// CHECK: 12285 12285 dynamic 1
// STATIC: 12285 12285 dynamic 0

#include <omp.h>
#include <pthread.h>
#include <stdio.h>

static volatile int stop;

// Threads that keep the processors busy: libomp's load balancing counts
// the running threads of the process.
static void *spin(void *unused) {
  (void)unused;
  while (!stop)
    ;
  return NULL;
}

int main(void) {
  pthread_t busy[4];
  for (int t = 0; t < 4; t++)
    pthread_create(&busy[t], NULL, spin, NULL);
  static int a[4096], b[4096];
#pragma acc parallel loop gang worker copy(a)
  for (int i = 0; i < 4096; i++)
    a[i] = i % 7;
#pragma acc parallel loop gang worker copy(b) async(1)
  for (int i = 0; i < 4096; i++)
    b[i] = i % 7;
#pragma acc wait(1)
  stop = 1;
  for (int t = 0; t < 4; t++)
    pthread_join(busy[t], NULL);
  long total_a = 0, total_b = 0;
  for (int i = 0; i < 4096; i++) {
    total_a += a[i];
    total_b += b[i];
  }
  printf("%ld %ld dynamic %d\n", total_a, total_b, omp_get_dynamic());
  return 0;
}
