// A loop's reduction of a section of a run-time length, inside a compute
// construct, of a variable of the construct (its gangs reduce it too):
// the length is computed inside the construct, where the teams'
// reduction, set up before the construct's code runs, cannot read it.
// Reduced on the construct or a combined construct it works
// (test/Exec/Validation/section_reductions.c). A located error, exit code
// 1, no output.
// RUN: not accc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not ls %t.o

void section_reduction(double *c, int m) {
#pragma acc parallel copy(c[0:m])
  {
  // CHECK: section-reduction-inside.c:[[@LINE+2]]:5: error: unsupported: a loop's reduction of 'c[0:m]', a section of a run-time length of a variable of the compute construct, whose length is computed inside the construct (reduce it on the compute construct, or on a combined construct)
#pragma acc loop reduction(+:c[0:m])
    for (int i = 0; i < 8; i++)
      c[i % 2] += i;
  }
}
