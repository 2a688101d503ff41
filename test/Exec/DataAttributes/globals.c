// OpenACC 3.3 §2.6.2 makes no exception for global variables: a global
// scalar used in a parallel or serial construct without a data clause (its
// own, a visible one, or a declare's) is firstprivate, so the construct's
// writes stay in its gangs' copies; with a visible data clause (an enclosing
// data construct's) the writes are the variable's; in kernels it is copy.
// accc's executables used the global in place, and disagreed with GCC's
// OpenACC and with the OpenMP it printed (OpenMP makes a scalar
// firstprivate in target too). A constant global and a global array are
// used in place. accc's executable, the printed OpenMP (clang-22, gcc) and
// GCC's OpenACC print the same.
//
// RUN: accc -emit-mlir=omp %s 2>/dev/null | FileCheck %s --check-prefix=IR
// RUN: accc -O2 %s -o %t 2>/dev/null
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t | FileCheck %s
// RUN: accc -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --check-prefix=OMP
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c 2>/dev/null && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=4 %t.clang | FileCheck %s
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold present=no-present" %s -o %t.gcc.c 2>/dev/null
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | FileCheck %s
// RUN: gcc -fopenacc -foffload=disable -w %s -o %t.gacc && %t.gacc | FileCheck %s

#include <stdio.h>

int g = 1;
double gd = 2.0;
int flag;
int in_data = 1;
const int limit = 10;
int table[4];
static int file_static = 5;
int *gp = &flag, *gq = &flag;

// IR-LABEL: func.func @firstprivate_globals
// IR: %[[G:.*]] = llvm.mlir.addressof @g : !llvm.ptr
// IR: omp.map.info var_ptr(%[[G]] : !llvm.ptr, i32) map_clauses(ompx_hold, to)
void firstprivate_globals(void) {
  static int local_static = 3;
#pragma acc parallel num_gangs(1)
  {
    g = 7;
    gd = 3.5;
    file_static = 6;
    local_static = 4;
    table[1] = limit; // in place
  }
  // The gangs' copies start from the globals' values.
  int s = 0;
#pragma acc parallel loop reduction(+ : s)
  for (int i = 0; i < 10; i++)
    s += g + file_static;
  // CHECK: firstprivate: g=1 gd=2 file_static=5 local_static=3 table[1]=10 s=60
  printf("firstprivate: g=%d gd=%g file_static=%d local_static=%d table[1]=%d s=%d\n",
         g, gd, file_static, local_static, table[1], s);
}

// OMP-LABEL: void visible_and_kernels(void) {
// OMP: #pragma omp target data map(ompx_hold, tofrom: in_data)
// OMP: #pragma omp target teams map(tofrom: in_data) num_teams(1)
void visible_and_kernels(void) {
#pragma acc data copy(in_data)
  {
#pragma acc parallel num_gangs(1)
    in_data = 8;
  }
#pragma acc kernels
  {
    flag = 1;
  }
#pragma acc serial copy(gp)
  {
    gp = 0; // a pointer in a clause: the host sees the write
    gq = 0; // firstprivate: it does not
  }
  // CHECK: visible: in_data=8 flag=1 gp=0 gq=1
  printf("visible: in_data=%d flag=%d gp=%d gq=%d\n", in_data, flag, gp != 0, gq != 0);
}

int main(void) {
  firstprivate_globals();
  visible_and_kernels();
  return 0;
}
