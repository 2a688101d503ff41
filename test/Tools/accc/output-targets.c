// Outputs that are not regular files are written in place, never replaced:
// a renamed temporary used to turn `-o /dev/null` into a regular file (as
// root, the system's /dev/null), and a symbolic link into a copy. A regular
// file is still replaced atomically (no temporary is left beside it).
//
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c
// The lit suite itself writes -o /dev/null; it must stay a character device.
// RUN: accc -emit-mlir=acc %t/prog.c -o /dev/null
// RUN: acc-opt %S/../acc-opt/Inputs/parallel.mlir -o /dev/null
// RUN: accc -fopenacc-print=omp %t/prog.c -o /dev/null
// RUN: test -c /dev/null
// A symbolic link stays one; its target gets the output.
// RUN: cd %t && touch real.mlir && ln -s real.mlir link.mlir
// RUN: cd %t && accc -emit-mlir=acc prog.c -o link.mlir
// RUN: cd %t && test -L link.mlir && FileCheck %s --check-prefix=ACC < real.mlir
// RUN: cd %t && ln -s real.omp.c link.omp.c && accc -fopenacc-print=omp prog.c -o link.omp.c
// RUN: cd %t && test -L link.omp.c && FileCheck %s --check-prefix=OMP < real.omp.c
// RUN: cd %t && ln -s real-opt.mlir link-opt.mlir && acc-opt real.mlir --convert-acc-to-omp -o link-opt.mlir
// RUN: cd %t && test -L link-opt.mlir && FileCheck %s --check-prefix=OPT < real-opt.mlir
// A FIFO is written to, with its reader on the other end.
// RUN: cd %t && mkfifo pipe && (cat pipe > from-pipe &) && accc -emit-mlir=acc prog.c -o pipe
// RUN: cd %t && test -p pipe && sleep 1 && FileCheck %s --check-prefix=ACC < from-pipe
// A regular file: replaced, nothing left beside it.
// RUN: cd %t && mkdir out && accc -emit-mlir=acc prog.c -o out/x.mlir && accc -emit-mlir=acc prog.c -o out/x.mlir
// RUN: cd %t && ls -A out | FileCheck %s --check-prefix=LS --match-full-lines
// A directory is an error.
// RUN: cd %t && not accc -emit-mlir=acc prog.c -o out 2>&1 | FileCheck %s --check-prefix=DIR

// ACC: acc.parallel
// OMP: #pragma omp target teams
// OPT: omp.target
// LS: x.mlir
// LS-NOT: {{.}}
// DIR: accc: error: cannot write 'out': is a directory

void f(int n, float *a) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] += 1;
}
