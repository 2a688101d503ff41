// A validation-style test of private and firstprivate of arrays and array
// sections (OpenACC 3.3 §2.5.13-14, §2.9.10): whole arrays of constant
// size, and sections `p[lo:n]` of pointers and arrays with a constant
// length, on parallel, serial and loops at every level, and sections of a
// run-time length and lower bound (loops: tests 5-8; parallel, serial and
// combined constructs: tests 9-10), and variable-length arrays (test11):
// each gang (or
// each iteration of a loop) has its own copy, firstprivate's starting from
// the section's values; the original is untouched. main returns the
// bitmask of failed sub-tests. Run on 1, 2, 4 threads (one team per
// thread: KMP_TEAMS_THREAD_LIMIT) and on the emulated device.
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=2 %t && env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=2 %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu
// RUN: accc -emit-mlir=acc %s | FileCheck %s
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && FileCheck %s --check-prefix=PRINT --match-full-lines < %t.omp.c
// RUN: clang -fopenmp -w -I%S %t.omp.c -o %t.clang %acc_runtime && env OMP_NUM_THREADS=1 %t.clang && env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=2 %t.clang
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c && gcc -fopenmp -foffload=disable -w -I%S %t.gcc.c -o %t.gcc %acc_runtime && env OMP_NUM_THREADS=1 %t.gcc && env OMP_NUM_THREADS=4 %t.gcc
//
// A private section: an array of its length, no variable read; the body's
// pointer is the copy less the lower bound.
// CHECK-LABEL: func.func @test1(
// CHECK:         %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK:         %[[P:.*]] = acc.private varPtr(%[[NULL]] : !llvm.ptr) varType(!llvm.array<4 x f64>) recipe(@privatization_llvm_array_4_x_f64) -> !llvm.ptr {{{.*}}name = "w[0:4]"}
// CHECK:         acc.loop {{.*}}private(%[[P]], {{.*}}) control(
// CHECK:           %[[NEG:.*]] = arith.subi %{{.*}}, %{{.*}} : i64
// CHECK-NEXT:      llvm.getelementptr %[[P]][%[[NEG]]] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// A firstprivate section: an array of its length from its start.
// CHECK-LABEL: func.func @test2(
// CHECK:         acc.firstprivate varPtr(%{{[0-9]+}} : !llvm.ptr) varType(!llvm.array<4 x f64>) {{.*}}name = "w[k:4]"}
// A loop's section of a run-time length: no acc.private; a copy of `len`
// elements (computed before the loop) allocated in the loop body, freed at
// the end of each iteration.
// CHECK-LABEL: func.func @test5(
// CHECK:         acc.parallel combined(loop)
// CHECK:           %[[LEN_W:.*]] = arith.extsi %{{.*}} : i32 to i64
// CHECK:           %[[LO:.*]] = arith.extsi %{{.*}} : i32 to i64
// CHECK:           %[[LEN_A:.*]] = arith.extsi %{{.*}} : i32 to i64
// CHECK-NOT:       acc.private varPtr({{.*}}varType(f64)
// CHECK:           acc.loop combined(parallel) private(%{{[0-9]+}} : !llvm.ptr) control(
// CHECK-NEXT:        %[[STACK:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:        %[[W:.*]] = llvm.alloca %[[LEN_W]] x f64 {alignment = 16 : i64}
// CHECK-NEXT:        %[[A:.*]] = llvm.alloca %[[LEN_A]] x f64 {alignment = 16 : i64}
// CHECK:             %[[NEG:.*]] = arith.subi %{{.*}}, %[[LO]] : i64
// CHECK-NEXT:        llvm.getelementptr %[[W]][%[[NEG]]] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK:             llvm.intr.stackrestore %[[STACK]] : !llvm.ptr
// CHECK-NEXT:        acc.yield
// A compute construct's: the copies at the start of its region, one per
// gang; firstprivate's from an implicit copyin of the section.
// CHECK-LABEL: func.func @test9(
// CHECK:         %[[IN:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(f64) bounds(%{{.*}}) -> !llvm.ptr {{{.*}}implicit = true, name = "w[lo:len]"}
// CHECK:         acc.parallel dataOperands(%{{.*}}, %[[IN]] : !llvm.ptr, !llvm.ptr)
// CHECK-NEXT:      %[[ARR:.*]] = llvm.alloca %{{.*}} x f64 {alignment = 16 : i64}
// CHECK-NEXT:      %[[W:.*]] = llvm.alloca %[[LEN:.*]] x f64 {alignment = 16 : i64}
// CHECK:           %[[START:.*]] = llvm.getelementptr %[[IN]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK:           %[[BYTES:.*]] = arith.muli %[[LEN]], %{{.*}} : i64
// CHECK-NEXT:      "llvm.intr.memcpy"(%[[W]], %[[START]], %[[BYTES]])
// CHECK:         acc.delete accPtr(%[[IN]] : !llvm.ptr) bounds(%{{.*}}) {{{.*}}name = "w[lo:len]"
// Printed as OpenMP (whose private and firstprivate take variables): the
// copies as C, a loop's at the start of its body (one per iteration), a
// compute construct's at the start of its region (one per gang),
// firstprivate's filled from the section the construct maps `to`
// (test/Print/private-sections.c has the layouts).
// PRINT:      #pragma omp target teams map(ompx_hold, from: out) map(to: w[lo:len]) num_teams(4)
// PRINT-NEXT:   {
// PRINT-NEXT:     __typeof__(w[0]) acc2omp_firstprivate_w[len];
// PRINT-NEXT:     __builtin_memcpy(acc2omp_firstprivate_w, &w[lo], sizeof acc2omp_firstprivate_w);
// PRINT-NEXT:     __typeof__(w[0]) *w = acc2omp_firstprivate_w - (lo);
// PRINT-NEXT:     __typeof__(arr[0]) acc2omp_private_arr[len];
// PRINT-NEXT:     __typeof__(arr[0]) *arr = acc2omp_private_arr - (1);
// PRINT-NEXT: #pragma omp distribute
#include "acc_testsuite.h"

/* private(w[0:4]) of a pointer on a combined construct's loop. */
int test1(void) {
  int err = 0;
  real_t *w = malloc(16 * sizeof(real_t)), out[n];
  for (int x = 0; x < 16; ++x)
    w[x] = -1;
#pragma acc parallel loop private(w[0:4]) copyout(out)
  for (int x = 0; x < n; ++x) {
    w[0] = x;
    w[3] = 2 * x;
    out[x] = w[0] + w[3];
  }
  for (int x = 0; x < n; ++x)
    if (fabs(out[x] - 3 * x) > PRECISION)
      err += 1;
  for (int x = 0; x < 16; ++x)
    if (w[x] != -1)
      err += 1;
  free(w);
  return err;
}

/* firstprivate(w[k:4]) (a run-time lower bound) on parallel, and of an
 * array on serial: the copies start with the section's values. */
int test2(void) {
  int err = 0, k = 2;
  real_t *w = malloc(16 * sizeof(real_t)), arr[16], out[n];
  for (int x = 0; x < 16; ++x)
    w[x] = arr[x] = x;
#pragma acc parallel loop firstprivate(w[k:4]) copyout(out)
  for (int x = 0; x < n; ++x)
    out[x] = w[k + x % 4];
  for (int x = 0; x < n; ++x)
    if (fabs(out[x] - (k + x % 4)) > PRECISION)
      err += 1;
  real_t sum = 0;
#pragma acc serial firstprivate(arr[4:8]) copy(sum)
  {
    for (int x = 4; x < 12; ++x) {
      arr[x] *= 2; /* the copy's */
      sum += arr[x];
    }
  }
  if (fabs(sum - 2 * (4 + 5 + 6 + 7 + 8 + 9 + 10 + 11)) > PRECISION)
    err += 1;
  for (int x = 0; x < 16; ++x)
    if (arr[x] != x)
      err += 1;
  free(w);
  return err;
}

/* private sections on gang, worker and vector loops, and a whole array
 * private on parallel (one copy per gang). */
int test3(void) {
  int err = 0;
  real_t tmp[8], out[n];
  int rows[4];
#pragma acc parallel num_gangs(4) private(rows) copyout(out)
  {
#pragma acc loop gang private(tmp[0:2])
    for (int i = 0; i < 8; ++i) {
      tmp[0] = i;
#pragma acc loop worker private(tmp[2:2])
      for (int j = 0; j < 8; ++j) {
        tmp[2] = j;
#pragma acc loop vector private(tmp[4:1])
        for (int k = 0; k < n / 64; ++k) {
          tmp[4] = k;
          out[(i * 8 + j) * (n / 64) + k] = tmp[4];
        }
      }
    }
  }
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      for (int k = 0; k < n / 64; ++k)
        if (fabs(out[(i * 8 + j) * (n / 64) + k] - k) > PRECISION)
          err += 1;
  return err;
}

/* firstprivate of a whole array and of a one-element section on
 * parallel: every gang starts from the original values. */
int test4(void) {
  int err = 0;
  real_t base[4] = {1, 2, 3, 4}, *one = malloc(4 * sizeof(real_t)), out[n];
  one[1] = 10;
#pragma acc parallel loop firstprivate(base, one[1]) copyout(out)
  for (int x = 0; x < n; ++x) {
    base[x % 4] += 0; /* the gang's copy */
    out[x] = base[x % 4] + one[1];
  }
  for (int x = 0; x < n; ++x)
    if (fabs(out[x] - (x % 4 + 1 + 10)) > PRECISION)
      err += 1;
  free(one);
  return err;
}

/* Run-time values the compiler cannot know. */
volatile int run_time_length = 5, run_time_lower = 3;

/* private(w[lo:len]), private(arr[0:len]) with a run-time length and
 * lower bound on a combined construct's loop: a copy of `len` elements per
 * iteration, allocated in the loop body; `continue` leaves the body early. */
int test5(void) {
  int err = 0, len = run_time_length, lo = run_time_lower;
  real_t *w = malloc(64 * sizeof(real_t)), arr[64], out[n];
  for (int x = 0; x < 64; ++x)
    w[x] = arr[x] = -1;
#pragma acc parallel loop private(w[lo:len], arr[0:len]) copyout(out)
  for (int x = 0; x < n; ++x) {
    out[x] = 0;
    if (x % 7 == 3)
      continue;
    for (int k = lo; k < lo + len; ++k)
      w[k] = x + k;
    for (int k = 0; k < len; ++k)
      arr[k] = 2 * x;
    real_t s = 0;
    for (int k = 0; k < len; ++k)
      s += w[lo + k] + arr[k];
    out[x] = s;
  }
  for (int x = 0; x < n; ++x) {
    real_t s = 0;
    for (int k = 0; k < len; ++k)
      s += x + lo + k + 2 * x;
    if (fabs(out[x] - (x % 7 == 3 ? 0 : s)) > PRECISION)
      err += 1;
  }
  for (int x = 0; x < 64; ++x)
    if (w[x] != -1 || arr[x] != -1)
      err += 1;
  free(w);
  return err;
}

/* Run-time sections on gang, worker and vector loops of one construct,
 * and on a sequential loop: each level's copy is its own. */
int test6(void) {
  int err = 0, len = run_time_length, rows = 16, k = 1;
  real_t *g = malloc(64 * sizeof(real_t)), *v = malloc(64 * sizeof(real_t));
  real_t wk[64], out[16][8];
  for (int x = 0; x < 64; ++x)
    g[x] = v[x] = wk[x] = -1;
#pragma acc parallel num_gangs(4) copyout(out)
  {
#pragma acc loop gang private(g[0:len])
    for (int r = 0; r < rows; ++r) {
      for (int x = 0; x < len; ++x)
        g[x] = r;
#pragma acc loop worker private(wk[0:len])
      for (int c = 0; c < 4; ++c) {
        wk[len - 1] = g[len - 1] + c;
        out[r][c] = wk[len - 1];
      }
#pragma acc loop vector private(v[k:len])
      for (int c = 4; c < 8; ++c) {
        v[k + len - 1] = 10 * c;
        out[r][c] = v[k + len - 1] + g[0];
      }
    }
  }
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < 8; ++c)
      if (out[r][c] != (c < 4 ? r + c : 10 * c + r))
        err += 1;
  for (int x = 0; x < 64; ++x)
    if (g[x] != -1 || v[x] != -1 || wk[x] != -1)
      err += 1;
  free(g);
  free(v);
  return err;
}

/* kernels loop, serial loop and a collapsed loop with run-time sections. */
int test7(void) {
  int err = 0, len = run_time_length;
  real_t *w = malloc(64 * sizeof(real_t)), a[n], b[n], c[8][8];
  for (int x = 0; x < 64; ++x)
    w[x] = -1;
#pragma acc kernels loop independent private(w[0:len]) copyout(a)
  for (int x = 0; x < n; ++x) {
    for (int k = 0; k < len; ++k)
      w[k] = x - k;
    a[x] = w[0] + w[len - 1];
  }
#pragma acc serial loop private(w[1:len]) copyout(b)
  for (int x = 0; x < n; ++x) {
    w[len] = x;
    b[x] = w[len] * 2;
  }
#pragma acc parallel loop collapse(2) private(w[0:len]) copyout(c)
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j) {
      w[len - 1] = i * j;
      c[i][j] = w[len - 1];
    }
  for (int x = 0; x < n; ++x)
    if (a[x] != 2 * x - (len - 1) || b[x] != 2 * x)
      err += 1;
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      if (c[i][j] != i * j)
        err += 1;
  for (int x = 0; x < 64; ++x)
    if (w[x] != -1)
      err += 1;
  free(w);
  return err;
}

/* An orphaned loop's run-time section, in a routine a gang loop calls. */
#pragma acc routine worker
static void fill_row(real_t *w, real_t *row, int len, int r) {
#pragma acc loop worker private(w[0:len])
  for (int c = 0; c < 8; ++c) {
    w[len - 1] = r * c;
    row[c] = w[len - 1];
  }
}

int test8(void) {
  int err = 0, len = run_time_length;
  real_t *w = malloc(64 * sizeof(real_t)), out[16][8];
  for (int x = 0; x < 64; ++x)
    w[x] = -1;
#pragma acc parallel loop gang copyout(out)
  for (int r = 0; r < 16; ++r)
    fill_row(w, out[r], len, r);
  for (int r = 0; r < 16; ++r)
    for (int c = 0; c < 8; ++c)
      if (out[r][c] != r * c)
        err += 1;
  for (int x = 0; x < 64; ++x)
    if (w[x] != -1)
      err += 1;
  free(w);
  return err;
}

/* A compute construct's private(arr[1:len]) and firstprivate(w[lo:len]) of
 * a run-time length: one copy per gang, made at the start of the region,
 * firstprivate's from the section's values; each gang changes its own. The
 * gang loop's bound, a variable, is still computed before the construct
 * (the copy into the gang's local writes no memory of the host's). */
int test9(void) {
  int err = 0, len = run_time_length, lo = run_time_lower, gangs = 16;
  real_t *w = malloc(64 * sizeof(real_t)), arr[64], out[16][8];
  for (int x = 0; x < 64; ++x) {
    w[x] = x;
    arr[x] = -1;
  }
#pragma acc parallel num_gangs(4) firstprivate(w[lo:len]) private(arr[1:len]) copyout(out)
  {
#pragma acc loop gang
    for (int g = 0; g < gangs; ++g) {
      arr[len] = g;
      w[lo] += 100;
#pragma acc loop vector
      for (int k = 0; k < 8; ++k)
        out[g][k] = k < len ? (k == 0 ? arr[len] : w[lo + k]) : -1;
    }
  }
  for (int g = 0; g < 16; ++g)
    for (int k = 0; k < 8; ++k)
      if (out[g][k] != (k == 0 ? g : k < len ? lo + k : -1))
        err += 1;
  for (int x = 0; x < 64; ++x)
    if (w[x] != x || arr[x] != -1)
      err += 1;
  free(w);
  return err;
}

/* serial firstprivate(arr[k:len]) of an array, and a combined construct's
 * firstprivate of a pointer's section inside a data region (the copy is
 * made from the section's device data). */
int test10(void) {
  int err = 0, len = run_time_length, k = run_time_lower;
  real_t arr[64], *w = malloc(64 * sizeof(real_t)), sum = 0, out[n];
  for (int x = 0; x < 64; ++x)
    arr[x] = w[x] = x;
#pragma acc serial firstprivate(arr[k:len]) copy(sum)
  {
    for (int x = k; x < k + len; ++x) {
      sum += arr[x];
      arr[x] = 0;
    }
  }
#pragma acc data copyin(w[0:64])
  {
#pragma acc parallel loop firstprivate(w[k:len]) copyout(out)
    for (int x = 0; x < n; ++x)
      out[x] = w[k + x % len];
  }
  real_t expected = 0;
  for (int x = k; x < k + len; ++x)
    expected += x;
  if (fabs(sum - expected) > PRECISION)
    err += 1;
  for (int x = 0; x < n; ++x)
    if (out[x] != k + x % len)
      err += 1;
  for (int x = 0; x < 64; ++x)
    if (arr[x] != x)
      err += 1;
  free(w);
  return err;
}

/* Variable-length arrays of one dimension: private(v) and
 * private(v[lo:n]) on loops (a copy per iteration), firstprivate(v) on a
 * parallel construct (a copy per gang from its values) and a combined
 * construct; the original is untouched. */
int test11(void) {
  int err = 0, len = 6, iterations = 40;
  real_t v[len], out[40], sums[40];
  for (int i = 0; i < len; ++i)
    v[i] = -1;
#pragma acc parallel loop private(v) copyout(out[0:iterations])
  for (int j = 0; j < iterations; ++j) {
    for (int i = 0; i < len; ++i)
      v[i] = j + i;
    real_t s = 0;
    for (int i = 0; i < len; ++i)
      s += v[i];
    out[j] = s;
  }
#pragma acc parallel loop private(v[1:len - 2]) copy(out[0:iterations])
  for (int j = 0; j < iterations; ++j) {
    for (int i = 1; i < len - 1; ++i)
      v[i] = j;
    out[j] += v[1] + v[len - 2];
  }
  for (int j = 0; j < iterations; ++j)
    if (fabs(out[j] - (6 * j + 15 + 2 * j)) > PRECISION)
      err += 1;
  for (int i = 0; i < len; ++i)
    if (fabs(v[i] + 1) > PRECISION)
      err += 1;
  for (int i = 0; i < len; ++i)
    v[i] = i;
#pragma acc parallel firstprivate(v) copyout(sums[0:iterations]) num_gangs(3)
  {
    v[0] += 100; /* each gang's copy: once per gang */
#pragma acc loop gang
    for (int j = 0; j < iterations; ++j)
      sums[j] = v[j % len] + j;
  }
  for (int j = 0; j < iterations; ++j)
    if (fabs(sums[j] - ((j % len) + (j % len == 0 ? 100 : 0) + j)) > PRECISION)
      err += 1;
#pragma acc parallel loop firstprivate(v) copyout(sums[0:iterations])
  for (int j = 0; j < iterations; ++j)
    sums[j] = v[len - 1] * j;
  for (int j = 0; j < iterations; ++j)
    if (fabs(sums[j] - (len - 1) * j) > PRECISION)
      err += 1;
  for (int i = 0; i < len; ++i)
    if (fabs(v[i] - i) > PRECISION)
      err += 1;
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
  RUN_TEST(7, test7);
  RUN_TEST(8, test8);
  RUN_TEST(9, test9);
  RUN_TEST(10, test10);
  RUN_TEST(11, test11);
  return failed;
}
