// A validation-style test of reductions of composite variables (OpenACC
// 3.3 §2.5.15: a struct whose members are scalars; each member is reduced
// with the operator): on combined constructs, parallel with a gang loop,
// gang worker loops and serial; a struct of unsigned members with max; a
// struct of signed, unsigned and _Bool members (each member combined as
// its type says: a _Bool stays 0 or 1, max/min compare with the member's
// signedness).
// main returns the bitmask of failed sub-tests. Run on 1, 2, 4 threads and
// on the emulated device (the GPU reduces member by member). Printed as
// OpenMP with a 'declare reduction' per clause (OpenMP's reduction
// operators take arithmetic variables and arrays), before the outermost
// directive around it, built by clang-22 and gcc.
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=8 %t
// RUN: accc -emit-mlir=omp %s | FileCheck %s
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && FileCheck %s --check-prefix=PRINT < %t.omp.c
// RUN: clang -fopenmp -w -I%S %t.omp.c -o %t.clang %acc_runtime && env OMP_NUM_THREADS=1 %t.clang && env OMP_NUM_THREADS=4 %t.clang
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w -I%S %t.gcc.c -o %t.gcc %acc_runtime && env OMP_NUM_THREADS=1 %t.gcc && env OMP_NUM_THREADS=4 %t.gcc
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu
//
// Each member combined in place with its own identity.
// CHECK:       omp.declare_reduction @acc2omp.reduction.add.llvm_struct_i32_f64 : !llvm.ptr alloc {
// CHECK:         llvm.alloca %{{.*}} x !llvm.struct<(i32, f64)>
// CHECK:       } init {
// CHECK:         llvm.getelementptr %{{.*}}[0, 0]
// CHECK:         llvm.getelementptr %{{.*}}[0, 1]
// CHECK:       } combiner {
// CHECK:         arith.addi
// CHECK:         arith.addf
// CHECK:       omp.declare_reduction @acc2omp.reduction.maxu.llvm_struct_i32_i64 : !llvm.ptr
// CHECK:         arith.maxui
// CHECK:         arith.maxui
// A struct whose members combine differently: one letter per member in
// the symbol (signed, unsigned, bool), each member's own combination.
// CHECK:       omp.declare_reduction @acc2omp.reduction.max.llvm_struct_i32_i32_i8_i8_i8_f64__subsus : !llvm.ptr
// CHECK:       } combiner {
// CHECK:         arith.maxsi
// CHECK:         arith.maxui
// CHECK:         arith.maxui
// CHECK:         arith.cmpi ne
// CHECK:         arith.maxsi
// CHECK:         arith.maxui
// CHECK:         arith.maxnumf
// CHECK:       omp.declare_reduction @acc2omp.reduction.add.llvm_struct_i32_i32_i8_i8_i8_f64__ssbsss : !llvm.ptr
// CHECK:       } combiner {
// CHECK:         arith.addi
// CHECK:         arith.addi
// CHECK:         arith.addi
// CHECK-NEXT:    arith.constant 0 : i8
// CHECK-NEXT:    arith.cmpi ne
// A gang loop's reduction in a parallel construct is the construct's
// teams reduction: both declarations before the construct.
// PRINT:      #pragma omp declare reduction(acc2omp_plus_struct_stats_[[L1:[0-9]+]] : struct stats : omp_out.count += omp_in.count, omp_out.sum += omp_in.sum) initializer(omp_priv = (struct stats){0, 0})
// PRINT-NEXT: #pragma omp target teams distribute num_teams(omp_get_max_threads()) reduction(acc2omp_plus_struct_stats_[[L1]]:s)
// PRINT:      #pragma omp declare reduction(acc2omp_plus_struct_stats_[[L2:[0-9]+]] : struct stats :
// PRINT-NEXT: #pragma omp declare reduction(acc2omp_plus_struct_stats_[[L3:[0-9]+]] : struct stats :
// PRINT-NEXT: #pragma omp target teams num_teams(omp_get_max_threads()) reduction(acc2omp_plus_struct_stats_[[L2]]:t)
// PRINT:      #pragma omp distribute parallel for reduction(acc2omp_plus_struct_stats_[[L3]]:t)
// PRINT:      #pragma omp declare reduction(acc2omp_max_struct_bounds_{{[0-9]+}} : struct bounds : omp_out.low = omp_out.low > omp_in.low ? omp_out.low : omp_in.low, omp_out.high = omp_out.high > omp_in.high ? omp_out.high : omp_in.high) initializer(omp_priv = (struct bounds){0, 0})
#include "acc_testsuite.h"

struct stats {
  int count;
  double sum;
};

struct bounds {
  unsigned low;
  unsigned long high;
};

struct mixed {
  int a;
  unsigned b;
  _Bool c;
  char d;
  unsigned char e;
  double f;
};

/* reduction(+:s) on a combined construct and on parallel + gang loop. */
int test1(void) {
  int err = 0;
  struct stats s = {1, 0.5}, t = {0, 0};
#pragma acc parallel loop reduction(+:s)
  for (int x = 0; x < n; ++x) {
    s.count += 1;
    s.sum += x;
  }
#pragma acc parallel reduction(+:t)
  {
#pragma acc loop gang worker reduction(+:t)
    for (int x = 0; x < n; ++x) {
      t.count += 2;
      t.sum += 0.5;
    }
  }
  if (s.count != n + 1 || s.sum != 0.5 + (double)n * (n - 1) / 2)
    err += 1;
  if (t.count != 2 * n || t.sum != 0.5 * n)
    err += 1;
  return err;
}

/* max of unsigned members (compared without sign), serial. */
int test2(void) {
  int err = 0;
  struct bounds b = {0, 0}, c = {0, 0};
#pragma acc parallel loop gang worker reduction(max:b)
  for (int x = 0; x < n; ++x) {
    unsigned v = x * 2654435761u;
    b.low = b.low > v ? b.low : v;
    b.high = b.high > (unsigned long)x ? b.high : (unsigned long)x;
  }
#pragma acc serial loop reduction(max:c)
  for (int x = 0; x < 10; ++x)
    c.high = c.high > (unsigned long)x ? c.high : (unsigned long)x;
  unsigned expected = 0;
  for (int x = 0; x < n; ++x)
    expected = expected > x * 2654435761u ? expected : x * 2654435761u;
  if (b.low != expected || b.high != n - 1 || c.high != 9 || c.low != 0)
    err += 1;
  return err;
}

/* Members of mixed signedness and a _Bool: max, +, *, min on combined
   constructs and on a worker loop. */
int test3(void) {
  int err = 0;
  struct mixed m = {-5, 3, 0, -100, 7, -1.0};
  struct mixed p = {0, 0, 0, 0, 0, 0.0};
  struct mixed q = {1, 1, 1, 1, 1, 1.0};
#pragma acc parallel loop reduction(max:m)
  for (int x = 0; x < n; ++x) {
    int v = x % 2 ? -x : x / 7;
    m.a = m.a > v ? m.a : v;
    unsigned u = x * 2654435761u;
    m.b = m.b > u ? m.b : u;
    _Bool c = x == n / 2;
    m.c = m.c > c ? m.c : c;
    char d = (char)(x % 50 - 60);
    m.d = m.d > d ? m.d : d;
    unsigned char e = (unsigned char)(x * 7);
    m.e = m.e > e ? m.e : e;
    m.f = m.f > (double)-x ? m.f : (double)-x;
  }
  unsigned expected = 3;
  int largest = -5;
  for (int x = 0; x < n; ++x) {
    int v = x % 2 ? -x : x / 7;
    largest = largest > v ? largest : v;
    expected = expected > x * 2654435761u ? expected : x * 2654435761u;
  }
  if (m.a != largest || m.b != expected || m.c != 1 || m.d != -11 || m.e != 255 || m.f != -0.0)
    err += 1;
  /* A _Bool's sum stays 1 (two trues, in any gangs' partials). */
#pragma acc parallel
  {
#pragma acc loop gang worker reduction(+:p)
    for (int x = 0; x < n; ++x) {
      p.a += 1;
      p.b += 2;
      p.c += (x == 3 || x == n - 1);
      p.d += 1;
      p.e += 1;
      p.f += 0.5;
    }
  }
  if (p.a != n || p.b != 2u * n || p.c != 1 || p.d != (char)n || p.e != (unsigned char)n ||
      p.f != 0.5 * n)
    err += 2;
#pragma acc parallel loop reduction(*:q)
  for (int x = 0; x < 20; ++x) {
    q.a *= 2;
    q.b *= 3;
    q.c *= (x != 30);
    q.d *= 1;
    q.e *= 1;
    q.f *= 2.0;
  }
#pragma acc serial loop reduction(min:q)
  for (int x = 0; x < 20; ++x)
    q.c = q.c < (x != 11) ? q.c : (x != 11);
  if (q.a != 1 << 20 || q.b != 3486784401u || q.c != 0 || q.d != 1 || q.e != 1 ||
      q.f != 1048576.0)
    err += 4;
  return err;
}

int main(void) {
  int failed = 0;
  RUN_TEST(1, test1);
  RUN_TEST(2, test2);
  RUN_TEST(3, test3);
  return failed;
}
