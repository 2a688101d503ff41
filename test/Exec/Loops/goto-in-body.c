// `goto` inside a loop construct's body whose labels are in the body
// (OpenACC 3.3 §2.9: a loop's body may branch within itself): the body is
// a region of several blocks (an scf.execute_region, as for `continue`),
// in a gang loop, a vector loop and a sequential one. Every result must be
// the sequential program's. Run on 1, 2 and 4 threads, the emulated
// device, and as printed OpenMP (built by clang-22 and gcc). (A `goto` or `return` that leaves a compute construct
// is Clang's error; a `break` out of a loop construct stays ours:
// test/Frontend/Diagnostics/break-out-of-loop.c.)
//
// RUN: accc -O1 %s -o %t
// RUN: clang -w -O1 %s -o %t.seq && %t.seq > %t.expected
// RUN: env OMP_NUM_THREADS=1 %t | diff - %t.expected
// RUN: env OMP_NUM_THREADS=4 %t | diff - %t.expected
// RUN: env OMP_NUM_THREADS=2 KMP_TEAMS_THREAD_LIMIT=8 %t | diff - %t.expected
// RUN: accc -O1 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete %t.gpu | diff - %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang && %t.clang | diff - %t.expected
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && %t.gcc | diff - %t.expected
#include <stdio.h>

#define N 200

int main(void) {
  int a[N], b[N * 8];
  for (int i = 0; i < N; i++)
    a[i] = i;
  // A gang loop: a backward goto (a retry) and a forward one (a skip).
#pragma acc parallel loop copy(a)
  for (int i = 0; i < N; i++) {
    int k = 0;
  again:
    if (a[i] % 3 != 0) {
      a[i] += 1;
      k++;
      goto again;
    }
    if (k > 1)
      goto done;
    a[i] *= 10;
  done:;
  }
  // A vector loop inside gang rows, a goto out of a nested loop of the
  // body (to a label of the body).
#pragma acc parallel loop gang copyout(b)
  for (int r = 0; r < 8; r++) {
#pragma acc loop vector
    for (int c = 0; c < N; c++) {
      int v = 0;
      for (int t = 0; t < 50; t++) {
        v += t * (r + 1);
        if (v > c * 4)
          goto found;
      }
      v = -1;
    found:
      b[r * N + c] = v;
    }
  }
  // A sequential loop with a label nothing jumps to.
  int last = 0;
#pragma acc serial copy(last)
#pragma acc loop seq
  for (int i = 0; i < 10; i++) {
  unused:
    last += i;
  }
  long s = 0;
  for (int i = 0; i < N; i++)
    s += a[i];
  for (int i = 0; i < N * 8; i++)
    s += b[i] * (i % 7);
  printf("sum %ld last %d\n", s, last);
  return 0;
}
