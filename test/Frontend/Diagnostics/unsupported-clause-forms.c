// Clause forms accc does not translate yet (found in public programs: NPB
// CG's `gang(n)` on kernels loops, the OpenACC V&V suite's array section in
// `firstprivate`): located errors that name the clause as written, exit
// code 1, no output.
// RUN: not accc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --check-prefix=GANG
// RUN: not ls %t.o
// RUN: not accc -DSECTION -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --check-prefix=SECTION

void gang_count(double *x, int n) {
  // GANG: unsupported-clause-forms.c:[[@LINE+1]]:13: error: unsupported: 'gang' with a number of gangs or a dimension on a loop ('gang(n)', 'gang(num:n)', 'gang(dim:d)'; 'num_gangs' on the compute construct gives the number of gangs)
#pragma acc kernels loop gang((n + 127) / 128) vector(128) copyout(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] = i;
}

#ifdef SECTION
void section(double *c, double *d) {
  // SECTION: unsupported-clause-forms.c:[[@LINE+1]]:35: error: unsupported: an array section in a 'firstprivate' clause (whole arrays of constant size and scalars are supported)
#pragma acc parallel firstprivate(c[0:8]) copyout(d[0:8])
  {
#pragma acc loop
    for (int i = 0; i < 8; i++)
      d[i] = c[i];
  }
}
#endif
