// device_type printed as OpenMP: the printed file is for one device type,
// the one convert-acc-to-omp resolved the constructs for (host unless
// -acc2omp-options=device-type=nvidia): the clauses after a
// device_type(...) naming it win, then device_type(*)'s, then those before
// any device_type (OpenACC 3.3 §2.4). Both printed files build with
// clang-22 and gcc and print what accc's executable prints.
//
// RUN: accc -fopenacc-print=omp %s -o %t.host.c
// RUN: FileCheck %s --check-prefix=HOST < %t.host.c
// RUN: accc -fopenacc-print=omp -acc2omp-options=device-type=nvidia %s -o %t.nvidia.c
// RUN: FileCheck %s --check-prefix=NVIDIA < %t.nvidia.c
// RUN: accc -O1 %s -o %t && %t > %t.expected
// RUN: clang -fopenmp -w %t.host.c -o %t.host && env OMP_NUM_THREADS=2 %t.host | diff %t.expected -
// RUN: clang -fopenmp -w %t.nvidia.c -o %t.nvidia && env OMP_NUM_THREADS=2 %t.nvidia | diff %t.expected -
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=2 %t.gcc | diff %t.expected -
//
// HOST:      #pragma omp target teams distribute map(ompx_hold, from: a) num_teams(2){{$}}
// HOST:      #pragma omp target teams map(ompx_hold, from: b) num_teams(omp_get_max_threads()) reduction(+:s){{$}}
// HOST:      #pragma omp distribute{{$}}
// HOST-NEXT:     for (int i = 0; i < N; ++i) b[i] = 2 * i;
// NVIDIA:    #pragma omp target teams distribute map(ompx_hold, from: a) num_teams(NGANGS){{$}}
// NVIDIA:    #pragma omp target teams map(ompx_hold, from: b) num_teams(omp_get_max_threads()) reduction(+:s){{$}}
// NVIDIA:    #pragma omp distribute simd simdlen(32){{$}}
// NVIDIA-NEXT:   for (int i = 0; i < N; ++i) b[i] = 2 * i;
#include <stdio.h>
#define N 64
#define NGANGS 1024
int main(void) {
  int a[N], b[N], s = 0;
#pragma acc parallel loop copyout(a) num_gangs(4) device_type(nvidia) num_gangs(NGANGS) device_type(host) num_gangs(2)
  for (int i = 0; i < N; ++i) a[i] = i;
#pragma acc parallel copyout(b) reduction(+:s) device_type(nvidia) num_workers(8) device_type(*) num_workers(2)
  {
#pragma acc loop gang device_type(nvidia) vector(32)
    for (int i = 0; i < N; ++i) b[i] = 2 * i;
#pragma acc loop gang reduction(+:s)
    for (int i = 0; i < N; ++i) s += i;
  }
  printf("%d %d %d\n", a[N - 1], b[N - 1], s);
  return 0;
}
