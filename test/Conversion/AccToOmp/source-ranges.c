// convert-acc-to-omp carries the front end's source ranges (acc2omp.src)
// onto the OpenMP ops each directive and data clause becomes, for the
// source printer: omp.target of a compute construct, the outermost loop
// wrapper (or scf loop) of a loop construct, omp.target_data,
// omp.target_enter_data / exit_data / update, omp.taskwait, and each
// omp.map.info of a data clause (its argument's range). The two parts of a
// combined construct share the directive's ranges.
//
// RUN: accc -emit-mlir=omp %s | FileCheck %s

// CHECK-LABEL: func.func @kernels
// CHECK: omp.map.info {{.*}} -> !llvm.ptr {acc2omp.src = array<i64: [[A0:[0-9]+]], [[A1:[0-9]+]]>, name = "a[0:n]"}
// CHECK: omp.target_data
// CHECK: omp.map.info {{.*}}name = "x[0:n]"}
// CHECK: omp.target_enter_data {{.*}}acc2omp.src = {clauses = array<i64: {{.*}}>, directive = array<i64: {{.*}}>}
// CHECK: omp.target
// CHECK: omp.distribute
// CHECK: omp.simd
// CHECK: } {acc2omp.src = {clauses = array<i64: [[C:[0-9, ]+]]>, directive = array<i64: [[D:[0-9, ]+]]>, statement = array<i64: [[S:[0-9, ]+]]>}, omp.composite}
// CHECK: } {acc2omp.src = {clauses = array<i64: [[C]]>, directive = array<i64: [[D]]>, statement = array<i64: [[S]]>}}
// A sequential loop becomes an scf loop with the loop directive's ranges.
// CHECK: scf.for
// CHECK: } {acc2omp.src = {clauses = {{.*}}, directive = {{.*}}, statement = {{.*}}}}
// CHECK: omp.target_update {{.*}}acc2omp.src = {clauses = {{.*}}, directive = {{.*}}}
// (accc's host builds: the wait directive is the runtime's acc_wait_all.)
// CHECK: llvm.call @acc_wait_all()
// CHECK: omp.target_exit_data {{.*}}acc2omp.src
// CHECK: {acc2omp.src = {clauses = array<i64: {{.*}}>, directive = array<i64: {{.*}}>, statement = array<i64: {{.*}}>}}
// CHECK: return
void kernels(int n, double *a, double *x) {
#pragma acc data copy(a[0:n])
  {
#pragma acc enter data copyin(x[0:n])
#pragma acc parallel loop gang vector present(a[0:n], x[0:n])
    for (int i = 0; i < n; i++)
      a[i] += x[i];
#pragma acc serial present(a[0:n])
    {
#pragma acc loop seq
      for (int i = 1; i < n; i++)
        a[i] += a[i - 1];
    }
#pragma acc update self(a[0:n])
#pragma acc wait
#pragma acc exit data delete(x[0:n])
  }
}
