// A kernel loop's bound that reads the construct's data (a data clause's,
// or a variable's that an enclosing data construct makes present): the
// host computes the bound before the launch (host_eval), and read it from
// the host's copy, which a device with memory of its own may not have
// updated (a serial construct changed it on the device: 40 iterations for
// 34). host_bounds now reads such values through the runtime's
// __acc2omp_device_view, which copies them from the device's copy when the
// data is present there (the host's own address otherwise). A
// firstprivate's value is the variable's at the construct's start: read
// directly. Found by differential testing.
//
// RUN: accc -O1 %s -o %t && env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu
// RUN: env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=host %t.gpu | FileCheck %s
// RUN: accc -O1 -emit-mlir=omp %s | FileCheck %s --check-prefix=IR
// CHECK: 34 34
// CHECK-NEXT: 34 34
// CHECK-NEXT: 34 34
// CHECK-NEXT: 34 34
// CHECK-NEXT: 5 5
//
// The data's bounds through the view, the firstprivate's not.
// IR: %[[VIEW:.*]] = llvm.call @__acc2omp_device_view(%{{.*}}, %{{.*}}) : (!llvm.ptr, i64) -> !llvm.ptr
// IR-NEXT: llvm.load %[[VIEW]] {{.*}}: !llvm.ptr -> i32
// IR: llvm.call @__acc2omp_device_view
// IR: llvm.call @__acc2omp_device_view
// IR: llvm.call @__acc2omp_device_view
// IR-NOT: llvm.call @__acc2omp_device_view
// IR: omp.target host_eval
#include <stdio.h>
#include <stdlib.h>
#define N 50

int main(void) {
  volatile int vol = 0;
  int a[N], nb[2] = {40 + vol, 30}, n = 40 + vol, m = 3 + vol;
  long h = 0;
  /* An element of an array an enclosing data construct holds. */
  for (int i = 0; i < N; i++)
    a[i] = 0;
#pragma acc data copy(a, nb)
  {
#pragma acc serial
    nb[0] -= 6;
#pragma acc parallel loop gang
    for (int i = 0; i < nb[0]; i++)
      a[i] = 1;
  }
  for (int i = 0; i < N; i++)
    h += a[i];
  printf("%ld %d\n", h, nb[0]);
  /* A scalar an enclosing data construct holds (the construct uses the
     present copy). */
  h = 0;
  for (int i = 0; i < N; i++)
    a[i] = 0;
#pragma acc data copy(a, n)
  {
#pragma acc serial
    n -= 6;
#pragma acc parallel loop gang
    for (int i = 0; i < n; i++)
      a[i] = 1;
  }
  for (int i = 0; i < N; i++)
    h += a[i];
  printf("%ld %d\n", h, n);
  /* The construct's own data clause, present already. */
  h = 0;
  nb[0] = 40 + vol;
  for (int i = 0; i < N; i++)
    a[i] = 0;
#pragma acc data copy(nb)
  {
#pragma acc serial present(nb)
    nb[0] -= 6;
#pragma acc parallel loop gang copy(a) present(nb)
    for (int i = 0; i < nb[0]; i++)
      a[i] = 1;
  }
  for (int i = 0; i < N; i++)
    h += a[i];
  printf("%ld %d\n", h, nb[0]);
  /* Data a pointer points to, a section an enclosing data construct
     holds. */
  long *lim = (long *)malloc(sizeof(long) * 2);
  lim[0] = 40 + vol;
  lim[1] = 0;
  h = 0;
  for (int i = 0; i < N; i++)
    a[i] = 0;
#pragma acc data copy(lim[0:2], a)
  {
#pragma acc serial
    lim[0] -= 6;
#pragma acc parallel loop
    for (int i = 0; i < lim[0]; i++)
      a[i] = 1;
  }
  for (int i = 0; i < N; i++)
    h += a[i];
  printf("%ld %ld\n", h, lim[0]);
  free(lim);
  /* A firstprivate: the host's value at the construct's start. */
  h = 0;
  for (int i = 0; i < N; i++)
    a[i] = 0;
#pragma acc parallel loop gang firstprivate(m) copy(a)
  for (int i = 0; i < m + 2; i++)
    a[i] = 1;
  for (int i = 0; i < N; i++)
    h += a[i];
  printf("%ld %d\n", h, m + 2);
  return 0;
}
