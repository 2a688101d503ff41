// accc -fopenacc-print=omp --out-dir=DIR ports a tree: every file under
// the input directories goes to the same relative path under DIR, C files
// with OpenACC printed as OpenMP, all others copied byte for byte (a header
// with directives too, with a warning); a file that fails is reported, not
// written, and makes the exit code 1 after the others are done. A summary
// on standard error and a report, acc2omp-report.md in DIR; the progress
// bar only on a terminal.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: accc -fopenacc-print=omp --out-dir=%t/ported %S/Inputs/tree 2> %t/log
// RUN: FileCheck %s --check-prefix=LOG < %t/log
// LOG: accc: warning: {{.*}}include/acc.h: OpenACC directives outside a C file are copied unchanged
// LOG: accc: 4 files: 1 translated (2 directives), 3 copied unchanged, 0 failed; 1 warnings
// RUN: cd %t/ported && find . -type f | sort | FileCheck %s --check-prefix=FILES
// FILES:      ./acc2omp-report.md
// FILES-NEXT: ./include/acc.h
// FILES-NEXT: ./notes.txt
// FILES-NEXT: ./src/saxpy.c
// FILES-NEXT: ./src/util/plain.c
// RUN: cmp %t/ported/src/util/plain.c %S/Inputs/tree/src/util/plain.c
// RUN: cmp %t/ported/include/acc.h %S/Inputs/tree/include/acc.h
// RUN: cmp %t/ported/notes.txt %S/Inputs/tree/notes.txt
// RUN: FileCheck %s --check-prefix=PORTED < %t/ported/src/saxpy.c
// PORTED: #pragma omp target teams distribute map(ompx_hold, to: x) map(ompx_hold, tofrom: y)
// PORTED: #pragma omp target update from(present: y)
// RUN: clang -fopenmp -w %t/ported/src/saxpy.c -o %t/saxpy && %t/saxpy | FileCheck %s --check-prefix=OUT
// OUT: 15
//
// The report (Markdown): the totals, each file with directives, what
// became of it and its diagnostics (the conversion's remarks too).
// RUN: FileCheck %s --check-prefix=REPORT < %t/ported/acc2omp-report.md
// REPORT:      # acc2omp port report
// REPORT:      4 files: 1 translated (2 directives), 3 copied unchanged, 0 failed; 1 warnings.
// REPORT:      ### `{{.*}}include/acc.h`: copied unchanged
// REPORT:      - `warning: OpenACC directives outside a C file are copied unchanged`
// REPORT:      ### `{{.*}}src/saxpy.c`: translated (2 directives)
// REPORT:      What each construct became (remarks):
// REPORT:      - `{{.*}}saxpy.c:{{[0-9]+}}:{{[0-9]+}}: remark: 'acc.parallel' became 'omp.target' + 'omp.teams'
// A failing file, next to a good one.
// RUN: not accc -fopenacc-print=omp --out-dir=%t/bad %S/Inputs/tree-bad %S/Inputs/tree/src/saxpy.c 2> %t/bad.log
// RUN: FileCheck %s --check-prefix=BAD < %t/bad.log
// BAD: kern.c:3:1: error: unsupported: printing the 'zero' modifier on 'parallel loop' with 'async' as OpenMP
// BAD: accc: 2 files: 1 translated (2 directives), 0 copied unchanged, 1 failed; 0 warnings
// BAD: accc: report: {{.*}}bad/acc2omp-report.md
// BAD: accc: not written: {{.*}}kern.c
// RUN: FileCheck %s --check-prefix=BADREPORT < %t/bad/acc2omp-report.md
// BADREPORT: ## Not written
// BADREPORT: - `{{.*}}kern.c`
// BADREPORT: ### `{{.*}}kern.c`: failed: not written
// BADREPORT: Errors:
// BADREPORT: - `{{.*}}kern.c:3:1: error: unsupported: printing the 'zero' modifier on 'parallel loop' with 'async' as OpenMP
// RUN: ls %t/bad/saxpy.c
// RUN: not ls %t/bad/kern.c
// RUN: not accc --out-dir=%t/x %S/Inputs/tree 2>&1 | FileCheck %s --check-prefix=MODE
// MODE: accc: error: --out-dir needs -fopenacc-print=<mode>
