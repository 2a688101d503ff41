// Activity queues overlap in accc's host builds: an async construct runs
// beside the host thread that enqueued it, and beside the constructs of
// other queues (each queue's tasks run on a thread of its own: accc points
// MLIR's task calls to the runtime's). Each construct below spins
// until a flag is set by code that can run only while it spins (the host
// after the enqueue; the construct of another queue), with a bound: a
// synchronous schedule ends each spin at its bound and prints 0.
// RUN: accc -O1 %s -o %t
// RUN: %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=8 %t | FileCheck %s
// RUN: accc -O1 -acc2omp-options=fake-async-wait %s -o %t.sync && %t.sync | FileCheck %s --check-prefix=SYNC
// RUN: accc -S -emit-llvm %s -o - | FileCheck %s --check-prefix=LLVM
// LLVM-NOT: __kmpc_omp_task
// LLVM: call ptr @__acc2omp_task_alloc(
// LLVM: call i32 @__acc2omp_task_with_deps(
// CHECK: host overlap: 1
// CHECK-NEXT: queue overlap: 1
// SYNC: host overlap: 0
// SYNC-NEXT: queue overlap: 0
#include <openacc.h>
#include <stdio.h>

#define BOUND 2000000000L

int main(void) {
  int flags[2] = {0, 0}, seen[2] = {0, 0};
  int *flag = flags, *saw = seen;
#pragma acc serial copy(flag[0:2], saw[0:2]) async(1)
  {
    volatile int *f = flag;
    for (long i = 0; i < BOUND && !f[0]; i++)
      ;
    saw[0] = f[0];
  }
  ((volatile int *)flag)[0] = 1;
  acc_wait(1);
#pragma acc serial copy(flag[0:2], saw[0:2]) async(2)
  {
    volatile int *f = flag;
    for (long i = 0; i < BOUND && !f[1]; i++)
      ;
    saw[1] = f[1];
  }
#pragma acc serial copy(flag[0:2]) async(3)
  {
    volatile int *f = flag;
    f[1] = 1;
  }
#pragma acc wait
  printf("host overlap: %d\nqueue overlap: %d\n", saw[0], saw[1]);
  return 0;
}
