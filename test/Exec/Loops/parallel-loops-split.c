// A `parallel` construct with several partitioned loops in a GPU build
// (--offload-arch): a GPU kernel is one grid-stride loop, and CUDA has no
// barrier across a grid's blocks, so convert-acc-to-omp's split-parallel
// (which accc gives with --offload-arch) makes a compute construct per
// loop inside a data region holding the construct's data: each a kernel,
// run in order; `seq` loops, C loops, the code after the last loop and
// code before a loop that writes memory are gang-redundant parts of their
// own (a `serial` construct's too). Before,
// every such construct was an error ("several partitioned loops one after
// the other in one GPU kernel", "'scf.while' outside the partitioned loop
// of a GPU kernel"). The host build and the printed OpenMP keep the
// construct as it is.
//
// RUN: accc -O1 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 KMP_TEAMS_THREAD_LIMIT=8 %t | FileCheck %s
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu
// RUN: env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=3 %t.gpu | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=host OMP_NUM_THREADS=2 %t.gpu | FileCheck %s
// RUN: accc --offload-arch=sm_90 -emit-mlir=omp %s | FileCheck %s --check-prefix=IR
// RUN: accc --offload-arch=sm_90 -Rpass=acc2omp -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang %acc_runtime && %t.clang | FileCheck %s
// RUN: not accc --offload-arch=sm_90 -DKEPT -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=KEPT
// RUN: not accc --offload-arch=sm_90 -DKEPT_ADDRESS -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=KEPT_ADDRESS
// CHECK: 2997 1005 499500 7
// CHECK-NEXT: -1 -999 20
// CHECK-NEXT: 5 4 999006 1000
// CHECK-NEXT: 5 94
// CHECK-NEXT: 7 106 1000
// CHECK-NEXT: 190 1
// CHECK-NEXT: 1 4 40 10
// CHECK-NEXT: 198 0 50
// CHECK-NEXT: 43 3 145
//
// The first construct: a data region with its clauses, two targets each
// with the present data and its own firstprivate copy of k; the reduction
// is the second's.
// IR:      omp.target_data map_entries(
// IR:        omp.map.info {{.*}}map_clauses(ompx_hold, present, storage) {{.*}}{name = "c"}
// IR:        omp.map.info {{.*}}map_clauses(ompx_hold, to) {{.*}}{name = "k"}
// IR:        omp.target host_eval
// IR-NOT:      reduction
// IR:          omp.distribute
// IR:        omp.map.info {{.*}}{name = "k"}
// IR:        omp.target host_eval
// IR-NEXT:     arith.constant
// IR-NEXT:     omp.teams num_teams({{.*}}) reduction(@acc2omp.reduction.add.i32
// REMARK: parallel-loops-split.c:[[@LINE+12]]:1: remark: 'acc.parallel' split into 2 compute constructs in a data region, run in order (each GPU kernel runs one partitioned loop, or code without one)
#include <openacc.h>
#include <stdio.h>
#define N 1000

static int a[N], b[N], c[N], d[N];

int main(void) {
  int n = N, k = 3, s = 0;
  int *e = a;
  for (int i = 0; i < N; i++)
    c[i] = i;
#pragma acc parallel firstprivate(k) copyin(c) copyout(a, b) reduction(+:s)
  {
    /* Independent loops, a read-only firstprivate in both, code between
       them (its local is the second loop's), a reduction in the second. */
#pragma acc loop gang vector
    for (int i = 0; i < n; i++)
      a[i] = c[i] * k;
    int twice = 2 * k;
#pragma acc loop gang vector reduction(+:s)
    for (int i = 0; i < n; i++) {
      b[i] = c[i] + twice;
      s += c[i];
    }
  }
  printf("%d %d %d %d\n", a[N - 1], b[N - 1], s, 7 + 0 * k);
  /* One gang: its vector loops end before the next statement, so the
     second loop reads what the first wrote; the code after the last loop
     is a part of its own (d and c are globals without a clause: each part
     maps them). */
#pragma acc parallel num_gangs(1) vector_length(128)
  {
#pragma acc loop vector
    for (int i = 0; i < n; i++)
      d[i] = i * i;
#pragma acc loop vector
    for (int i = 0; i < n; i++)
      c[i] = d[n - 1 - i] / (n - 1 - i > 0 ? n - 1 - i : 1) - i;
#pragma acc loop seq
    for (int i = 0; i < 3; i++)
      c[i] = -1;
    c[1] = 20;
  }
  printf("%d %d %d\n", c[0], c[N - 1], c[1]);
  /* A scalar the code before the second loop changes (its part's copy), a
     pointer's section with if, inside a data region (present data). */
  int m = 5;
#pragma acc data copy(d)
  {
#pragma acc parallel copy(e[0:n]) present(d) if(n > 5)
    {
#pragma acc loop gang
      for (int i = 0; i < n; i++)
        e[i] = d[i] % 7;
      m = m + 1;
#pragma acc loop gang worker
      for (int i = 0; i < n; i++)
        b[i] = d[i] + m + i;
    }
  }
  printf("%d %d %d %d\n", m, e[N - 1], b[N - 1], n);
  /* serial: a loop, then a C loop that reads what it wrote. */
#pragma acc serial copyout(a[0:100], b[0:100])
  {
#pragma acc loop
    for (int i = 0; i < 100; i++)
      a[i] = i;
    for (int i = 0; i < 100; i++)
      b[i] = a[99 - i];
  }
  printf("%d %d\n", a[5], b[5]);
  /* Stores before the only loop (gang-redundant code every kernel thread
     would run): a part of its own; the loop's bound goes with the loop. */
  int x[2];
#pragma acc parallel copyout(x) copy(a[0:100])
  {
    x[0] = 7;
    x[1] = n;
#pragma acc loop gang vector
    for (int i = 0; i < n / 10; i++)
      a[i] = x[0] + i;
  }
  printf("%d %d %d\n", a[0], a[99], x[1]);
  /* deviceptr: each part's own clause (its pointer used as it is); one
     gang, whose vector loops end before the next statement. */
  int *dev = (int *)acc_malloc(sizeof(int) * 64);
#pragma acc parallel deviceptr(dev) copyout(b[0:64]) num_gangs(1)
  {
#pragma acc loop vector
    for (int i = 0; i < 64; i++)
      dev[i] = i * 3;
#pragma acc loop vector
    for (int i = 0; i < 64; i++)
      b[i] = dev[63 - i] + 1;
  }
  acc_free(dev);
  printf("%d %d\n", b[0], b[63]);
  /* A read-only firstprivate array: each part's copy. */
  int w[4] = {1, 2, 3, 4};
#pragma acc parallel firstprivate(w) copyout(a[0:100], b[0:100])
  {
#pragma acc loop gang vector
    for (int i = 0; i < 100; i++)
      a[i] = w[i % 4];
#pragma acc loop gang vector
    for (int i = 0; i < 100; i++)
      b[i] = w[3 - i % 4] * 10;
  }
  printf("%d %d %d %d\n", a[0], a[99], b[0], b[99]);
  /* A member's section: the front end's local holding the member's
     device address, set once from outside, is each part's own. */
  struct {
    int n;
    int *d;
  } v = {100, c};
#pragma acc parallel copy(v.d[0:100]) copyout(e[0:100]) num_gangs(1)
  {
#pragma acc loop vector
    for (int i = 0; i < 100; i++)
      v.d[i] = i;
#pragma acc loop vector
    for (int i = 0; i < 100; i++)
      e[i] = v.d[99 - i] * 2;
  }
  printf("%d %d %d\n", e[0], e[99], c[50]);
  /* Code before a part's loop that reads an array the loop only reads
     (`lut`, its implicit copy): every kernel thread reads what one gang
     would (it was "'llvm.load' outside the partitioned loop"). */
  int lut[4] = {3, 1, 4, 1}, out[100], odd[100] = {0};
#pragma acc parallel copyout(out) copy(odd)
  {
    int base = lut[2] * 10 + lut[0];
#pragma acc loop gang
    for (int i = 0; i < 100; i++)
      out[i] = base + i;
    int step = lut[1] + lut[3];
#pragma acc loop gang
    for (int i = 1; i < 100; i += step)
      odd[i] = lut[i % 4] + step;
  }
  printf("%d %d %d\n", out[0], odd[1], odd[99] + out[99]);
  return 0;
}

#ifdef KEPT
/* A variable the first part changes and the second reads: each part's
   copy would start from the original value, so the construct is kept, and
   the GPU back end reports it. */
void kept(int *a, int n) {
  int m = 5;
#pragma acc parallel copy(a[0:n])
  {
    m = m + 1;
#pragma acc loop gang
    for (int i = 0; i < n; i++)
      a[i] = i;
    // KEPT: parallel-loops-split.c:[[@LINE+1]]:13: error: unsupported: several partitioned loops one after the other in one GPU kernel (--offload-arch)
#pragma acc loop gang
    for (int i = 0; i < n; i++)
      a[i] += m;
  }
}
#endif

#ifdef KEPT_ADDRESS
/* A scalar written through a pointer before the loop (its address taken
   in the region): no split (the loop's part would read the original `n`:
   it ran 5 iterations for 30; found by differential testing), and the
   bound is one the host cannot compute. */
void kept_address(int *a, int n, int k) {
#pragma acc parallel copy(a[0:64])
  {
    a[0] = k;
    int *pn = &n;
    *pn = k + 10;
    // KEPT_ADDRESS: parallel-loops-split.c:[[@LINE+1]]:13: error: unsupported: bounds of the gang loop computed inside 'acc.parallel' from values the host cannot compute before it
#pragma acc loop gang
    for (int i = 0; i < n; i++)
      a[1 + i] = i + n;
  }
}
#endif
