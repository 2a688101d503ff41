// A loop's own sizes in `kernels` (OpenACC 3.3 §2.9.2-4): `gang(num: n)`
// (or `gang(n)`), `worker(num: n)` and `vector(length: n)` become the
// part's num_gangs / num_workers / vector_length, computed on the host
// before the region (a variable's load cloned there); the loops keep their
// keywords. A combined `kernels loop` takes them as its construct's. A
// sequential part (no `independent`) runs on one gang of one thread,
// whatever the sizes say, and prints as such. `gang(dim:1)` is `gang`.
//
// RUN: accc -emit-mlir=acc %s | acc-opt --convert-acc-to-omp | FileCheck %s
// RUN: accc -O2 %s -o %t
// RUN: for t in 1 2 4; do env OMP_NUM_THREADS=$t %t; done | FileCheck %s --check-prefix=OUT
// RUN: accc -fopenacc-print=omp %s -o - | FileCheck %s --check-prefix=PRINT --match-full-lines

// CHECK-LABEL: func.func @block_form(
// The load of `gangs`, again before the region, is the part's count.
// CHECK:         %[[GANGS:[0-9]+]] = llvm.load %[[GANGS_ADDR:[0-9]+]] : !llvm.ptr -> i32
// CHECK-NEXT:    omp.map.info
// CHECK:         omp.target_data
// CHECK:           omp.target host_eval(%[[GANGS]] -> %[[G:[a-z0-9]+]],
// CHECK:             omp.teams num_teams( to %[[G]] : i32)
// CHECK:               omp.distribute
// CHECK:           omp.target host_eval(%c8_i32 -> %[[G8:arg[0-9]+]], %c2_i32 -> %[[W2:arg[0-9]+]],
// CHECK:             omp.teams num_teams( to %[[G8]] : i32)
// CHECK:               omp.parallel num_threads(%[[W2]] : i32)
// CHECK-LABEL: func.func @combined(
// CHECK:         omp.target host_eval(
// CHECK:           omp.teams num_teams(
// CHECK:             omp.parallel num_threads(
// CHECK:               omp.simd {{.*}}simdlen(16)
// CHECK-LABEL: func.func @sequential_part(
// CHECK:         omp.teams num_teams( to %{{.*}} : i32) thread_limit(

// OUT-COUNT-3: 1048576 261633 8128
// PRINT:      #pragma omp target teams distribute map(tofrom: gangs) num_teams(gangs)
// PRINT:      #pragma omp target teams distribute parallel for num_teams(8) num_threads(2)
// PRINT:      const int acc2omp_num_gangs = n / 64;
// PRINT:      #pragma omp target teams distribute parallel for simd num_teams(acc2omp_num_gangs) reduction(+:sum) num_threads(4) simdlen(16)
// PRINT:      #pragma omp target teams map(tofrom: n) map(tofrom: s) num_teams(1) thread_limit(1)

#include <stdio.h>

static double a[1024], b[1024];

void block_form(int n) {
  int gangs = 4;
#pragma acc kernels copyin(a) copy(b)
  {
#pragma acc loop independent gang(num:gangs)
    for (int i = 0; i < n; i++)
      b[i] = a[i] * 2;
#pragma acc loop independent gang(num:8) worker(num:2)
    for (int i = 0; i < n; i++)
      b[i] += 1;
  }
}

double combined(int n) {
  double sum = 0;
#pragma acc kernels loop gang(num:n / 64) worker(num:4) vector(length:16) independent reduction(+:sum) copyin(b)
  for (int i = 0; i < n; i++)
    sum += b[i];
  return sum;
}

long sequential_part(int n) {
  long s = 0;
#pragma acc kernels loop gang(num:4) copy(s)
  for (int i = 0; i < n; i++)
    s += i; // a reduction without `independent`: one thread runs it
  return s;
}

int main(void) {
  for (int i = 0; i < 1024; i++)
    a[i] = i;
  block_form(1024);
  printf("%.0f %.0f %ld\n", combined(1024), b[255] * 512 + b[0], sequential_part(128));
  return 0;
}
