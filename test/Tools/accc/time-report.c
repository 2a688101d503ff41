// -ftime-report: the wall time of each stage on standard error (summed over
// the files of the command line), as clang's -ftime-report reports its
// passes: where a compile's time goes (bench/compile_time.py's ratios).
// The parse of the functions overlaps their lowering: the total is the sum
// of the stages, and may exceed the wall clock, the driver's time so far.
//
// RUN: accc -O1 -c -ftime-report %s -o %t.o 2>&1 | FileCheck %s
// RUN: accc -O1 -DMAIN -ftime-report %s -o %t 2>&1 | FileCheck %s --check-prefix=LINK
// RUN: accc -O1 -c %s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=NONE
// CHECK:      ===-- accc: time of each stage (wall clock) --===
// CHECK-NEXT: {{[0-9.]+}} s ({{ *[0-9.]+}}%)  front end: Clang's parse and checks (libclang)
// CHECK-NEXT: {{[0-9.]+}} s ({{ *[0-9.]+}}%)  front end: the lowering to MLIR text
// CHECK-NEXT: {{[0-9.]+}} s ({{ *[0-9.]+}}%)  MLIR: parse (each function beside the lowering) and verify the module
// CHECK-NEXT: {{[0-9.]+}} s ({{ *[0-9.]+}}%)  MLIR: convert-acc-to-omp and the lowering to the LLVM dialect
// CHECK-NEXT: {{[0-9.]+}} s ({{ *[0-9.]+}}%)  translation to LLVM IR, optimization and code generation
// CHECK-NEXT: {{[0-9.]+}} s           total
// CHECK-NEXT: {{[0-9.]+}} s           wall clock (the parse of the functions overlaps the lowering)
// LINK: translation to LLVM IR, optimization and code generation
// LINK-NEXT: link (clang)
// NONE-NOT: time of each stage
static double a[64];

int f(void) {
  double s = 0;
#pragma acc parallel loop reduction(+:s) copyin(a)
  for (int i = 0; i < 64; i++)
    s += a[i];
  return s > 0;
}

#ifdef MAIN
int main(void) { return f(); }
#endif
