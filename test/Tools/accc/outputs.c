// What each goal writes, and where, as clang: an executable (a.out), -c an
// object, -S assembly, -S -emit-llvm LLVM IR, -c -emit-llvm bitcode, -E the
// preprocessed source; -o names the file; -emit-mlir prints a stage. LLVM
// IR without -O is clang's -O0's, the same written as text and as bitcode:
// unoptimized, its functions `optnone noinline` with frame pointers, and
// module flags (the PIE level).
//
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c
// RUN: cd %t && accc prog.c && ./a.out | FileCheck %s --check-prefix=OUT
// RUN: cd %t && accc -c prog.c && llvm-nm prog.o | FileCheck %s --check-prefix=OBJ
// RUN: cd %t && accc -S prog.c && FileCheck %s --check-prefix=ASM < prog.s
// RUN: cd %t && accc -S -emit-llvm prog.c && FileCheck %s --check-prefix=LL < prog.ll
// RUN: cd %t && accc -c -emit-llvm prog.c && llvm-dis prog.bc -o - | FileCheck %s --check-prefix=LL
// RUN: cd %t && accc -E prog.c | FileCheck %s --check-prefix=PRE
// RUN: cd %t && accc -O2 -S -emit-llvm prog.c -o - | FileCheck %s --check-prefix=LL2
// RUN: cd %t && accc -O3 prog.c -o named && ./named | FileCheck %s --check-prefix=OUT
// RUN: cd %t && accc -O1 -c prog.c -o - | llvm-nm - | FileCheck %s --check-prefix=OBJ
// RUN: cd %t && accc -emit-mlir=acc prog.c | FileCheck %s --check-prefix=ACC
// RUN: cd %t && accc -emit-mlir=omp prog.c | FileCheck %s --check-prefix=OMP
// RUN: cd %t && accc -emit-mlir=llvm prog.c | FileCheck %s --check-prefix=LLVMDIALECT
// -fno-openacc: the C alone (the loop runs sequentially, no OpenMP).
// RUN: cd %t && accc -fno-openacc -emit-mlir=acc prog.c | FileCheck %s --check-prefix=NOACC
// RUN: cd %t && accc -fno-openacc prog.c -o seq && ./seq | FileCheck %s --check-prefix=OUT
// RUN: cd %t && accc -fno-openacc -S -emit-llvm prog.c -o - | FileCheck %s --check-prefix=NOACC-LL
// RUN: cd %t && ls | sort | FileCheck %s --check-prefix=FILES

// OUT: total=499500
// OBJ: T main
// ASM: main:
// LL: define dso_local i32 @main() #[[MAIN:[0-9]+]]
// LL: @__kmpc_fork_teams
// LL: attributes #[[MAIN]] = { noinline optnone uwtable "frame-pointer"="all" }
// LL: !{i32 8, !"PIC Level", i32 2}
// LL: !{i32 7, !"PIE Level", i32 2}
// LL2: define dso_local {{.*}}i32 @main() {{.*}}#[[MAIN:[0-9]+]]
// LL2: attributes #[[MAIN]] = { {{.*}}uwtable{{.*}} }
// LL2-NOT: optnone
// LL2-NOT: frame-pointer
// PRE: int main(void)
// PRE-NOT: #include
// ACC: acc.parallel
// OMP: omp.target
// OMP-NOT: acc.
// LLVMDIALECT: llvm.func @main
// LLVMDIALECT-NOT: {{acc\.|scf\.|arith\.}}
// NOACC-NOT: acc.
// NOACC-LL-NOT: __kmpc
// The files written: nothing else (no temporaries left).
// FILES:      a.out
// FILES-NEXT: named
// FILES-NEXT: prog.bc
// FILES-NEXT: prog.c
// FILES-NEXT: prog.ll
// FILES-NEXT: prog.o
// FILES-NEXT: prog.s
// FILES-NEXT: seq
// FILES-EMPTY:

#include <stdio.h>

int main(void) {
  long total = 0;
#pragma acc parallel loop reduction(+ : total)
  for (int i = 0; i < 1000; i++)
    total += i;
  printf("total=%ld\n", total);
  return 0;
}
