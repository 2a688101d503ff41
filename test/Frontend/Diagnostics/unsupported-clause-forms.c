// Clause forms accc does not translate: gangs of several dimensions (OpenMP
// has one league of teams), a kernels loop's number of gangs the host
// cannot compute before the region, an array section of a run-time length
// in `firstprivate` with `async`: located errors that name the clause as written, exit
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
  // SECTION: unsupported-clause-forms.c:[[@LINE+1]]:35: error: unsupported: an array section of a run-time length in 'firstprivate' with 'async' (its values would be read when the construct runs, not when it is encountered)
#pragma acc parallel firstprivate(c[0:m]) copyout(d[0:8]) async(1)
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

// A bound routine called from another routine's body (host code too).
// RUN: not accc -DBOUND_FROM_ROUTINE -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=BOUND
#ifdef BOUND_FROM_ROUTINE
#pragma acc routine seq
int g(int x) { return x + 100; }
#pragma acc routine seq bind(g)
int f(int x) { return x; }
#pragma acc routine seq
// BOUND: unsupported-clause-forms.c:[[@LINE+1]]:23: error: unsupported: a call of '@f', bound to another function ('bind'), from a routine (its body is host code too: the host must call '@f')
int h(int x) { return f(x); }
#endif

// A gang loop in a routine without gang (not OpenACC): that error alone
// (the valid `loop seq` after it, left unconverted with the routine, was
// "unsupported: 'acc.loop' has no conversion to OpenMP yet"; found by the
// OpenACC V&V suite's routine_gang.c).
// RUN: not accc -DGANG_IN_SEQ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="no conversion to OpenMP" --check-prefix=GANG_SEQ
#ifdef GANG_IN_SEQ
#pragma acc routine seq
float inc(float *a, int n) {
  // GANG_SEQ: unsupported-clause-forms.c:[[@LINE+1]]:13: error: a gang loop in '@inc', a routine without 'gang'
#pragma acc loop gang
  for (int i = 0; i < n; i++)
    a[i] += 1;
  float s = 0;
#pragma acc loop seq
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
#endif

// Two private sections of one variable.
// RUN: not accc -DTWO_SECTIONS -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --check-prefix=TWO_SECTIONS
#ifdef TWO_SECTIONS
void two_sections(double *w, int *out) {
  // TWO_SECTIONS: unsupported-clause-forms.c:[[@LINE+1]]:43: error: unsupported: 'w[0:4]' and 'w[8:4]' of one variable in 'private' clauses
#pragma acc parallel loop private(w[0:4], w[8:4]) copyout(out[0:8])
  for (int i = 0; i < 8; i++)
    out[i] = w[0];
}
#endif

