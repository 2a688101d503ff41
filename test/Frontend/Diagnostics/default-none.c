// default(none) (OpenACC 3.3 §2.5.16): a variable the construct uses
// without a data clause is an error that names the variable, at its use;
// exit code 1, no output.
// RUN: rm -f %t.o
// RUN: not accc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not ls %t.o

int count(int m) {
  int test = 5;
#pragma acc parallel default(none) reduction(+:test)
  // CHECK: default-none.c:[[@LINE+1]]:23: error: 'm' has no data clause on 'parallel' with 'default(none)'
  for (int x = 0; x < m; ++x)
    test += 1;
  return test;
}
