// A "unity build": a file that only includes the program's .c files (as
// XSBench's is built). The functions the included files define are this
// unit's definitions, as clang emits them, also where one calls another
// that a later file defines (it was an internal error: the call named a
// function that was never lowered).
//
// RUN: accc %s -o %t && %t | FileCheck %s
// RUN: accc -c %s -o %t.o && llvm-nm %t.o | FileCheck %s --check-prefix=SYMBOLS
// CHECK: 781
// SYMBOLS-DAG: T callee
// SYMBOLS-DAG: T f
// SYMBOLS-DAG: T main
// SYMBOLS-DAG: t helper
#include "Inputs/unity-part1.c"
#include "Inputs/unity-part2.c"
