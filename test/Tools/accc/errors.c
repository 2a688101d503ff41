// Errors of every stage stop accc with exit code 1 and leave no output
// file: a C error (located, as clang words it), an OpenACC error, a
// missing input, a failing link (reported with its command and output).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: cd %t && not accc %S/Inputs/bad.c -o prog 2>&1 | FileCheck %s --check-prefix=C
// RUN: cd %t && not ls prog
// RUN: cd %t && not accc -c %S/Inputs/bad.c 2>&1 | FileCheck %s --check-prefix=C
// RUN: cd %t && not ls bad.o
// C: {{.*}}bad.c:2:10: error: use of undeclared identifier 'undeclared'
// C-NEXT: {{^}} return undeclared;
//
// RUN: cd %t && not accc -DBAD_CLAUSE -S -emit-llvm %s -o out.ll 2>&1 | FileCheck %s --check-prefix=ACC
// RUN: cd %t && not ls out.ll
//
// RUN: cd %t && not accc missing.c -o prog 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: accc: error: no such file or directory: 'missing.c'
//
// RUN: cd %t && not accc %s -lno-such-library -o prog 2>&1 | FileCheck %s --check-prefix=LINK
// RUN: cd %t && not ls prog
// LINK: cannot find -lno-such-library
// LINK: accc: error: external step failed (exit status: 1): {{.*}}clang {{.*}} -lno-such-library {{.*}}libacc2omp_runtime{{.*}} -o prog
//
// Options libclang cannot parse with (it gives an error code only): clang's
// own words for them, with their notes, and no output.
// RUN: cd %t && not accc -march=bogus -c %s -o cpu.o 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: cd %t && not ls cpu.o
// (Nothing before: LLVM's code generator, made while libclang parses, does
// not print its own warning about the CPU.)
// CPU-NOT: {{.}}
// CPU: accc: error: unknown target CPU 'bogus'
// CPU-NEXT: note: valid target CPU values are: {{.*}}x86-64-v4
// CPU-NOT: libclang
// CPU-NOT: not a recognized processor
// RUN: cd %t && not accc -std=c99x -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=STD
// STD: accc: error: invalid value 'c99x' in '-std=c99x'
// STD-NEXT: note: use 'c89', 'c90', or 'iso9899:1990' for 'ISO C 1990' standard
// STD-NOT: libclang
//
// An existing output file is not overwritten by a failing compile.
// RUN: cd %t && echo previous > prog.o && not accc -c %S/Inputs/bad.c -o prog.o 2>&1 && cat prog.o | FileCheck %s --check-prefix=KEPT
// KEPT: previous

int main(void) {
  int x[4] = {0};
#ifdef BAD_CLAUSE
// ACC: errors.c:[[@LINE+1]]:1: error: the argument of 'num_gangs' must be positive, not 0
#pragma acc parallel loop num_gangs(0)
#endif
  for (int i = 0; i < 4; i++)
    x[i] = i;
  return x[3] - 3;
}
