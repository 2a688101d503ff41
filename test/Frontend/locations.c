// Every operation carries its C source location: functions, statements,
// expressions, directives, clause operations, recipes, globals and the
// declarations of external functions. None is left with a location in the
// MLIR text the front end generates internally.
//
// RUN: accc -emit-mlir=acc -mlir-print-debuginfo -mlir-print-local-scope %s | FileCheck %s
// CHECK-NOT: generated MLIR
// The recipe takes the location of the loop that first needs it.
// CHECK: acc.reduction.recipe @reduction_add_f64
// CHECK: } loc("{{.*}}locations.c":[[#@LINE+14]]:3)
// CHECK: llvm.mlir.global external @table()
// CHECK: } loc("{{.*}}locations.c":[[#@LINE+7]]:8)
// CHECK: llvm.func @printf(!llvm.ptr, ...) -> i32 {{.*}} loc("{{.*}}stdio.h":{{[0-9]+}}:{{[0-9]+}})
// CHECK: acc.copyin {{.*}}name = "a[0:n]"} loc("{{.*}}locations.c":[[#@LINE+9]]:47)
// CHECK: acc.loop
// CHECK: arith.addf {{.*}} loc("{{.*}}locations.c":[[#@LINE+8]]:31)
// CHECK: } attributes {{.*}} loc("{{.*}}locations.c":[[#@LINE+6]]:13)
// CHECK-NOT: generated MLIR
double table[3] = {1.0, 2.0, 3.0};
#include <stdio.h>

void scale(int n, double *a, double s) {
#pragma acc parallel loop reduction(+:s) copy(a[0:n])
  for (int i = 0; i < n; i++) s += a[i];
  printf("%f\n", s);
}
