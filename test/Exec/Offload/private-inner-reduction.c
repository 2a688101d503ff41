// An inner partitioned loop's reduction into a variable the outer gang
// loop makes private (`parallel loop gang private(s)`, `s = 0` in each
// iteration): on a GPU every thread runs its outer iterations with the
// inner loop sequential, into its own private copy. It was refused
// ("unsupported: a reduction on an inner partitioned loop of a variable the
// outer loop's iterations share"), though the racy form without `private`
// compiled; found by the OpenACC V&V suite
// (parallel_loop_reduction_and_loop.c, ..._multiply_vector_loop.c). Sums,
// `&&` of chars and products of doubles.
//
// RUN: accc -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t.gpu
// RUN: env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu | FileCheck %s
// RUN: accc -O2 --offload-arch=sm_90 -emit-mlir=gpu %s | FileCheck %s --check-prefix=KERNEL
// CHECK: sums 0 ands 0 products 0
// KERNEL-COUNT-3: gpu.func @main_kernel{{.*}} kernel
#include <stdio.h>

int main(void) {
  int a[1000], res[10], s = 0;
  for (int i = 0; i < 1000; ++i)
    a[i] = i;
#pragma acc parallel loop gang private(s) copyin(a) copyout(res)
  for (int x = 0; x < 10; ++x) {
    s = 0;
#pragma acc loop vector reduction(+ : s)
    for (int y = 0; y < 100; ++y)
      s += a[x * 100 + y];
    res[x] = s;
  }
  int sums = 0;
  for (int x = 0; x < 10; ++x) {
    int t = 0;
    for (int y = 0; y < 100; ++y)
      t += a[x * 100 + y];
    sums += t != res[x];
  }

  char b[1000], all[10], c = 1;
  for (int i = 0; i < 1000; ++i)
    b[i] = i % 97 != 5 || i / 100 % 2 == 0;
#pragma acc parallel loop gang private(c) copyin(b) copyout(all)
  for (int x = 0; x < 10; ++x) {
    c = 1;
#pragma acc loop vector reduction(&& : c)
    for (int y = 0; y < 100; ++y)
      c = c && b[x * 100 + y];
    all[x] = c;
  }
  int ands = 0;
  for (int x = 0; x < 10; ++x) {
    char t = 1;
    for (int y = 0; y < 100; ++y)
      t = t && b[x * 100 + y];
    ands += t != all[x];
  }

  double d[100], prod[10], p = 1;
  for (int i = 0; i < 100; ++i)
    d[i] = 1.0 + (i % 7) / 64.0;
#pragma acc parallel loop gang private(p) copyin(d) copyout(prod)
  for (int x = 0; x < 10; ++x) {
    p = 1;
#pragma acc loop worker vector reduction(* : p)
    for (int y = 0; y < 10; ++y)
      p *= d[x * 10 + y];
    prod[x] = p;
  }
  int products = 0;
  for (int x = 0; x < 10; ++x) {
    double t = 1;
    for (int y = 0; y < 10; ++y)
      t *= d[x * 10 + y];
    products += t / prod[x] > 1 + 1e-12 || prod[x] / t > 1 + 1e-12;
  }
  printf("sums %d ands %d products %d\n", sums, ands, products);
  return 0;
}
