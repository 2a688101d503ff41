// -fopenacc-print of the data directives that are not constructs, in each
// mode, exactly: enter data -> target enter data (copyin: to, create:
// alloc), update device/self -> target update to/from (present unless
// if_present), exit data -> target exit data (copyout: from, delete:
// release, finalize: delete; copyout with finalize: update from, then
// delete), wait -> taskwait; if(...) as spelled.
// Everything else in the file is unchanged. The OpenMP output compiles
// with clang-22 -fopenmp and, without OpenMP 5.1's present modifier
// (update-present=no-present), with gcc -fopenmp; both print what accc's
// executable prints.
//
// RUN: accc -fopenacc-print=omp %s | FileCheck %s --check-prefix=OMP --match-full-lines --strict-whitespace
// RUN: accc -fopenacc-print=acc-omp %s | FileCheck %s --check-prefix=ACCOMP --match-full-lines --strict-whitespace
// RUN: accc -fopenacc-print=omp-acc %s | FileCheck %s --check-prefix=OMPACC --match-full-lines --strict-whitespace
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang && %t.clang | FileCheck %s --check-prefix=RESULT
// RUN: accc -fopenacc-print=omp -acc2omp-options="update-present=no-present" %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=RESULT
// RUN: accc %s -o %t.accc && %t.accc | FileCheck %s --check-prefix=RESULT
// RESULT: 7 28

#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 8;
  double *x = malloc(sizeof(double) * n);
  double *y = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++)
    x[i] = i;
  /* move x to the device */
  #pragma acc enter data copyin(x[0:n]) create(y[0:n]) if(n > 4)
  // OMP:  /* move x to the device */
  // OMP-NEXT:  #pragma omp target enter data if(n > 4) map(to: x[0:n]) map(alloc: y[0:n])
  // ACCOMP:  #pragma acc enter data copyin(x[0:n]) create(y[0:n]) if(n > 4)
  // ACCOMP-NEXT:  // #pragma omp target enter data if(n > 4) map(to: x[0:n]) map(alloc: y[0:n])
  // OMPACC:  #pragma omp target enter data if(n > 4) map(to: x[0:n]) map(alloc: y[0:n])
  // OMPACC-NEXT:  // #pragma acc enter data copyin(x[0:n]) create(y[0:n]) if(n > 4)
  #pragma acc update device(x[0:n])
  // OMP:  #pragma omp target update to(present: x[0:n])
  // ACCOMP:  #pragma acc update device(x[0:n])
  // ACCOMP-NEXT:  // #pragma omp target update to(present: x[0:n])
#pragma acc update self(x[0:n]) if_present
  // OMP:#pragma omp target update from(x[0:n])
  // ACCOMP:#pragma acc update self(x[0:n]) if_present
  // ACCOMP-NEXT:// #pragma omp target update from(x[0:n])
    #pragma acc wait
  // OMP:    #pragma omp taskwait
  // OMPACC:    #pragma omp taskwait
  // OMPACC-NEXT:    // #pragma acc wait
  #pragma acc exit data copyout(x[0:n]) \
                        delete(y[0:n])
  // OMP:  #pragma omp target exit data map(from: x[0:n]) map(release: y[0:n])
  // OMPACC:  #pragma omp target exit data map(from: x[0:n]) map(release: y[0:n])
  // OMPACC-NEXT:  // #pragma acc exit data copyout(x[0:n]) \
  // OMPACC-NEXT:  // delete(y[0:n])
  #pragma acc enter data copyin(x[0:n])
#pragma acc exit data delete(x[0:n]) finalize
  // OMP:#pragma omp target exit data map(delete: x[0:n])
  // copyout with finalize: copied out, then every reference ended (OpenMP
  // 5.2 has no map type for both; `map(from: x)` left x mapped).
  #pragma acc enter data copyin(x[0:n])
  #pragma acc enter data copyin(x[0:n])
  #pragma acc exit data copyout(x[0:n]) finalize
  // OMP:  #pragma omp target update from(x[0:n])
  // OMP-NEXT:  #pragma omp target exit data map(delete: x[0:n])
  double sum = 0.0;
  for (int i = 0; i < n; i++)
    sum += x[i];
  printf("%g %g\n", x[n - 1], sum);
  free(x);
  free(y);
  return 0;
}
