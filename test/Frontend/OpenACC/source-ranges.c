// RUN: accc -emit-mlir=acc %s | FileCheck %s
// acc2omp.src: byte offsets [start, end) of directives, clauses, associated
// statements and clause arguments. The checks are at the end of the file so
// that they do not move the code.
void f(double *a, int n, float x) {
#pragma acc parallel loop copy(a[0:n]) num_gangs(4) firstprivate(x)
  for (int i = 0; i < n; i++) { a[i] += x; }
#pragma acc data copyin(a[0:n])
  {
#pragma acc update self(a[1:2]) async
  }
#pragma acc wait
}

// Offsets, checked against the text above:
//   271 '#pragma acc parallel loop ...' 338; 297 'copy(a[0:n])' 309 with the
//   argument 302 'a[0:n]' 308; 310 'num_gangs(4)' 322; 323 'firstprivate(x)'
//   338 with 'x' at 336; 341 'for (...) { ... }' 383;
//   384 '#pragma acc data copyin(a[0:n])' 415, clause 401-415, argument
//   408-414, statement '{ ... }' 418-461;
//   420 '#pragma acc update self(a[1:2]) async' 457, clauses 439-451 and
//   452-457, argument 444-450; 462 '#pragma acc wait' 478.

// CHECK-LABEL: func.func @f(
// CHECK:         acc.copyin {{.*}}{acc2omp.src = array<i64: 302, 308>, dataClause = #acc<data_clause acc_copy>, name = "a[0:n]"}
// CHECK:         acc.firstprivate {{.*}}{acc2omp.src = array<i64: 336, 337>, name = "x"}
// CHECK:         acc.parallel combined(loop)
// CHECK:           acc.loop combined(parallel)
// CHECK:           } attributes {acc2omp.src = {clauses = array<i64: 297, 309, 310, 322, 323, 338>, directive = array<i64: 271, 338>, statement = array<i64: 341, 383>},
// CHECK:         } attributes {acc2omp.src = {clauses = array<i64: 297, 309, 310, 322, 323, 338>, directive = array<i64: 271, 338>, statement = array<i64: 341, 383>}}
// CHECK:         acc.copyout {{.*}}{acc2omp.src = array<i64: 302, 308>, dataClause = #acc<data_clause acc_copy>, name = "a[0:n]"}
// CHECK:         acc.copyin {{.*}}{acc2omp.src = array<i64: 408, 414>, name = "a[0:n]"}
// CHECK:         acc.data
// CHECK:           acc.getdeviceptr {{.*}}{acc2omp.src = array<i64: 444, 450>, dataClause = #acc<data_clause acc_update_self>
// CHECK:           acc.update async dataOperands({{.*}}) attributes {acc2omp.src = {clauses = array<i64: 439, 451, 452, 457>, directive = array<i64: 420, 457>}}
// CHECK:           acc.update_host {{.*}}{acc2omp.src = array<i64: 444, 450>,
// CHECK:         } attributes {acc2omp.src = {clauses = array<i64: 401, 415>, directive = array<i64: 384, 415>, statement = array<i64: 418, 461>}}
// CHECK:         acc.delete {{.*}}{acc2omp.src = array<i64: 408, 414>, dataClause = #acc<data_clause acc_copyin>, name = "a[0:n]"}
// CHECK:         acc.wait attributes {acc2omp.src = {directive = array<i64: 462, 478>}}
