// A validation-style test of pointer-to-pointer sections (OpenACC 3.3
// §2.7.1, the "dynamic multidimensional array": `a[lo:n][lo2:m]` of a
// `T **a` whose rows are separate allocations): on a device the pointer
// array and each row are present, each row's pointer attached to its
// device copy (the runtime's __acc2omp_jagged, before and after the
// construct), and the construct reads the device's pointer array; on the
// shared-memory host every row is its own device copy. copy, copyin,
// copyout, create and present on parallel, kernels and data constructs,
// enter data and exit data, update device and self (if_present too), an
// array of pointers as the pointer array, rows in part, with `if`,
// `async`, `wait`, the modifiers, `declare` in a function, `no_create`. main returns the bitmask of failed
// sub-tests. Run on the host's threads, on the emulated device (separate
// memory: a row not copied shows) and on the GPU.
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t && env OMP_NUM_THREADS=4 %t && env ACC_DEVICE_TYPE=host_discrete %t
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=2 %t.gpu
// RUN: accc -emit-mlir=acc %s | FileCheck %s
// RUN: not accc -fopenacc-print=omp %s -o %t.omp.c 2>&1 | FileCheck %s --check-prefix=PRINT
// Printed as OpenMP (the pointer array and each row mapped in a loop of
// their own, OpenMP's attachment pointing the device's pointer array at the
// rows; tests 1 to 8: test9 uses no_create, which OpenMP lacks), built
// by clang-22 and gcc and run:
// RUN: accc -DPRINTABLE -fopenacc-print=omp %s -o %t.p.c && FileCheck %s --check-prefix=OMP < %t.p.c
// RUN: clang -fopenmp -w -I%S -DPRINTABLE %t.p.c -o %t.clang %acc_runtime
// RUN: env OMP_NUM_THREADS=1 %t.clang && env OMP_NUM_THREADS=4 %t.clang
// RUN: accc -DPRINTABLE -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.g.c
// RUN: FileCheck %s --check-prefix=GCC < %t.g.c
// RUN: gcc -fopenmp -foffload=disable -w -I%S -DPRINTABLE %t.g.c -o %t.gcc %acc_runtime && env OMP_NUM_THREADS=2 %t.gcc
//
// The rows: a call before the construct, the pointer array present on it,
// the call that ends them after it.
// CHECK-LABEL: func.func @test1(
// CHECK:         llvm.call @__acc2omp_jagged(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ENTER:.*]]) : (!llvm.ptr, i64, i64, i64, i64, i64, i32) -> ()
// CHECK:         %[[A:.*]] = acc.present varPtr(%{{.*}} : !llvm.ptr) varType(!llvm.struct<(ptr)>) bounds(%{{.*}}) -> !llvm.ptr {{{.*}}name = "a[0:nr]"
// CHECK:         acc.parallel {{.*}}dataOperands(%[[A]]
// CHECK:         llvm.call @__acc2omp_jagged(
// With `if(c)`, the calls run under it.
// CHECK-LABEL: func.func @test5(
// CHECK:         scf.if %{{.*}} {
// CHECK-NEXT:      llvm.call @__acc2omp_jagged(
// declare in a function: the call at the directive, the exit's at each
// return.
// CHECK-LABEL: func.func private @scale_declared(
// CHECK:         llvm.call @__acc2omp_jagged(
// CHECK-NEXT:    %[[R:.*]] = acc.present varPtr(%{{.*}} : !llvm.ptr) varType(!llvm.struct<(ptr)>) bounds(%{{.*}}) -> !llvm.ptr {{{.*}}name = "rows[0:nr]"
// CHECK-NEXT:    acc.declare_enter dataOperands(%[[R]] : !llvm.ptr)
// CHECK:         acc.declare_exit token(%{{.*}}) dataOperands(%[[R]] : !llvm.ptr)
// CHECK-NEXT:    acc.delete accPtr(%[[R]] : !llvm.ptr)
// CHECK:         llvm.call @__acc2omp_jagged(
// CHECK:         return
// OMP-LABEL: {{^}}int test1(void) {
// OMP: {{^}}{
// OMP-NEXT: {{^}}#pragma omp target enter data map(to: a[0:nr])
// OMP-NEXT: {{^}}for (long long acc2omp_row = 0; acc2omp_row < 0 + (nr); acc2omp_row++) {
// OMP-NEXT: {{^}}#pragma omp target enter data map(to: a[acc2omp_row][0:nc])
// OMP-NEXT: {{^}}}
// OMP-NEXT: {{^}}#pragma omp target teams distribute map(ompx_hold, present, alloc: a[0:nr])
// OMP: {{^}}for (long long acc2omp_row = 0; acc2omp_row < 0 + (nr); acc2omp_row++) {
// OMP-NEXT: {{^}}#pragma omp target exit data map(from: a[acc2omp_row][0:nc])
// OMP-NEXT: {{^}}}
// OMP-NEXT: {{^}}#pragma omp target exit data map(release: a[0:nr])
// OMP-NEXT: {{^}}}
// With if(c): the condition once, for the entry and the exit.
// OMP-LABEL: {{^}}int test3(void) {
// OMP: {{^}}#pragma omp target update from(a[acc2omp_row][1:COLS - 2])
// OMP-NEXT: {{^}}#pragma omp target exit data map(delete: a[acc2omp_row][1:COLS - 2])
// OMP-NEXT: {{^}}}
// OMP-NEXT: {{^}}#pragma omp target exit data map(delete: a[2:4])
// OMP: {{^}}const int acc2omp_jagged_if = (no);
// OMP-NEXT: {{^}}if (acc2omp_jagged_if) {
// OMP-NEXT: {{^}}#pragma omp target enter data map(to: a[0:ROWS])
// update of rows 2 to 5, with `present` (clang) or without (gcc 12):
// OMP: {{^}}#pragma omp target update to(present: a[acc2omp_row][0:nc])
// GCC: {{^}}#pragma omp target update to(a[acc2omp_row][0:nc])
// GCC-NOT: present:
// The zero modifier: each row the map makes present zeroed (test7).
// OMP-LABEL: {{^}}int test7(void) {
// OMP: {{^}}const int acc2omp_zero = omp_get_default_device() != omp_get_initial_device() && omp_target_is_present && !omp_target_is_present(&z[acc2omp_row][0], omp_get_default_device());
// OMP-NEXT: {{^}}#pragma omp target enter data map(alloc: z[acc2omp_row][0:nc])
// OMP-NEXT: {{^}}if (acc2omp_zero && omp_target_is_present(&z[acc2omp_row][0], omp_get_default_device())) {
// OMP-NEXT: {{^}}#pragma omp target teams distribute parallel for map(alloc: z[acc2omp_row][0:nc])
// PRINT: error: unsupported: printing a pointer-to-pointer section in 'no_create' as OpenMP (OpenMP has no map that uses present data and leaves the rest to the host's memory)
#include "acc_testsuite.h"

#define ROWS 16
#define COLS 24

static real_t **new_rows(real_t first) {
  real_t **a = (real_t **)malloc(ROWS * sizeof(real_t *));
  for (int i = 0; i < ROWS; ++i) {
    a[i] = (real_t *)malloc(COLS * sizeof(real_t));
    for (int j = 0; j < COLS; ++j)
      a[i][j] = first + i * COLS + j;
  }
  return a;
}

static void free_rows(real_t **a) {
  for (int i = 0; i < ROWS; ++i)
    free(a[i]);
  free(a);
}

/* copy on a combined construct: every row comes back doubled. */
int test1(void) {
  int err = 0, nr = ROWS, nc = COLS;
  real_t **a = new_rows(0);
#pragma acc parallel loop copy(a[0:nr][0:nc])
  for (int i = 0; i < nr; ++i)
    for (int j = 0; j < nc; ++j)
      a[i][j] *= 2;
  for (int i = 0; i < nr; ++i)
    for (int j = 0; j < nc; ++j)
      if (fabs(a[i][j] - 2 * (i * COLS + j)) > PRECISION)
        err += 1;
  free_rows(a);
  return err;
}

/* data copyin + copyout, present on a parallel loop and a kernels loop,
 * create for a scratch array. */
int test2(void) {
  int err = 0, nr = ROWS, nc = COLS;
  real_t **a = new_rows(1), **b = new_rows(0), **t = new_rows(0);
#pragma acc data copyin(a[0:nr][0:nc]) copyout(b[0:nr][0:nc]) create(t[0:nr][0:nc])
  {
#pragma acc parallel loop present(a[0:nr][0:nc], t[0:nr][0:nc])
    for (int i = 0; i < nr; ++i)
      for (int j = 0; j < nc; ++j)
        t[i][j] = a[i][j] + 1;
#pragma acc kernels loop independent present(t[0:nr][0:nc], b[0:nr][0:nc])
    for (int i = 0; i < nr; ++i)
      for (int j = 0; j < nc; ++j)
        b[i][j] = 10 * t[i][j];
  }
  for (int i = 0; i < nr; ++i)
    for (int j = 0; j < nc; ++j)
      if (fabs(b[i][j] - 10 * (2 + i * COLS + j)) > PRECISION)
        err += 1;
  free_rows(a);
  free_rows(b);
  free_rows(t);
  return err;
}

/* enter data / exit data of part of the rows and part of each row: only
 * that part changes (on a device: the rest is not copied back); entered
 * twice, copyout with finalize copies it out and ends both references. */
int test3(void) {
  int err = 0;
  real_t **a = new_rows(0);
#pragma acc enter data copyin(a[2:4][1:COLS - 2])
#pragma acc enter data copyin(a[2:4][1:COLS - 2])
#pragma acc parallel loop present(a[2:4][1:COLS - 2])
  for (int i = 2; i < 6; ++i)
    for (int j = 1; j < COLS - 1; ++j)
      a[i][j] = -1;
#pragma acc exit data copyout(a[2:4][1:COLS - 2]) finalize
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j) {
      int inside = i >= 2 && i < 6 && j >= 1 && j < COLS - 1;
      if (fabs(a[i][j] - (inside ? -1 : i * COLS + j)) > PRECISION)
        err += 1;
    }
  free_rows(a);
  return err;
}

/* Rows an enclosing data construct holds: enter data + exit data of them
 * inside keep them attached; rows of no elements (a run-time 0). */
int test4(void) {
  int err = 0, nr = ROWS, nc = COLS, none = 0;
  real_t **a = new_rows(0);
#pragma acc data copy(a[0:nr][0:nc])
  {
#pragma acc enter data copyin(a[0:nr][0:nc])
#pragma acc exit data delete(a[0:nr][0:nc])
#pragma acc parallel loop present(a[0:nr][0:nc])
    for (int i = 0; i < nr; ++i)
      for (int j = 0; j < nc; ++j)
        a[i][j] += 1;
  }
#pragma acc parallel loop copy(a[0:nr][0:none])
  for (int i = 0; i < nr; ++i)
    ;
  for (int i = 0; i < nr; ++i)
    for (int j = 0; j < nc; ++j)
      if (fabs(a[i][j] - (1 + i * COLS + j)) > PRECISION)
        err += 1;
  free_rows(a);
  return err;
}

/* `if(c)` on the directive: the rows are made present only where it
 * holds (the calls run under it; a false `if` on a compute construct runs
 * it on the host with the host's rows), `self(c)` only where it does not;
 * `async`/`wait`: synchronous. */
int test5(void) {
  int err = 0, yes = 1, no = 0;
  real_t **a = new_rows(0);
#pragma acc enter data copyin(a[0:ROWS][0:COLS]) if(no)
  if (acc_is_present(a[1], COLS * sizeof(real_t)) && acc_get_device_type() != acc_device_host)
    err += 1;
#pragma acc parallel loop if(no) copy(a[0:ROWS][0:COLS])
  for (int i = 0; i < ROWS; ++i)
    a[i][0] += 1;
#pragma acc parallel loop if(yes) copy(a[0:ROWS][0:COLS]) async(1)
  for (int i = 0; i < ROWS; ++i)
    a[i][1] += 1;
#pragma acc wait(1)
  // self: on the host with the host's rows (on a device, copies made and
  // copied back would overwrite the host's stores).
#pragma acc parallel loop self(yes) copy(a[0:ROWS][0:COLS])
  for (int i = 0; i < ROWS; ++i)
    a[i][3] += 1;
#pragma acc parallel loop if(yes) self(no) copy(a[0:ROWS][0:COLS])
  for (int i = 0; i < ROWS; ++i)
    a[i][4] += 1;
#pragma acc data copy(a[0:ROWS][0:COLS]) if(yes)
  {
#pragma acc parallel loop present(a[0:ROWS][0:COLS]) async(2)
    for (int i = 0; i < ROWS; ++i)
      a[i][2] += 1;
#pragma acc wait(2)
  }
#pragma acc enter data copyin(a[0:ROWS][0:COLS]) async(3) wait(2)
#pragma acc exit data copyout(a[0:ROWS][0:COLS]) if(yes) async(3) wait(1)
#pragma acc wait(3)
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j)
      if (fabs(a[i][j] - (i * COLS + j + (j < 5))) > PRECISION)
        err += 1;
  free_rows(a);
  return err;
}

/* update device and update self of pointer-to-pointer sections (each
 * row's data; the pointer array keeps its device pointers), rows in part,
 * if_present, and an array of pointers `T *r[k]` as the pointer array, on
 * enter data and exit data. */
int test6(void) {
  int err = 0, nr = ROWS, nc = COLS;
  real_t **a = new_rows(0);
  real_t *r[4];
  for (int i = 0; i < 4; ++i) {
    r[i] = (real_t *)malloc(COLS * sizeof(real_t));
    for (int j = 0; j < COLS; ++j)
      r[i][j] = i;
  }
#pragma acc enter data copyin(a[0:nr][0:nc], r[0:4][0:nc])
  for (int i = 2; i < 6; ++i)
    for (int j = 0; j < nc; ++j)
      a[i][j] = -1;
#pragma acc update device(a[2:4][0:nc])
#pragma acc parallel loop present(a[0:nr][0:nc], r[0:4][0:nc])
  for (int i = 0; i < nr; ++i)
    for (int j = 0; j < nc; ++j)
      a[i][j] = a[i][j] * 2 + r[i % 4][j];
#pragma acc update self(a[0:nr][0:nc])
#pragma acc exit data delete(a[0:nr][0:nc], r[0:4][0:nc])
#pragma acc update self(a[0:nr][0:nc]) if_present
  for (int i = 0; i < nr; ++i)
    for (int j = 0; j < nc; ++j) {
      real_t before = (i >= 2 && i < 6) ? -1 : i * COLS + j;
      if (fabs(a[i][j] - (before * 2 + i % 4)) > PRECISION)
        err += 1;
    }
  free_rows(a);
  for (int i = 0; i < 4; ++i)
    free(r[i]);
  return err;
}

/* Modifiers: create(zero:) rows start zeroed on a device (the host's are
 * zero too: on the shared-memory host they are the construct's data),
 * copyin(readonly:), copyin(always:) of present rows copies them again,
 * copyout(always:) copies them out though an enclosing construct holds
 * them, copy(alwaysin:). */
int test7(void) {
  int err = 0, nr = ROWS, nc = COLS;
  real_t **a = new_rows(0), **z = new_rows(0), **b = new_rows(0);
  for (int i = 0; i < nr; ++i)
    for (int j = 0; j < nc; ++j)
      z[i][j] = 0;
#pragma acc data create(zero: z[0:nr][0:nc]) copyin(readonly: a[0:nr][0:nc]) copyout(b[0:nr][0:nc])
  {
#pragma acc parallel loop present(z[0:nr][0:nc], a[0:nr][0:nc], b[0:nr][0:nc])
    for (int i = 0; i < nr; ++i)
      for (int j = 0; j < nc; ++j)
        b[i][j] = z[i][j] == 0 ? a[i][j] : -1;
  }
  for (int i = 0; i < nr; ++i)
    for (int j = 0; j < nc; ++j)
      if (fabs(b[i][j] - (i * COLS + j)) > PRECISION)
        err += 1;
#pragma acc enter data copyin(a[0:nr][0:nc])
  for (int i = 0; i < nr; ++i)
    a[i][0] = 100;
#pragma acc parallel loop copyin(always: a[0:nr][0:nc]) copy(b[0:nr][0:nc])
  for (int i = 0; i < nr; ++i)
    b[i][0] = a[i][0];
#pragma acc data copy(a[0:nr][0:nc])
  {
#pragma acc parallel loop copyout(always: a[0:nr][0:nc])
    for (int i = 0; i < nr; ++i)
      a[i][1] = -7;
    // Still held by the data construct and enter data: copied out anyway.
    for (int i = 0; i < nr; ++i)
      if (fabs(a[i][1] + 7) > PRECISION)
        err += 1;
  }
  for (int i = 0; i < nr; ++i)
    a[i][2] = 5;
#pragma acc parallel loop copy(alwaysin: a[0:nr][0:nc])
  for (int i = 0; i < nr; ++i)
    a[i][3] = a[i][2] + 1;
#pragma acc exit data copyout(always: a[0:nr][0:nc])
  for (int i = 0; i < nr; ++i)
    if (fabs(b[i][0] - 100) > PRECISION || fabs(a[i][3] - 6) > PRECISION)
      err += 1;
  free_rows(a);
  free_rows(z);
  free_rows(b);
  return err;
}

/* declare in a function: the rows present from the directive to each
 * return (copied back there), present on the constructs between. */
static int scale_declared(real_t **a, int nr, int nc, int stop) {
  real_t **rows = a;
#pragma acc declare copy(rows[0:nr][0:nc])
#pragma acc parallel loop present(rows[0:nr][0:nc])
  for (int i = 0; i < nr; ++i)
    for (int j = 0; j < nc; ++j)
      rows[i][j] *= 3;
  if (stop)
    return 1;
#pragma acc parallel loop present(rows[0:nr][0:nc])
  for (int i = 0; i < nr; ++i)
    rows[i][0] = -1;
  return 0;
}

int test8(void) {
  int err = 0;
  real_t **a = new_rows(1);
  err += scale_declared(a, ROWS, COLS, 1) != 1;
  err += scale_declared(a, ROWS, COLS, 0) != 0;
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j)
      if (fabs(a[i][j] - (j == 0 ? -1 : 9 * (1 + i * COLS + j))) > PRECISION)
        err += 1;
  if (acc_is_present(a[0], COLS * sizeof(real_t)) && acc_get_device_type() != acc_device_host)
    err += 1;
  free_rows(a);
  return err;
}

#ifndef PRINTABLE

/* no_create: rows present (enter data) are used and keep what the
 * construct wrote until exit data copies them out; without present data
 * the construct uses the host's (where the device can read them: not on
 * a GPU). */
int test9(void) {
  int err = 0, nr = ROWS, nc = COLS;
  real_t **a = new_rows(0);
#pragma acc enter data copyin(a[0:nr][0:nc])
#pragma acc parallel loop no_create(a[0:nr][0:nc])
  for (int i = 0; i < nr; ++i)
    for (int j = 0; j < nc; ++j)
      a[i][j] += 1;
  if (acc_get_device_type() != acc_device_host && fabs(a[1][1] - (COLS + 1)) > PRECISION)
    err += 1; /* the host's rows are untouched until the copyout */
#pragma acc exit data copyout(a[0:nr][0:nc])
  if (acc_get_device_type() != acc_device_nvidia) {
#pragma acc parallel loop no_create(a[0:nr][0:nc])
    for (int i = 0; i < nr; ++i)
      a[i][0] = -3;
  } else {
    for (int i = 0; i < nr; ++i)
      a[i][0] = -3;
  }
  for (int i = 0; i < nr; ++i)
    for (int j = 0; j < nc; ++j)
      if (fabs(a[i][j] - (j == 0 ? -3 : 1 + i * COLS + j)) > PRECISION)
        err += 1;
  free_rows(a);
  return err;
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
  RUN_TEST(7, test7);
  RUN_TEST(8, test8);
#ifndef PRINTABLE
  RUN_TEST(9, test9);
#endif
  return failed;
}
