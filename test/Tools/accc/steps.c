// -### prints the steps (the in-process stages and the clang commands)
// without running them, -v prints them and runs them.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %t && accc -### -O2 %s -o prog 2>&1 | FileCheck %s
// RUN: cd %t && not ls prog
// RUN: cd %t && accc -v -O2 -acc2omp-options="vector=parallel-for" %s -o prog 2>&1 | FileCheck %s --check-prefix=VERBOSE
// RUN: cd %t && ./prog | FileCheck %s --check-prefix=OUT
// -fno-openacc: no OpenACC stage.
// RUN: cd %t && accc -### -fno-openacc -c %s 2>&1 | FileCheck %s --check-prefix=NOACC
// LLVM's remarks and code-generation options that the in-process optimizer
// does not take (-ffast-math...) make clang the code generator.
// RUN: cd %t && accc -### -O2 -ffast-math -c %s 2>&1 | FileCheck %s --check-prefix=CLANG
// RUN: cd %t && accc -v -O2 -ffast-math -Rpass=loop-unroll %s -o prog-clang 2>&1 | FileCheck %s --check-prefix=VIACLANG
// RUN: cd %t && ./prog-clang | FileCheck %s --check-prefix=OUT
// CLANG:      accc: translate to LLVM IR (x86_64-{{.*}}linux-gnu)
// CLANG-NEXT: accc: {{.*}}clang -O2 -fopenmp -w -ffast-math -c -x ir {{.*}}.ll -o steps.o
// VIACLANG: clang -O2 -fopenmp -w -Rpass=loop-unroll -ffast-math -c -x ir {{.*}}.ll -o {{.*}}.o

// CHECK:      accc: front end: {{.*}}steps.c (libclang 22, -fopenacc -isystem {{.*}}include) -> acc dialect
// CHECK-NEXT: accc: convert-acc-to-omp, then omp-host-legalize,omp-prof-events,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts
// CHECK-NEXT: accc: translate to LLVM IR (x86_64-{{.*}}linux-gnu)
// CHECK-NEXT: accc: optimize and generate an object in process (-O2 -march=x86-64 -fPIE) -> {{.*}}.o
// CHECK-NEXT: accc: {{.*}}clang {{.*}}.o -fopenmp -Wl,-rpath,{{.*}} {{.*}}libgcc.a {{.*}}libacc2omp_runtime{{.*}}.a -Wl,--export-dynamic-symbol=acc_* -lm -latomic -o prog
// CHECK-EMPTY:

// VERBOSE: accc: convert-acc-to-omp{vector=parallel-for}
// VERBOSE: accc: optimize and generate an object in process (-O2 -march=x86-64 -fPIE) -> {{.*}}.o
// VERBOSE: accc: {{.*}}clang {{.*}}.o -fopenmp -Wl,-rpath,{{.*}} -o prog
// OUT: 45

// NOACC:      accc: front end: {{.*}}steps.c (libclang 22, -isystem {{.*}}include) -> MLIR, OpenACC directives ignored
// NOACC-NEXT: accc: omp-host-legalize,omp-prof-events,convert-scf-to-cf,
// NOACC-NEXT: accc: translate to LLVM IR

#include <stdio.h>

int main(void) {
  int sum = 0;
#pragma acc parallel loop vector reduction(+ : sum)
  for (int i = 0; i < 10; i++)
    sum += i;
  printf("%d\n", sum);
  return 0;
}
