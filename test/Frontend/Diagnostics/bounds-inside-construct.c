// Loop bounds computed inside a compute construct that accc cannot compute
// again on the host before it (the kernel loop's trip count must be known
// there): located errors, exit code 1, no output. Bounds it can compute
// again run: test/Exec/Loops/bounds-inside-construct.c.
// RUN: not accc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --check-prefix=STORE
// RUN: not ls %t.o
// RUN: not accc -DKERNELS -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --check-prefix=KERNELS
// RUN: not accc -DKERNELS -fopenacc-print=omp %s -o %t.c 2>&1 | FileCheck %s --implicit-check-not=error: --check-prefix=KERNELS
// RUN: not ls %t.c

#ifndef KERNELS
// The bound is read after a store through a pointer, which may write it.
void through_pointer(double *a, int *p, int n) {
#pragma acc parallel copy(a[0:n], p[0:1])
  {
    p[0] = n / 2;
    // STORE: bounds-inside-construct.c:[[@LINE+1]]:13: error: unsupported: bounds of the gang loop computed inside 'acc.parallel' from values the host cannot compute before it (memory written or a call made earlier in the construct): compute them before the construct
#pragma acc loop
    for (int i = 0; i < p[0]; i++) a[i] = i;
  }
}
// The bound is a local a pointer points to: a store through a pointer may
// write it (a local whose address nothing takes it cannot:
// test/Exec/Loops/bounds-inside-construct.c).
void through_alias(double *a, int n) {
  int k = n, *pk = &k;
#pragma acc parallel copy(a[0:n]) copy(k)
  {
    *pk = n / 2;
    // STORE: bounds-inside-construct.c:[[@LINE+1]]:13: error: unsupported: bounds of the gang loop computed inside 'acc.parallel' from values the host cannot compute before it (memory written or a call made earlier in the construct): compute them before the construct
#pragma acc loop
    for (int i = 0; i < k; i++) a[i] = i;
  }
}
#else
// A local of a `kernels` region that a later loop nest reads: the code
// between nests and each nest are constructs of their own.
void kernels_local(double *a, int n) {
#pragma acc kernels copy(a[0:n])
  {
    // KERNELS: bounds-inside-construct.c:[[@LINE+1]]:9: error: unsupported: a variable of 'acc.kernels' used in two of its parts (loop nests or the code between them)
    int start = n / 4, stop = start + 10;
#pragma acc loop independent
    for (int i = start; i < stop; i++) a[i] -= 0.25;
  }
}
#endif
