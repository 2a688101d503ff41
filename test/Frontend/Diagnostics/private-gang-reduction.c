// A reduction of a variable the compute construct makes private to each
// gang (`private`, `firstprivate`) on a loop partitioned across the gangs
// (explicitly, or as Clacc's implicit gang loop) would leave each gang's
// copy with only its share of the iterations: an error at the loop (it was
// an internal error, and for an implicit gang loop, briefly, a wrong sum).
// The same reduction on a worker or vector loop inside a gang loop is
// test/Exec/Validation/private_loop_reductions.c.
//
// RUN: not accc -emit-mlir=omp %s 2>&1 | FileCheck %s
int implicit_gang(void) {
  int p = 3, out = 0;
#pragma acc parallel firstprivate(p) copy(out)
  {
#pragma acc loop worker reduction(+:p)
    // CHECK: private-gang-reduction.c:[[@LINE+1]]:5: error: unsupported: a reduction of 'p', which the compute construct makes private to each gang, on a loop partitioned across the gangs (the implicit gang loop): each gang's copy would get only its share of the iterations (reduce it on a worker or vector loop inside a gang loop, or reduce a variable the gangs share)
    for (int i = 0; i < 1000; i++)
      p += 1;
    out = p;
  }
  return out;
}

int explicit_gang(const int *a) {
  int res = 0, out = 0;
#pragma acc parallel num_gangs(8) private(res) copy(out) copyin(a[0:1024])
  {
    res = 0;
#pragma acc loop gang reduction(+:res)
    // CHECK: private-gang-reduction.c:[[@LINE+1]]:5: error: unsupported: a reduction of 'res', which the compute construct makes private to each gang, on a loop partitioned across the gangs: each
    for (int i = 0; i < 1024; i++)
      res += a[i];
    out = res;
  }
  return out;
}
