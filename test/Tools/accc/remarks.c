// Remarks and warnings as clang gives them: convert-acc-to-omp's remarks
// (what each compute construct and loop became and why, how it translated
// a kernels construct) only with -Rpass=<regex> that finds its names
// (`convert-acc-to-omp`, `acc2omp`, `kernels`: `.*`, `acc`, `^acc2omp$`); other patterns go to the code
// generator (LLVM's optimizer remarks); -w silences accc's own warnings.
//
// RUN: accc -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NOREMARK
// RUN: accc -Rpass=acc -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: accc -Rpass=.* -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: accc -Rpass=acc2omp -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: accc '-Rpass=^acc2omp$' -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: accc '-Rpass=acc.*|loop-vectorize' -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: accc '-Rpass=^omp$' -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NOREMARK
// RUN: accc -O2 -Rpass=loop-vectorize -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=LLVM
// RUN: accc -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARNING
// RUN: accc -w -c %s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
// NOREMARK-NOT: : remark:
// LLVM: remark: {{.*}}vectorized loop
// WARNING: remarks.c:[[@LINE+5]]:5: warning: 't' is assigned in every iteration of this worker loop, which shares it
void race(int *a, int n) {
  int t;
#pragma acc parallel loop gang worker copy(a[0:n])
  for (int i = 0; i < n; i++) {
    t = a[i];
    a[i] = t * 2;
  }
}

// One remark per construct and per loop: what it became and why.
// REMARK: remarks.c:[[@LINE+6]]:1: remark: 'acc.parallel' became 'omp.target' + 'omp.teams' with one gang per thread the program may use (num_teams(omp_get_max_threads()): no 'num_gangs'); 1 partitioned loop(s), 0 sequential; 1 reduction(s) combined across the gangs by the teams
// REMARK: remarks.c:[[@LINE+5]]:13: remark: 'acc.loop' (gang (implicit: an outermost loop of a compute construct without a gang loop) vector) became omp.distribute over the gangs (teams), omp.simd (simdlen 8); reduction of s: the gangs' partials combined by the construct's teams reduction
// REMARK: remarks.c:[[@LINE+7]]:1: remark: 'acc.parallel' became 'omp.target' + 'omp.teams' with one gang: no gang-partitioned loop, so more gangs would each run the whole region (gang-redundant mode); 0 partitioned loop(s), 1 sequential
// REMARK: remarks.c:[[@LINE+8]]:13: remark: 'acc.loop' runs sequentially in each thread that reaches it
double sum(const double *a, int n) {
  double s = 0;
#pragma acc parallel loop vector vector_length(8) reduction(+:s) copyin(a[0:n])
  for (int i = 0; i < n; i++)
    s += a[i];
#pragma acc parallel num_workers(1) copyin(a[0:n])
  {
#pragma acc loop seq
    for (int i = 0; i < n; i++)
      s += 0 * a[i];
  }
  return s;
}

// REMARK: remarks.c:[[@LINE+2]]:1: remark: 'acc.kernels' translated conservatively
void scale(double *restrict a, int n) {
#pragma acc kernels copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] *= 2;
}
