// `if(c)` and `default(present)` on `kernels`: every part of the region
// (its data region, each nest's construct, the code between nests) gets
// the condition; default(present) makes the parts' aggregates without a
// data clause present. `if(c)` on `set` and `wait`: the call or the
// taskwait under scf.if. From C through accc; run on the host's threads
// and on the emulated device (where a false condition runs the part on the
// host: acc_on_device says which), and printed as OpenMP.
//
// RUN: accc -emit-mlir=omp %s | FileCheck %s
// RUN: accc -O2 %s -o %t
// RUN: for t in 1 2 4; do env OMP_NUM_THREADS=$t %t; done | FileCheck %s --check-prefix=HOST
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t.gpu
// RUN: env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=2 %t.gpu | FileCheck %s --check-prefix=DEVICE
// RUN: not env ACC_DEVICE_TYPE=host_discrete %t.gpu missing 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: accc -fopenacc-print=omp %s -o - | FileCheck %s --check-prefix=PRINT --match-full-lines

// CHECK-LABEL: func.func @kernels_if(
// The data region and both parts (an independent nest: target teams with
// distribute; a sequential one) under the same condition.
// CHECK:         omp.target_data if(%[[C:[0-9]+]])
// CHECK:           omp.target if(%[[C]])
// CHECK:             omp.distribute
// CHECK:           omp.target if(%[[C]])
// CHECK-NOT:         omp.distribute
// CHECK-LABEL: func.func @kernels_present(
// CHECK:         omp.map.info var_ptr(%{{.*}} : !llvm.ptr, !llvm.array<64 x f64>) map_clauses({{.*}}present{{.*}}) {{.*}}-> !llvm.ptr
// CHECK:         omp.target
// CHECK-LABEL: func.func @set_and_wait(
// CHECK:         scf.if %{{.*}} {
// CHECK-NEXT:      llvm.call @omp_set_default_device(
// CHECK:         scf.if %{{.*}} {
// CHECK-NEXT:      llvm.call @acc_wait_all()

// HOST-COUNT-6: if 5216 0 present 8064
// DEVICE: if 5216 1 present 8064
// DEVICE-NEXT: if 5216 0 present 8064
// MISSING: OpenACC runtime error: present clause: 'table' (512 bytes at {{.*}}) is not present on the device
// (Printed: test/Print/kernels-if.c builds and runs the OpenMP.)
// PRINT:      const int acc2omp_kernels_if = (n > limit) != 0;
// PRINT-NEXT: #pragma omp target data if(acc2omp_kernels_if) map(ompx_hold, tofrom: a) map(ompx_hold, tofrom: b) map(ompx_hold, tofrom: on_device) map(ompx_hold, tofrom: n)
// PRINT:      #pragma omp target teams distribute num_teams(omp_get_max_threads()) if(acc2omp_kernels_if)
// PRINT:      #pragma omp target teams num_teams(1) thread_limit(1) map(tofrom: n, on_device) if(acc2omp_kernels_if)
// PRINT:      #pragma omp target teams num_teams(1) thread_limit(1) defaultmap(present: aggregate)

#include <openacc.h>
#include <stdio.h>
#include <string.h>

static double a[64], b[64];

int kernels_if(int n, int limit) {
  int on_device = 0;
#pragma acc kernels if(n > limit) copy(a, b, on_device)
  {
#pragma acc loop independent
    for (int i = 0; i < n; i++)
      a[i] = i * 2.0;
    for (int i = 1; i < n; i++)
      b[i] = b[i - 1] + a[i];
    on_device = acc_on_device(acc_device_not_host);
  }
  return on_device;
}

double kernels_present(int missing) {
  double table[64];
  for (int i = 0; i < 64; i++)
    table[i] = i;
  if (missing) {
#pragma acc kernels default(present)
    for (int i = 0; i < 64; i++)
      table[i] *= 2;
  } else {
#pragma acc data copy(table)
    {
#pragma acc kernels default(present)
      for (int i = 0; i < 64; i++)
        table[i] *= 2;
    }
  }
  return table[63] * 64;
}

void set_and_wait(int n) {
#pragma acc set device_num(0) if(n > 1)
#pragma acc wait if(n > 1)
}

int main(int argc, char **argv) {
  int missing = argc > 1 && strcmp(argv[1], "missing") == 0;
  set_and_wait(2);
  for (int limit = 10; limit <= 1000; limit += 990) {
    int where = kernels_if(64, limit);
    printf("if %g %d present %g\n", b[63] + 1184, where, kernels_present(missing));
  }
  return 0;
}
