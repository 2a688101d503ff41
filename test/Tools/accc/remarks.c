// Remarks and warnings as clang gives them: convert-acc-to-omp's remarks
// (how it translated a kernels construct) only with -Rpass=<pattern> for
// its name (`.*`, `acc`, `kernels`); other patterns go to the code
// generator (LLVM's optimizer remarks); -w silences accc's own warnings.
//
// RUN: accc -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NOREMARK
// RUN: accc -Rpass=acc -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: accc -Rpass=.* -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: accc -O2 -Rpass=loop-vectorize -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=LLVM
// RUN: accc -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARNING
// RUN: accc -w -c %s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: {{.}}
// NOREMARK-NOT: : remark:
// REMARK: remarks.c:[[@LINE+6]]:1: remark: 'acc.kernels' translated conservatively
// LLVM: remark: {{.*}}vectorized loop
// WARNING: remarks.c:[[@LINE+1]]:6: warning: the OpenACC profiling interface dispatches no event yet
void acc_register_library(void *a, void *b, void *c) { (void)a; (void)b; (void)c; }

void scale(double *restrict a, int n) {
#pragma acc kernels copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] *= 2;
}
