// Every corpus program (the front end's, and test/Exec's own programs)
// through -fopenacc-print=omp: the printed OpenMP
// compiles with clang-22 -fopenmp and (with the options gcc 12 needs:
// no ompx_hold, no present modifier) with gcc -fopenmp, and both
// executables print the program's expected output (corpus/Inputs, which
// accc's executables print too: test/Exec) on 1 and 4 threads. A program
// with a directive the printer does not cover yet must fail with only
// "unsupported:" errors and print nothing.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: bash %S/Inputs/print_corpus.sh %S/../Frontend/corpus %t %S/../Exec | FileCheck %s
// CHECK: corpus: [[PRINTED:[0-9]+]] printed and run, [[SKIPPED:[0-9]+]] unsupported, 0 failed
