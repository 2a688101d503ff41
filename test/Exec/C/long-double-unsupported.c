// What accc does not compile with long double: a located error, no output.
// An atomic operation (its 10 bytes have no atomic access on x86-64;
// reductions of it work: test/Exec/C/long-double.c):
//
// RUN: not accc -O2 %s -o %t 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: not test -e %t

long double sum(long double *a, int n) {
  long double s = 0;
#pragma acc parallel loop copy(s)
  for (int i = 0; i < n; i++) {
#pragma acc atomic update
    // CHECK: long-double-unsupported.c:[[@LINE+1]]:5: error: unsupported C construct: atomic operation on a 'long double' (its 10 bytes have no atomic access)
    s += a[i];
  }
  return s;
}

int main(void) { return 0; }
