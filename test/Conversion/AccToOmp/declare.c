// declare: in a function, enter data where the directive is and exit data at
// every return; at file scope, an llvm.func run by llvm.mlir.global_ctors at
// program start. From C through accc, then compiled and run.
//
// RUN: accc -emit-mlir=omp %s | FileCheck %s
// RUN: accc -O1 %s -o %t && env OMP_NUM_THREADS=2 %t | FileCheck %s --check-prefix=OUT
#include <stdio.h>

double weights[4] = {1, 2, 3, 4};
#pragma acc declare copyin(weights)

// CHECK: llvm.mlir.global external @weights()
// CHECK-NOT: acc.declare
// CHECK: llvm.mlir.global_ctors ctors = [@weights_acc_ctor], priorities = [65535 : i32], data = [#llvm.zero]
// CHECK: llvm.func internal @weights_acc_ctor() {
// CHECK:   %[[W:.*]] = llvm.mlir.addressof @weights : !llvm.ptr
// CHECK:   %[[M:.*]] = omp.map.info var_ptr(%[[W]] : !llvm.ptr, !llvm.array<4 x f64>) map_clauses(to) {{.*}}{name = "weights"}
// CHECK:   omp.target_enter_data map_entries(%[[M]] : !llvm.ptr)
// CHECK:   llvm.return

// CHECK-LABEL: func.func @weighted
// CHECK: %[[T:.*]] = llvm.alloca %{{.*}} x !llvm.array<4 x f64>
// CHECK: %[[E:.*]] = omp.map.info var_ptr(%[[T]] : !llvm.ptr, !llvm.array<4 x f64>) map_clauses(storage) {{.*}}name = "t"}
// CHECK: omp.target_enter_data map_entries(%[[E]] : !llvm.ptr)
// Two returns, two exits.
// CHECK: omp.target_exit_data map_entries(
// CHECK: return
// CHECK: omp.target_exit_data map_entries(
// CHECK: return
// CHECK-NOT: acc.
double weighted(int k) {
  double t[4];
#pragma acc declare create(t)
  double s = 0;
  for (int i = 0; i < 4; i++)
    t[i] = weights[i] * k;
  if (k < 0)
    return -1;
  for (int i = 0; i < 4; i++)
    s += t[i];
  return s;
}

int main(void) {
  // OUT: 30 -1
  printf("%g %g\n", weighted(3), weighted(-1));
  return 0;
}
