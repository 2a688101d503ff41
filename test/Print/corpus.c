// Every corpus program (the front end's, and test/Exec's own programs)
// through -fopenacc-print=omp: the printed OpenMP
// compiles with clang-22 -fopenmp and (with the options gcc 12 needs:
// no ompx_hold, no present modifier, tile=collapse) with gcc -fopenmp
// -foffload=disable, and both executables print the program's expected output
// (corpus/Inputs, which accc's executables print too: test/Exec) on 1 and 4
// threads and on 2 teams of 2 threads. Every
// program prints: none may stop at a directive the printer does not cover.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: bash %S/Inputs/print_corpus.sh %S/../Frontend/corpus %t %S/../Exec | FileCheck %s
// CHECK: corpus: {{[1-9][0-9]*}} printed and run, 0 unsupported, 0 failed
