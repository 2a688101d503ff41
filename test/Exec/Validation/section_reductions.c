// A validation-style test of reductions of array sections of a run-time
// length (OpenACC 3.3 §2.5.15, `reduction(max:a[0:n])` with `n` known only
// when the construct runs): every operator on integer, unsigned and
// floating-point sections, on parallel and serial constructs (the lower
// bound any expression), combined constructs, kernels loops, gang, worker
// and vector loops inside them (a gang loop's inside a parallel construct:
// its length computed again before the construct), and an orphaned loop in
// a routine. Each element is reduced on its own;
// elements outside the section are left alone. main returns the bitmask of
// failed sub-tests. Run on 1, 2, 4 threads (one team per thread, and
// several threads per team: KMP_TEAMS_THREAD_LIMIT); printed as OpenMP's
// reduction of array sections, built by clang-22 and gcc.
// Host only with --offload-arch: reductions of sections of a run-time length
// in GPU kernels are a located error (each thread's copy would be allocated
// on the device).
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=8 %t
// RUN: accc -O3 %s -o %t.o3 && env OMP_NUM_THREADS=3 %t.o3
// RUN: accc -emit-mlir=acc %s | FileCheck %s --check-prefix=ACC
// RUN: accc -emit-mlir=omp %s | FileCheck %s
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && FileCheck %s --check-prefix=PRINT < %t.omp.c
// RUN: clang -fopenmp -w -I%S %t.omp.c -o %t.clang %acc_runtime && env OMP_NUM_THREADS=2 %t.clang
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c && gcc -fopenmp -foffload=disable -w -I%S %t.gcc.c -o %t.gcc %acc_runtime && env OMP_NUM_THREADS=2 %t.gcc
// RUN: not accc --offload-arch=sm_90 -c %s -o %t.gpu.o 2>&1 | FileCheck %s --check-prefix=GPU
//
// The front end: the section's bounds on its acc.reduction (and on the
// implicit copy that maps it), its type the element's.
// ACC-LABEL: func.func @test1(
// ACC:         %[[B:.*]] = acc.bounds lowerbound(%{{.*}} : i64) upperbound(%{{.*}} : i64) extent(%[[N:[0-9a-z_]+]] : i64)
// ACC:         %[[COPY:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%[[B]]) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "p[0:len]"}
// ACC:         acc.parallel combined(loop) dataOperands(%[[COPY]] : !llvm.ptr)
// ACC:           %[[B2:.*]] = acc.bounds lowerbound(%{{.*}} : i64) upperbound(%{{.*}} : i64) extent(%[[N]] : i64)
// ACC:           acc.reduction varPtr(%[[COPY]] : !llvm.ptr) varType(f64) bounds(%[[B2]]) recipe(@reduction_add_f64)
//
// The reduction through a descriptor {data, count}: init allocates the
// copy of the original's count and fills it with the identity, the
// combiner runs over the count, cleanup frees the copy.
// CHECK:       omp.declare_reduction @acc2omp.reduction.add.section_f64 : !llvm.ptr alloc {
// CHECK:         llvm.alloca %{{.*}} x !llvm.struct<(ptr, i64)>
// CHECK:       } init {
// CHECK:       ^bb0(%[[MOLD:.*]]: !llvm.ptr, %[[NEW:.*]]: !llvm.ptr):
// CHECK:         %[[LENP:.*]] = llvm.getelementptr %[[MOLD]][0, 1]
// CHECK:         %[[LEN:.*]] = llvm.load %[[LENP]] : !llvm.ptr -> i64
// CHECK:         %[[BYTES:.*]] = arith.muli %[[LEN]], %{{.*}} : i64
// CHECK:         %[[DATA:.*]] = llvm.call @malloc(%[[BYTES]])
// CHECK:         llvm.store %[[DATA]], %[[NEW]]
// CHECK:         scf.for
// CHECK:       } combiner {
// CHECK:         scf.for
// CHECK:           arith.addf
// CHECK:       } cleanup {
// CHECK:         llvm.call @free(
// CHECK-LABEL: func.func @test1(
// The teams reduce a descriptor of the mapped section and its count,
// filled before omp.teams; the body's variable is the team's data.
// CHECK:         omp.target
// CHECK:           %[[N_IN:.*]] = llvm.load %arg{{[0-9]+}} : !llvm.ptr -> i64
// CHECK:           %[[D:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(ptr, i64)>
// CHECK-NEXT:      llvm.store %arg{{[0-9]+}}, %[[D]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:      %[[DN:.*]] = llvm.getelementptr %[[D]][0, 1]
// CHECK-NEXT:      llvm.store %[[N_IN]], %[[DN]] : i64, !llvm.ptr
// CHECK-NEXT:      omp.teams {{.*}}reduction(byref @acc2omp.reduction.add.section_f64 %[[D]] -> %[[TEAM:[^ ]*]] : !llvm.ptr)
// CHECK:             llvm.load %[[TEAM]] : !llvm.ptr -> !llvm.ptr
//
// PRINT: #pragma omp target teams distribute num_teams(omp_get_max_threads()) reduction(+:p[0:len])
// PRINT: #pragma omp target teams num_teams(4) reduction(*:q[lo:len])
// GPU: error: unsupported: a reduction of an array section of a run-time length in a GPU kernel ('@acc2omp.reduction.add.section_f64': each thread's copy would be allocated on the device) (--offload-arch)
#include "acc_testsuite.h"

/* Run-time values the compiler cannot know. */
volatile int run_time_length = 7, run_time_lower = 3;

/* reduction(+:p[0:len]) of a pointer on a combined construct. */
int test1(void) {
  int err = 0, len = run_time_length;
  real_t *p = malloc(16 * sizeof(real_t));
  for (int x = 0; x < 16; ++x)
    p[x] = x;
#pragma acc parallel loop reduction(+:p[0:len])
  for (int x = 0; x < n; ++x)
    p[x % len] += 1;
  for (int x = 0; x < 16; ++x) {
    real_t expected = x;
    for (int y = 0; y < n; ++y)
      if (x < len && y % len == x)
        expected += 1;
    if (fabs(p[x] - expected) > PRECISION)
      err += 1;
  }
  free(p);
  return err;
}

/* A compute construct's reduction(*:q[lo:len]) (a run-time lower bound
 * too) with a gang loop inside, and serial's reduction(max:m[lo:len]). */
int test2(void) {
  int err = 0, len = run_time_length, lo = run_time_lower;
  real_t *q = malloc(16 * sizeof(real_t));
  int m[16];
  for (int x = 0; x < 16; ++x) {
    q[x] = 1;
    m[x] = -x;
  }
#pragma acc parallel num_gangs(4) reduction(*:q[lo:len])
  {
#pragma acc loop gang
    for (int x = 0; x < 12; ++x)
      q[lo + x % len] *= 2;
  }
#pragma acc serial reduction(max:m[lo:len])
  {
    for (int x = lo; x < lo + len; ++x)
      m[x] = x * 10;
  }
  for (int x = 0; x < 16; ++x) {
    real_t expected = 1;
    for (int y = 0; y < 12; ++y)
      if (x >= lo && x < lo + len && lo + y % len == x)
        expected *= 2;
    if (fabs(q[x] - expected) > PRECISION)
      err += 1;
    if (m[x] != (x >= lo && x < lo + len ? x * 10 : -x))
      err += 1;
  }
  free(q);
  return err;
}

/* Every operator on int, unsigned and float sections of a run-time length
 * on combined constructs with gang, worker and vector levels. */
int test3(void) {
  int err = 0, len = run_time_length;
  int add[16], mul[16], mx[16], mn[16], band[16], bor[16], bxor[16], land[16], lor[16];
  unsigned umax[16], umin[16];
  float fmx[16], fmn[16];
  for (int x = 0; x < 16; ++x) {
    add[x] = bor[x] = bxor[x] = lor[x] = 0;
    mul[x] = land[x] = 1;
    band[x] = -1;
    mx[x] = -1000;
    mn[x] = 1000;
    umax[x] = 0;
    umin[x] = 4000000000u;
    fmx[x] = -1000;
    fmn[x] = 1000;
  }
#pragma acc parallel loop gang worker vector reduction(+:add[0:len]) reduction(*:mul[0:len]) \
    reduction(max:mx[0:len]) reduction(min:mn[0:len]) reduction(&:band[0:len]) \
    reduction(|:bor[0:len]) reduction(^:bxor[0:len]) reduction(&&:land[0:len]) \
    reduction(||:lor[0:len])
  for (int x = 0; x < 64; ++x) {
    int k = x % len;
    add[k] += x;
    if (x < 2 * len)
      mul[k] *= 2;
    mx[k] = mx[k] > x ? mx[k] : x;
    mn[k] = mn[k] < x ? mn[k] : x;
    band[k] &= ~(1 << (x % 5));
    bor[k] |= 1 << (x % 9);
    bxor[k] ^= 1 << (x % 3);
    land[k] = land[k] && (x != 10);
    lor[k] = lor[k] || (x == 12);
  }
#pragma acc parallel loop vector reduction(max:umax[0:len], fmx[0:len]) \
    reduction(min:umin[0:len], fmn[0:len])
  for (int x = 0; x < 64; ++x) {
    int k = x % len;
    umax[k] = umax[k] > 3000000000u + x ? umax[k] : 3000000000u + x;
    umin[k] = umin[k] < 3000000000u + x ? umin[k] : 3000000000u + x;
    fmx[k] = fmaxf(fmx[k], 0.5f * x);
    fmn[k] = fminf(fmn[k], 0.5f * x);
  }
  for (int k = 0; k < 16; ++k) {
    int e_add = 0, e_mul = 1, e_mx = -1000, e_mn = 1000, e_band = -1, e_bor = 0, e_bxor = 0;
    int e_land = 1, e_lor = 0;
    unsigned e_umax = 0, e_umin = 4000000000u;
    float e_fmx = -1000, e_fmn = 1000;
    for (int x = 0; x < 64; ++x) {
      if (k >= len || x % len != k)
        continue;
      e_add += x;
      if (x < 2 * len)
        e_mul *= 2;
      e_mx = e_mx > x ? e_mx : x;
      e_mn = e_mn < x ? e_mn : x;
      e_band &= ~(1 << (x % 5));
      e_bor |= 1 << (x % 9);
      e_bxor ^= 1 << (x % 3);
      e_land = e_land && (x != 10);
      e_lor = e_lor || (x == 12);
      e_umax = e_umax > 3000000000u + x ? e_umax : 3000000000u + x;
      e_umin = e_umin < 3000000000u + x ? e_umin : 3000000000u + x;
      e_fmx = fmaxf(e_fmx, 0.5f * x);
      e_fmn = fminf(e_fmn, 0.5f * x);
    }
    if (add[k] != e_add || mul[k] != e_mul || mx[k] != e_mx || mn[k] != e_mn)
      err += 1;
    if (band[k] != e_band || bor[k] != e_bor || bxor[k] != e_bxor)
      err += 1;
    if (land[k] != e_land || lor[k] != e_lor)
      err += 1;
    if (umax[k] != e_umax || umin[k] != e_umin || fmx[k] != e_fmx || fmn[k] != e_fmn)
      err += 1;
  }
  return err;
}

/* A gang loop's section reduced again by its vector loop, a kernels loop,
 * and a section inside a data region (copied in and out around it). */
int test4(void) {
  int err = 0, len = run_time_length;
  long *h = malloc(16 * sizeof(long)), *g = malloc(16 * sizeof(long));
  double d[16];
  for (int x = 0; x < 16; ++x) {
    h[x] = g[x] = 0;
    d[x] = 1;
  }
#pragma acc parallel loop gang reduction(+:h[0:len])
  for (int r = 0; r < 8; ++r) {
#pragma acc loop vector reduction(+:h[0:len])
    for (int c = 0; c < 32; ++c)
      h[c % len] += r;
  }
#pragma acc kernels loop independent reduction(+:g[0:len])
  for (int x = 0; x < n; ++x)
    g[x % len] += 2;
#pragma acc data copy(d[0:len])
  {
#pragma acc parallel loop reduction(+:d[0:len])
    for (int x = 0; x < n; ++x)
      d[x % len] += 0.5;
  }
  for (int x = 0; x < 16; ++x) {
    long eh = 0, eg = 0;
    double ed = 1;
    if (x < len) {
      for (int r = 0; r < 8; ++r)
        for (int c = 0; c < 32; ++c)
          if (c % len == x)
            eh += r;
      for (int y = 0; y < n; ++y)
        if (y % len == x) {
          eg += 2;
          ed += 0.5;
        }
    }
    if (h[x] != eh || g[x] != eg || fabs(d[x] - ed) > PRECISION)
      err += 1;
  }
  free(h);
  free(g);
  return err;
}

/* An orphaned vector loop's reduction of a section of a run-time length,
 * in a routine the gang loop calls with its gang's copy. */
#pragma acc routine vector
static void add_row(long *h, int len, int r) {
#pragma acc loop vector reduction(+:h[0:len])
  for (int c = 0; c < 32; ++c)
    h[c % len] += r;
}

int test5(void) {
  int err = 0, len = run_time_length;
  long *h = malloc(16 * sizeof(long));
  for (int x = 0; x < 16; ++x)
    h[x] = 0;
#pragma acc parallel loop gang reduction(+:h[0:len])
  for (int r = 0; r < 8; ++r)
    add_row(h, len, r);
  for (int x = 0; x < 16; ++x) {
    long expected = 0;
    for (int r = 0; r < 8; ++r)
      for (int c = 0; c < 32; ++c)
        if (x < len && c % len == x)
          expected += r;
    if (h[x] != expected)
      err += 1;
  }
  free(h);
  return err;
}

/* A gang loop's reduction of a section of the construct's data, inside a
 * parallel construct: its length (a variable's value) is computed again
 * before the construct, where the teams' reduction is set up. */
int test6(void) {
  int err = 0, len = run_time_length;
  double *c = malloc(16 * sizeof(double));
  for (int x = 0; x < 16; ++x)
    c[x] = 1;
#pragma acc parallel num_gangs(3) copy(c[0:16])
  {
#pragma acc loop gang reduction(+:c[0:len])
    for (int x = 0; x < 100; ++x)
      c[x % len] += x;
  }
  for (int x = 0; x < 16; ++x) {
    double expected = 1;
    for (int y = 0; y < 100; ++y)
      if (x < len && y % len == x)
        expected += y;
    if (fabs(c[x] - expected) > PRECISION)
      err += 1;
  }
  free(c);
  return err;
}

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
