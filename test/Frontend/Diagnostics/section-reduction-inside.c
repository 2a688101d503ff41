// A loop's reduction of a section of a run-time length, inside a compute
// construct, of a variable of the construct (its gangs reduce it too),
// whose length the construct computes from memory it writes first: the
// teams' reduction is set up before the construct's code runs, and the
// length cannot be computed before the construct (a length that can, a
// variable's value, is: test/Exec/Validation/section_reductions.c). A
// located error, exit code 1, no output.
// RUN: rm -f %t.o
// RUN: not accc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not ls %t.o

void section_reduction(double *c, int *m) {
#pragma acc parallel copy(c[0:8]) copy(m[0:1])
  {
    m[0] = 4;
  // CHECK: section-reduction-inside.c:[[@LINE+2]]:5: error: unsupported: a loop's reduction of 'c[0:m[0]]', a section of a run-time length of a variable of the compute construct, whose length is computed inside the construct (reduce it on the compute construct, or on a combined construct)
#pragma acc loop reduction(+:c[0:m[0]])
    for (int i = 0; i < 8; i++)
      c[i % 2] += i;
  }
}
