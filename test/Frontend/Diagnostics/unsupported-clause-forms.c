// Clause forms accc does not translate: gangs of several dimensions (OpenMP
// has one league of teams), a kernels loop's number of gangs the host
// cannot compute before the region, an array section of a run-time length
// in `firstprivate`: located errors that name the clause as written, exit
// code 1, no output.
// RUN: not accc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --check-prefix=GANG
// RUN: not ls %t.o
// RUN: not accc -DSECTION -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --check-prefix=SECTION

void gang_dimensions(double *x, int n) {
  // GANG: unsupported-clause-forms.c:[[@LINE+1]]:13: error: unsupported: 'gang(dim:2)': gangs of 2 dimensions need 'num_gangs' with 2 values, which OpenMP's one-dimensional league of teams does not have
#pragma acc parallel loop gang(dim:2) copyout(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] = i;
}

void gang_count_from_device(int *x) {
#pragma acc kernels copy(x[0:64])
  {
  // GANG: unsupported-clause-forms.c:[[@LINE+1]]:13: error: unsupported: a 'gang(num:)' argument in 'kernels' that the host cannot compute before the region (it reads device data or what the region writes)
#pragma acc loop independent gang(num:x[0])
    for (int i = 0; i < 64; i++)
      x[i] = i;
  }
}

#ifdef SECTION
void section(double *c, double *d, int m) {
  // SECTION: unsupported-clause-forms.c:[[@LINE+1]]:35: error: unsupported: an array section whose length is not a positive constant in a 'firstprivate' clause
#pragma acc parallel firstprivate(c[0:m]) copyout(d[0:8])
  {
#pragma acc loop
    for (int i = 0; i < 8; i++)
      d[i] = c[i];
  }
}
#endif

// RUN: not accc -DDECLARE -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --check-prefix=DECLARE
#ifdef DECLARE
int count(void);
void declare_call(double *x) {
  // DECLARE: unsupported-clause-forms.c:[[@LINE+1]]:30: error: unsupported: 'count' in a 'declare' directive's array section (integer literals, integer variables, + - * / % and parentheses are supported)
#pragma acc declare copy(x[0:count()])
#pragma acc parallel loop present(x[0:4])
  for (int i = 0; i < 4; i++)
    x[i] = i;
}
#endif

// RUN: not accc -DDECLARE_GLOBAL -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --check-prefix=GLOBAL
#ifdef DECLARE_GLOBAL
double table[8];
  // GLOBAL: unsupported-clause-forms.c:[[@LINE+1]]:28: error: unsupported: 'declare' of 'table[0:4]' at file scope (only whole variables: a global's section has no storage of its own)
#pragma acc declare copyin(table[0:4])
#endif
