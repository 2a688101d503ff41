// Loop control variables that are assigned, not declared, in the `for`
// (Clacc's "Loop Control Variables"): a `seq` loop's is shared, so its
// final value is visible after the loop (in the region, whose copy it is);
// a partitioned loop's is private, and so is one that a `private` clause
// names, on any loop: the loop runs on a copy and the variable keeps its
// value. accc's executable, the printed OpenMP (clang-22 and gcc) and GCC's
// OpenACC print the same (GCC but for the first).
//
// RUN: accc -O2 %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t | FileCheck %s
// RUN: accc -fopenacc-print=omp %s | FileCheck %s --check-prefix=OMP --match-full-lines
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=4 %t.clang | FileCheck %s
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold present=no-present" %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | FileCheck %s
// GCC's OpenACC makes a `seq` loop's assigned control variable private too
// (Clacc's design notes the difference): that line is not compared.
// RUN: gcc -fopenacc -foffload=disable -w %s -o %t.gacc && %t.gacc | grep -v '^seq_final_value' | FileCheck %s --check-prefix=GCC
// GCC: seq_private: a[9]=12 i=-1 j=-5
// GCC: inner_seq_private: b[9][2]=15 i=-1 j=-5
// GCC: vector_private: a[15]=30 j=42
// GCC: gang_assigned: a[15]=16 j=7

#include <stdio.h>

int a[16];

// A seq loop: the final value is the region's (no local copy).
// OMP-LABEL: void seq_final_value(void) {
// OMP-NEXT:   int j = -1;
// OMP-NEXT: #pragma omp target teams map(ompx_hold, tofrom: a) num_teams(1) firstprivate(j)
// OMP-NEXT:   {
// OMP-NEXT:     for (j = 0; j < 5; j++)
void seq_final_value(void) {
  int j = -1;
#pragma acc parallel copy(a) num_gangs(1)
  {
#pragma acc loop seq
    for (j = 0; j < 5; j++)
      a[j] = j;
    a[5] = j;
  }
  // CHECK: seq_final_value: a[5]=5 j=-1
  printf("seq_final_value: a[5]=%d j=%d\n", a[5], j);
}

// private(i, j) on a seq loop over i, with j assigned inside: both copies
// (a combined construct: private on target teams).
// OMP-LABEL: void seq_private(void) {
// OMP: #pragma omp target teams map(ompx_hold, from: a) num_teams(1) private(i, j)
void seq_private(void) {
  int i = -1, j = -5;
#pragma acc parallel loop seq private(i, j) copyout(a)
  for (i = 0; i < 10; i++) {
    for (j = 0; j < 3; j++)
      ;
    a[i] = i + j;
  }
  // CHECK: seq_private: a[9]=12 i=-1 j=-5
  printf("seq_private: a[9]=%d i=%d j=%d\n", a[9], i, j);
}

// A seq loop over j inside a gang loop, j in the seq loop's private clause:
// a block with local copies.
// OMP-LABEL: void inner_seq_private(void) {
// OMP: {{^}}{ __typeof__(i) i; __typeof__(j) j;
// OMP-NEXT:       for (j = 0; j < 3; j++) {
void inner_seq_private(void) {
  int i = -1, j = -5;
  int b[10][3];
#pragma acc parallel copyout(b)
  {
#pragma acc loop gang
    for (int k = 0; k < 10; k++) {
#pragma acc loop seq private(i, j)
      for (j = 0; j < 3; j++) {
        i = j * 2;
        b[k][j] = i + j + k;
      }
    }
  }
  // CHECK: inner_seq_private: b[9][2]=15 i=-1 j=-5
  printf("inner_seq_private: b[9][2]=%d i=%d j=%d\n", b[9][2], i, j);
}

// A vector loop with private(j) over j: j keeps its value.
// OMP-LABEL: void vector_private(void) {
// OMP: #pragma omp target teams distribute simd map(ompx_hold, from: a) num_teams(omp_get_max_threads()) private(j)
void vector_private(void) {
  int j = 42;
#pragma acc parallel loop vector private(j) copyout(a)
  for (j = 0; j < 16; j++)
    a[j] = 2 * j;
  // CHECK: vector_private: a[15]=30 j=42
  printf("vector_private: a[15]=%d j=%d\n", a[15], j);
}

// A gang loop over an assigned j without a clause: private all the same.
void gang_assigned(void) {
  int j = 7;
#pragma acc parallel loop gang copyout(a)
  for (j = 0; j < 16; j++)
    a[j] = j + 1;
  // CHECK: gang_assigned: a[15]=16 j=7
  printf("gang_assigned: a[15]=%d j=%d\n", a[15], j);
}

int main(void) {
  seq_final_value();
  seq_private();
  inner_seq_private();
  vector_private();
  gang_assigned();
  return 0;
}
