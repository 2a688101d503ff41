// private arrays and structs on vector loops (omp.simd): MLIR 22 gives the
// loop's SIMD lanes one private copy per thread and marks the loop's
// accesses parallel, so LLVM's vectorizer interleaved the lanes' uses of
// the one copy (at -O2 and -O3: "100 101 302 303 ..." for "0 101 202 303
// ..."; clang-22 compiles the printed `simd private(pa)` as wrongly).
// Such a loop's omp.simd gets safelen(1) (iterations in order: no parallel
// accesses, no vectorization), printed as such. Found by differential
// testing.
//
// RUN: accc -O2 %s -o %t && env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: accc -O3 %s -o %t && env OMP_NUM_THREADS=3 %t | FileCheck %s
// RUN: accc -O3 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=2 %t.gpu | FileCheck %s
// RUN: accc -emit-mlir=omp %s | FileCheck %s --check-prefix=IR
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && FileCheck %s --check-prefix=PRINT < %t.omp.c
// RUN: clang -O3 -fopenmp -w %t.omp.c -o %t.clang && %t.clang | FileCheck %s
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c && gcc -O3 -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && %t.gcc | FileCheck %s
// CHECK: 6363 6663 189 198 955296
//
// IR:     omp.simd safelen(1) private(@acc2omp.private.llvm_array_4_x_i64
// IR:     omp.simd safelen(1) private(@acc2omp.private.llvm_array_4_x_i64
// IR:     omp.simd safelen(1) private(@acc2omp.private.llvm_struct_i64_i64
// IR:     omp.simd safelen(1) private(@acc2omp.private.llvm_array_4_x_i64
// PRINT: #pragma omp target teams distribute simd {{.*}}safelen(1) private(pa)
// PRINT: #pragma omp target teams distribute parallel for simd {{.*}}safelen(1) private(pa)
// PRINT: #pragma omp target teams distribute simd {{.*}}safelen(1) private(s)
// PRINT: #pragma omp simd safelen(1) private(pa)
#include <stdio.h>
struct pt { long x, y; };
int main(void) {
  long a[64], pa[4], b[64], c[64], d[64];
  long *q = pa;
  struct pt s;
  for (int i = 0; i < 64; i++) a[i] = b[i] = c[i] = d[i] = 0;
#pragma acc parallel loop gang vector private(pa) copy(a) vector_length(32)
  for (int i = 0; i < 64; ++i) {
    for (int k = 0; k < 4; k++) pa[k] = i;
    a[i] = pa[i % 4] * 100 + pa[0];
  }
#pragma acc parallel loop worker vector private(pa) copy(b)
  for (int i = 0; i < 64; ++i) {
    for (int k = 0; k < 4; k++) pa[k] = i + k;
    b[i] = pa[i % 4] * 100 + pa[0];
  }
#pragma acc parallel loop vector private(s) copy(c)
  for (int i = 0; i < 64; ++i) {
    s.x = i; s.y = 2 * i;
    c[i] = s.x + s.y;
  }
#pragma acc parallel
  {
#pragma acc loop gang
    for (int j = 0; j < 4; j++) {
#pragma acc loop vector private(pa)
      for (int i = 0; i < 16; ++i) {
        for (int k = 0; k < 4; k++) pa[k] = i + j;
        d[j * 16 + i] = pa[i % 4] * 10 + pa[3];
      }
    }
  }
  long t = 0;
  for (int i = 0; i < 64; i++) t += a[i] * 1 + b[i] * 3 + c[i] * 7 + d[i] * 11;
  printf("%ld %ld %ld %ld %ld\n", a[63], b[63], c[63], d[63], t);
  return 0;
}
