// accc -g: line tables for host code. Each function gets a subprogram
// (MLIR's ensure-debug-info-scope-on-llvm-func, line tables only), and the
// functions MLIR's OpenMP translation outlines from it (target regions,
// parallel bodies) a distinct one of their own before LLVM's verifier runs
// (MLIR 22 leaves them their parent's, which the verifier rejects): a
// debugger or profiler maps the loop body's instructions, run in an
// outlined function, to its source lines.
//
// RUN: accc -g -S -emit-llvm %s -o - | FileCheck %s
// RUN: accc -g -O1 %s -o %t && env OMP_NUM_THREADS=2 %t | FileCheck %s --check-prefix=OUT
// RUN: llvm-dwarfdump --debug-line %t | FileCheck %s --check-prefix=LINES
// The compilation directory (a relatively named source is found from
// elsewhere), and DWARF that verifies.
// RUN: cd %S && accc -g -c debug-info.c -o %t.rel.o
// RUN: llvm-dwarfdump --debug-info %t.rel.o | FileCheck %s --check-prefix=COMPDIR
// RUN: llvm-dwarfdump --verify %t | FileCheck %s --check-prefix=VERIFY
// COMPDIR: DW_AT_name ("debug-info.c")
// COMPDIR: DW_AT_comp_dir ("{{.*}}Tools/accc")
// VERIFY: No errors.
// RUN: accc -g -O2 --offload-arch=sm_90 %s -o %t.gpu && env ACC_DEVICE_TYPE=host_discrete %t.gpu | FileCheck %s --check-prefix=OUT
// Without -g, no debug information.
// RUN: accc -S -emit-llvm %s -o - | FileCheck %s --check-prefix=NODEBUG
//
// CHECK: define internal void @scale({{.*}}) #{{[0-9]+}} !dbg ![[SCALE:[0-9]+]]
// CHECK: define internal void @__omp_offloading_{{.*}}_scale_l[[#LOOP:]]({{.*}}) #{{[0-9]+}} !dbg ![[TARGET:[0-9]+]]
// CHECK: define internal void @__omp_offloading_{{.*}}_scale_l[[#LOOP]]..omp_par({{.*}}) #{{[0-9]+}} !dbg ![[PAR:[0-9]+]]
// CHECK-DAG: !DICompileUnit(language: DW_LANG_C,{{.*}}emissionKind: LineTablesOnly
// CHECK-DAG: ![[SCALE]] = distinct !DISubprogram(name: "scale", linkageName: "scale",{{.*}} line: [[#LOOP - 2]]
// CHECK-DAG: ![[TARGET]] = distinct !DISubprogram(name: "__omp_offloading_{{.*}}_scale_l[[#LOOP]]", linkageName: "__omp_offloading_{{.*}}_scale_l[[#LOOP]]",{{.*}} line: [[#LOOP - 2]]
// CHECK-DAG: ![[PAR]] = distinct !DISubprogram(name: "__omp_offloading_{{.*}}_scale_l[[#LOOP]]..omp_par",
// LINES: debug-info.c
// LINES: {{0x[0-9a-f]+}} [[#@LINE+9]] {{[0-9]+}}
// OUT: 8 15
// NODEBUG-NOT: !dbg
#include <stdio.h>

static void scale(int n, double *a, double f)
{
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] *= f;
}

int main(void) {
  double a[16];
  for (int i = 0; i < 16; i++)
    a[i] = 0.5 * i;
  scale(16, a, 2.0);
  printf("%g %g\n", a[8], a[15]);
  return 0;
}
