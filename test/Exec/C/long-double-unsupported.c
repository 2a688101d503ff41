// What accc does not compile with long double: a located error, no output.
// A reduction (convert-acc-to-omp's reductions cover integers, f32 and
// f64):
//
// RUN: not accc -O2 %s -o %t 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: not test -e %t

// CHECK: long-double-unsupported.c:[[@LINE+4]]:3: error: unsupported: reduction of 's' of type f80 (integer and f32/f64 scalars, arrays of them and structs of them are supported)
long double sum(long double *a, int n) {
  long double s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

int main(void) { return 0; }
