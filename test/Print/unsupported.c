// Directives and clauses the OpenMP printer does not cover yet: each one a
// located `error: unsupported: ...`, all of them reported, exit code 1, and
// no output (never a half-translated file). =acc still prints the file.
//
// RUN: not accc -fopenacc-print=omp %s -o %t.c 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not ls %t.c
// RUN: not accc -fopenacc-print=acc-omp %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: accc -fopenacc-print=acc %s | cmp - %s

static int twice(int x) { return 2 * x; }

int main(void) {
  int a[16], hits = 0;
#pragma acc parallel loop vector(twice(4)) copy(a)
  // CHECK: unsupported.c:[[@LINE-1]]:1: error: unsupported: printing the 'vector(twice(4))' clause of 'parallel loop' as OpenMP
  for (int i = 0; i < 16; i++)
    a[i] = 0;
#pragma acc parallel loop copy(a) copyout(zero: hits) async(1)
  // CHECK: unsupported.c:[[@LINE-1]]:1: error: unsupported: printing the 'zero' modifier on 'parallel loop' with 'async' as OpenMP (the printer's zeroing runs when the directive is encountered, before its queue maps the data)
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++)
      a[i * 4 + j] += 1;
#pragma acc parallel copy(hits)
  {
    // CHECK: unsupported.c:[[@LINE+1]]:1: error: unsupported: printing an 'atomic' directive directly inside a compute construct as OpenMP (OpenMP allows no atomic strictly nested in 'teams')
#pragma acc atomic update
    hits++;
  }

  // A directive the printer handles is printed only when all are.
#pragma acc update self(a)
  return hits;
}
