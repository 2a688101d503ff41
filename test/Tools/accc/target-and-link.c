// Target options reach Clang's preprocessor and code generator; link
// options reach the link: a shared library of OpenACC code, linked and
// loaded through an rpath given with -Wl, and a map file through -Xlinker.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: accc -emit-mlir=acc %s | FileCheck %s --check-prefix=BASE
// RUN: accc -march=x86-64-v3 -emit-mlir=acc %s | FileCheck %s --check-prefix=AVX2
// BASE-LABEL: func.func @avx2
// BASE: arith.constant 0 : i32
// AVX2-LABEL: func.func @avx2
// AVX2: arith.constant 1 : i32
// RUN: accc -march=x86-64-v3 -O2 -S %S/Inputs/kernel.c -I%S/Inputs -o - | FileCheck %s --check-prefix=ASM
// ASM: vmulpd {{.*}}%ymm
//
// RUN: cd %t && accc -O2 -shared -fPIC -I%S/Inputs %S/Inputs/kernel.c -o libkernel.so
// RUN: cd %t && accc -O2 %s -L. -lkernel -Wl,-rpath,%t -Xlinker -Map -Xlinker prog.map -pthread -o prog
// RUN: cd %t && ./prog | FileCheck %s
// RUN: cd %t && ls prog.map
// RUN: cd %t && accc -### -fPIC -c %s 2>&1 | FileCheck %s --check-prefix=STEPS
// STEPS: front end: {{.*}}(libclang 22, -fopenacc -fPIC -isystem {{.*}}include)
// STEPS: optimize and generate an object in process (-O0 -march=x86-64 -fPIC) -> target-and-link.o
// RUN: cd %t && accc -### -march=native -mtune=znver4 -fno-pie -O3 -S %s 2>&1 | FileCheck %s --check-prefix=NATIVE
// NATIVE: optimize and generate assembly in process (-O3 -march=native -mtune=znver4 -fno-pic) -> target-and-link.s
// The in-process code generator's symbols and relocations are clang's: its
// position-independent executable by default (a GOT entry for an external
// variable, none for this file's), -fno-pic (none), -fPIC (both through
// the GOT), and unwind tables (.eh_frame) as clang gives C functions.
// RUN: cd %t && printf 'extern int g;\nint h = 2;\nint get(void) { return g + h; }\n' > rel.c
// RUN: cd %t && accc -O2 -c rel.c -o pie.o && readelf -r pie.o | FileCheck %s --check-prefix=PIE
// RUN: cd %t && accc -O2 -fno-pic -c rel.c -o static.o && readelf -r static.o | FileCheck %s --check-prefix=STATIC
// RUN: cd %t && accc -O2 -fPIC -c rel.c -o pic.o && readelf -r pic.o | FileCheck %s --check-prefix=PIC
// RUN: cd %t && readelf -S pie.o | FileCheck %s --check-prefix=UNWIND
// PIE-DAG: R_X86_64_REX_GOTP {{.*}} g - 4
// PIE-DAG: R_X86_64_PC32 {{.*}} h - 4
// STATIC-NOT: GOT
// STATIC-DAG: R_X86_64_PC32 {{.*}} g - 4
// STATIC-DAG: R_X86_64_PC32 {{.*}} h - 4
// PIC-DAG: R_X86_64_REX_GOTP {{.*}} g - 4
// PIC-DAG: R_X86_64_REX_GOTP {{.*}} h - 4
// UNWIND: .eh_frame
// The modules' position-independence levels are clang's: -fpic and -fpie
// the small model's (1), -fPIC and -fPIE (and the default PIE) the large's.
// RUN: cd %t && for o in "" -fpic -fPIC -fpie -fPIE -fno-pic; do accc -O2 $o -S -emit-llvm rel.c -o - | grep -E '"PI[CE] Level"' | sed 's/^![0-9]* = //' > acc$o.txt; clang-22 -O2 $o -S -emit-llvm rel.c -o - | grep -E '"PI[CE] Level"' | sed 's/^![0-9]* = //' > clang$o.txt; diff acc$o.txt clang$o.txt || exit 1; done
// RUN: cd %t && cat acc-fpic.txt acc-fpie.txt acc.txt | FileCheck %s --check-prefix=LEVELS
// LEVELS: !{i32 8, !"PIC Level", i32 1}
// LEVELS-NEXT: !{i32 8, !"PIC Level", i32 1}
// LEVELS-NEXT: !{i32 7, !"PIE Level", i32 1}
// LEVELS-NEXT: !{i32 8, !"PIC Level", i32 2}
// LEVELS-NEXT: !{i32 7, !"PIE Level", i32 2}
// RUN: cd %t && accc -### -fpie -c rel.c 2>&1 | FileCheck %s --check-prefix=SMALLPIE
// SMALLPIE: optimize and generate an object in process (-O0 -march=x86-64 -fpie) -> rel.o
// A target option the in-process code generator does not take: clang's step.
// RUN: cd %t && accc -### -mavx2 -c %s 2>&1 | FileCheck %s --check-prefix=CLANGSTEP
// CLANGSTEP: clang -O0 -fopenmp -w -mavx2 -c -x ir
// RUN: not accc -Wa,--noexecstack -c %s 2>&1 | FileCheck %s --check-prefix=WA
// WA: accc: error: unsupported option '-Wa,--noexecstack': accc runs no separate assembler or preprocessor step
// CHECK: sum=1498500 avx2={{[01]}}

#include <stdio.h>
#include <stdlib.h>

void scale(double *x, double s);

int avx2(void) {
#ifdef __AVX2__
  return 1;
#else
  return 0;
#endif
}

int main(void) {
  double *x = malloc(sizeof(double) * 1000);
  for (int i = 0; i < 1000; i++)
    x[i] = i;
  scale(x, 3.0);
  double sum = 0.0;
  for (int i = 0; i < 1000; i++)
    sum += x[i];
  printf("sum=%.0f avx2=%d\n", sum, avx2());
  free(x);
  return 0;
}
