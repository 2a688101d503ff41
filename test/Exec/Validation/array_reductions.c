// A validation-style test of reductions of arrays, array sections and
// array elements (OpenACC 3.3 §2.5.15: "a list item may be an array, a
// subarray or an array element of scalars"): every operator on integer,
// unsigned and floating-point arrays, on parallel and serial constructs,
// combined constructs, kernels loops and loops at every level (gang,
// worker, vector), sections of pointers and arrays, one element. Each
// element is reduced on its own. main returns the bitmask of failed
// sub-tests. Run on 1, 2, 4 threads (one team per thread, and several
// threads per team: KMP_TEAMS_THREAD_LIMIT); printed as OpenMP's
// reduction of arrays and array sections, built by clang-22 and gcc; on the
// emulated device (the GPU reduces element by element).
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=8 %t
// RUN: accc -O3 -march=native %s -o %t.o3 && env OMP_NUM_THREADS=3 %t.o3
// RUN: accc -emit-mlir=omp %s | FileCheck %s
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && FileCheck %s --check-prefix=PRINT < %t.omp.c
// RUN: clang -fopenmp -w -I%S %t.omp.c -o %t.clang %acc_runtime && env OMP_NUM_THREADS=2 %t.clang
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c && gcc -fopenmp -foffload=disable -w -I%S %t.gcc.c -o %t.gcc %acc_runtime && env OMP_NUM_THREADS=2 %t.gcc
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu
// RUN: accc --offload-arch=sm_90 -emit-mlir=gpu %s | FileCheck %s --check-prefix=KERNEL
// RUN: not accc -DTWO_TYPES -c %s -o %t.two.o 2>&1 | FileCheck %s --check-prefix=TWO
//
// The reduction by reference: a private array from the alloc region, the
// identity in every element, an elementwise combiner.
// CHECK:       omp.declare_reduction @acc2omp.reduction.add.llvm_array_8_x_i32 : !llvm.ptr alloc {
// CHECK:         llvm.alloca %{{.*}} x !llvm.array<8 x i32>
// CHECK:       } init {
// CHECK:         scf.for
// CHECK:           llvm.store
// CHECK:       } combiner {
// CHECK:         scf.for
// CHECK:           arith.addi
// CHECK-LABEL: func.func @test1(
// CHECK:         omp.teams {{.*}}reduction(byref @acc2omp.reduction.add.llvm_array_8_x_i32
// A vector loop's lanes would share the private array: it runs as threads.
// CHECK-LABEL: func.func @test3(
// CHECK:         omp.wsloop {{.*}}reduction(byref @acc2omp.reduction.add.llvm_array_8_x_i32
// CHECK:         omp.wsloop {{.*}}reduction(byref @acc2omp.reduction.add.llvm_array_8_x_i32
// CHECK-NOT:     omp.simd
// CHECK-LABEL: func.func @test4(
// A section: the variable at its start, of the section's array type.
// CHECK-LABEL: func.func @test5(
// CHECK:         omp.map.info var_ptr(%{{.*}} : !llvm.ptr, !llvm.array<4 x f64>) {{.*}}name = "p[2:4]"
// CHECK:         reduction(byref @acc2omp.reduction.mul.llvm_array_4_x_f64
// On the GPU, element by element: a thread's partial array, each element
// combined over the block and then into the variable's element.
// KERNEL-LABEL: gpu.func @test1_kernel(
// KERNEL:         %[[PARTIAL:.*]] = llvm.alloca %{{.*}} x !llvm.array<8 x i32>
// KERNEL:         llvm.getelementptr %[[PARTIAL]][0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x i32>
// KERNEL:         gpu.shuffle xor
// KERNEL:         %[[E0:.*]] = llvm.getelementptr %[[VAR:.*]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x i32>
// KERNEL-NEXT:    llvm.atomicrmw add %[[E0]]
// KERNEL:         %[[E7:.*]] = llvm.getelementptr %[[VAR]][0, 7] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x i32>
// KERNEL-NEXT:    llvm.atomicrmw add %[[E7]]
// PRINT-LABEL: int test1(void)
// PRINT: #pragma omp target teams distribute {{.*}}reduction(+:a)
// PRINT-LABEL: int test5(void)
// PRINT: #pragma omp target teams distribute {{.*}}reduction(*:p[2:4])
#include "acc_testsuite.h"

#define K 8

/* reduction(+:a) of an int array on a combined construct (gang), and on
 * parallel with a gang loop inside (the construct's reduction). */
int test1(void) {
  int err = 0;
  int a[K], b[K];
  for (int k = 0; k < K; ++k)
    a[k] = b[k] = k;
#pragma acc parallel loop reduction(+:a)
  for (int x = 0; x < n; ++x)
    a[x % K] += x;
#pragma acc parallel reduction(+:b)
  {
#pragma acc loop gang reduction(+:b)
    for (int x = 0; x < n; ++x)
      b[x % K] += 2 * x;
  }
  for (int k = 0; k < K; ++k) {
    int sum = 0;
    for (int x = k; x < n; x += K)
      sum += x;
    if (a[k] != k + sum || b[k] != k + 2 * sum)
      err += 1;
  }
  return err;
}

/* Every operator on int, unsigned and double arrays (gang worker). */
int test2(void) {
  int err = 0;
  int add[K], mul[K], mx[K], mn[K], band[K], bor[K], bxor[K], land[K], lor[K];
  unsigned umx[K], umn[K];
  double dadd[K], dmul[K], dmx[K], dmn[K];
  for (int k = 0; k < K; ++k) {
    add[k] = 1; mul[k] = 1; mx[k] = -5; mn[k] = 5; band[k] = ~0; bor[k] = 0;
    bxor[k] = 0; land[k] = 1; lor[k] = 0; umx[k] = 0; umn[k] = ~0u;
    dadd[k] = 0.5; dmul[k] = 1; dmx[k] = -1e300; dmn[k] = 1e300;
  }
#pragma acc parallel loop gang worker reduction(+:add, dadd) reduction(*:mul, dmul) \
    reduction(max:mx, umx, dmx) reduction(min:mn, umn, dmn) reduction(&:band) \
    reduction(|:bor) reduction(^:bxor) reduction(&&:land) reduction(||:lor)
  for (int x = 0; x < 64; ++x) {
    int k = x % K;
    add[k] += x;
    dadd[k] += x;
    if (x < 16) {
      mul[k] *= 2;
      dmul[k] *= 0.5;
    }
    mx[k] = mx[k] > x - 10 ? mx[k] : x - 10;
    umx[k] = umx[k] > x * 100u ? umx[k] : x * 100u;
    dmx[k] = dmx[k] > x * 0.25 ? dmx[k] : x * 0.25;
    mn[k] = mn[k] < x - 10 ? mn[k] : x - 10;
    umn[k] = umn[k] < x + 3u ? umn[k] : x + 3u;
    dmn[k] = dmn[k] < x * 0.25 ? dmn[k] : x * 0.25;
    band[k] &= ~(1 << (x % 5));
    bor[k] |= 1 << (x % 7);
    bxor[k] ^= x;
    land[k] = land[k] && (x != 37);
    lor[k] = lor[k] || (x == 13);
  }
  for (int k = 0; k < K; ++k) {
    int sum = 0, last = 0, mask_and = ~0, mask_or = 0, x_or = 0, all = 1, any = 0;
    for (int x = k; x < 64; x += K) {
      sum += x;
      last = x;
      mask_and &= ~(1 << (x % 5));
      mask_or |= 1 << (x % 7);
      x_or ^= x;
      all = all && (x != 37);
      any = any || (x == 13);
    }
    if (add[k] != 1 + sum || dadd[k] != 0.5 + sum)
      err += 1;
    if (mul[k] != 4 || dmul[k] != 0.25)
      err += 1;
    if (mx[k] != last - 10 || umx[k] != last * 100u || dmx[k] != last * 0.25)
      err += 1;
    if (mn[k] != (k - 10 < 5 ? k - 10 : 5) || umn[k] != k + 3u || dmn[k] != k * 0.25)
      err += 1;
    if (band[k] != mask_and || bor[k] != mask_or || bxor[k] != x_or)
      err += 1;
    if (land[k] != all || lor[k] != any)
      err += 1;
  }
  return err;
}

/* A vector loop (its lanes would share the private array: it runs as
 * threads), a worker loop inside a gang loop (both reducing), a loop
 * reducing a section that starts at 0 of a copied array. */
int test3(void) {
  int err = 0;
  int a[K], v[K], w[K], g[K];
  for (int k = 0; k < K; ++k)
    a[k] = v[k] = w[k] = g[k] = 0;
  int idx[n];
  for (int x = 0; x < n; ++x)
    idx[x] = (x * 7) % K;
#pragma acc parallel loop vector reduction(+:a)
  for (int x = 0; x < n; ++x)
    a[idx[x]] += 1;
#pragma acc parallel loop gang vector reduction(+:v)
  for (int x = 0; x < 64 * n; ++x)
    v[x % 4] += x % 7; /* vectorized, lanes would update one element */
#pragma acc parallel copy(w)
  {
#pragma acc loop gang reduction(+:w)
    for (int y = 0; y < 4; ++y) {
#pragma acc loop worker reduction(+:w)
      for (int x = 0; x < n; ++x)
        w[x % K] += 1;
    }
  }
#pragma acc parallel copy(g)
  {
#pragma acc loop gang worker reduction(+:g[0:K])
    for (int x = 0; x < n; ++x)
      g[x % K] += 3;
  }
  for (int k = 0; k < K; ++k) {
    int sum = 0;
    for (int x = k; x < 64 * n && k < 4; x += 4)
      sum += x % 7;
    if (a[k] != n / K || v[k] != sum || w[k] != 4 * (n / K) || g[k] != 3 * (n / K))
      err += 1;
  }
  return err;
}

/* serial loop and kernels loop reductions of long and float arrays. */
int test4(void) {
  int err = 0;
  long m[3] = {1, 1, 1};
  float f[K];
  for (int k = 0; k < K; ++k)
    f[k] = 0;
#pragma acc serial loop reduction(*:m)
  for (int x = 1; x < 11; ++x) {
    m[0] *= x;
    m[2] *= 2;
  }
#pragma acc kernels loop independent reduction(+:f)
  for (int x = 0; x < n; ++x)
    f[x % K] += 0.5f;
  if (m[0] != 3628800 || m[1] != 1 || m[2] != 1024)
    err += 1;
  for (int k = 0; k < K; ++k)
    if (f[k] != 0.5f * (n / K))
      err += 1;
  return err;
}

/* Sections: of a pointer (with its copy), of an array from a run-time lower
 * bound (on the compute construct), one element of an array. */
int test5(void) {
  int err = 0;
  double *p = (double *)malloc(K * sizeof(double));
  int b[K], e[K];
  for (int k = 0; k < K; ++k) {
    p[k] = 1;
    b[k] = e[k] = k;
  }
  int lo = 3;
#pragma acc parallel loop reduction(*:p[2:4]) copy(p[0:K])
  for (int x = 0; x < 12; ++x)
    p[2 + x % 4] *= 2;
#pragma acc parallel reduction(max:b[lo:4])
  {
#pragma acc loop gang
    for (int x = 0; x < n; ++x)
      if (b[lo + x % 4] < x)
        b[lo + x % 4] = x;
  }
#pragma acc parallel loop reduction(+:e[5])
  for (int x = 0; x < n; ++x)
    e[5] += 1;
  for (int k = 0; k < K; ++k) {
    if (p[k] != (k >= 2 && k < 6 ? 8 : 1))
      err += 1;
    if (b[k] != (k >= 3 && k < 7 ? n - 4 + (k - 3) : k))
      err += 1;
    if (e[k] != (k == 5 ? 5 + n : k))
      err += 1;
  }
  free(p);
  return err;
}

/* Arrays of more than 64 elements (a GPU kernel reduces them in loops over
 * their elements, each thread combining its elements into the variable):
 * + on a 256-bin histogram (gang vector), max of 100 doubles (a
 * compare-and-swap loop per element), and a worker loop inside a gang loop
 * reducing 100 ints (the inner level combined over the block's threads). */
int test6(void) {
  int err = 0;
  long hist[256];
  double mx[100];
  int w[100];
  for (int k = 0; k < 256; ++k)
    hist[k] = 0;
  for (int k = 0; k < 100; ++k) {
    mx[k] = -1;
    w[k] = 0;
  }
#pragma acc parallel loop gang vector reduction(+:hist)
  for (int x = 0; x < 16 * n; ++x)
    hist[(x * 31) % 256] += 1;
#pragma acc parallel loop reduction(max:mx)
  for (int x = 0; x < n; ++x) {
    double v = (x * 37) % 1000;
    if (v > mx[x % 100])
      mx[x % 100] = v;
  }
#pragma acc parallel copy(w)
  {
#pragma acc loop gang reduction(+:w)
    for (int y = 0; y < 4; ++y) {
#pragma acc loop worker reduction(+:w)
      for (int x = 0; x < n; ++x)
        w[x % 100] += 1;
    }
  }
  for (int k = 0; k < 256; ++k)
    if (hist[k] != 16 * n / 256)
      err += 1;
  for (int k = 0; k < 100; ++k) {
    double expected = -1;
    int count = 0;
    for (int x = k; x < n; x += 100) {
      double v = (x * 37) % 1000;
      expected = v > expected ? v : expected;
      count += 1;
    }
    if (mx[k] != expected || w[k] != 4 * count)
      err += 1;
  }
  return err;
}


#ifdef TWO_TYPES
/* One team copy per variable: of one type. */
void two_types(void) {
  int a[K];
#pragma acc parallel copy(a)
  {
#pragma acc loop gang reduction(+:a[0:2])
    for (int x = 0; x < n; ++x)
      a[x % 2] += 1;
    // TWO: array_reductions.c:[[@LINE+2]]:5: error: unsupported: gang-level reductions of 'a' as !llvm.array<2 x i32> and as !llvm.array<8 x i32> in one construct
#pragma acc loop gang reduction(+:a)
    for (int x = 0; x < n; ++x)
      a[x % K] += 1;
  }
}
#endif

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  RUN_TEST(3, test3);
  RUN_TEST(4, test4);
  RUN_TEST(5, test5);
  RUN_TEST(6, test6);
  return failed;
}
