// Linkage as clang gives it: `static` functions and variables of two files
// do not clash (each file's is internal); an inline definition (C99
// 6.7.4p7, or `extern inline` with GNU89 semantics) provides no external
// definition, so the definitions that headers give every file do not clash
// and the program uses the one external definition; clang's other -f
// options (-fgnu89-inline, -fno-common, ...) reach the front end and the
// code generator, and an unknown one is Clang's error. accc compiles either
// file or both, and clang the other, at -O0 and -O2.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: accc %s %S/Inputs/linkage-other.c -I%S/Inputs -o %t/a && %t/a | FileCheck %s
// RUN: accc -O2 %s %S/Inputs/linkage-other.c -I%S/Inputs -o %t/b && %t/b | FileCheck %s
// RUN: clang -c %S/Inputs/linkage-other.c -I%S/Inputs -o %t/other.o && accc %s %t/other.o -I%S/Inputs -o %t/c && %t/c | FileCheck %s
// RUN: accc -c %S/Inputs/linkage-other.c -I%S/Inputs -o %t/other2.o && clang %s %t/other2.o -I%S/Inputs -o %t/d && %t/d | FileCheck %s
// RUN: accc -fgnu89-inline -DGNU89 %s %S/Inputs/linkage-other.c -I%S/Inputs -o %t/e && %t/e | FileCheck %s
// RUN: accc -std=gnu89 -DGNU89 -fno-common -funsigned-char %s %S/Inputs/linkage-other.c -I%S/Inputs -o %t/f && %t/f | FileCheck %s
// RUN: accc -S -emit-llvm %s -I%S/Inputs -o - | FileCheck %s --check-prefix=IR
// RUN: accc -S -emit-llvm -fgnu89-inline -DGNU89 %s -I%S/Inputs -o - | FileCheck %s --check-prefix=IR
// RUN: not accc -fno-such-option -c %s -o %t/g.o 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// CHECK: 2 109 5 16
// IR-DAG: define internal i32 @helper(
// IR-DAG: define available_externally i32 @quad(
// IR-DAG: define dso_local i32 @main(
// UNKNOWN: accc: error: unknown argument: '-fno-such-option'
#include <stdio.h>
#include "linkage.h"

static int helper(int x) { return x + 1; }
static int counter = 5;
int other(int);

int main(void) {
  printf("%d %d %d %d\n", helper(1), other(1), counter, quad(2));
  return 0;
}
