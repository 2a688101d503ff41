// default(present): an aggregate without a data clause is present (mapped
// with the `present` flag, as an explicit `present` is); scalars keep their
// implicit firstprivate. From C through accc.
//
// RUN: accc -emit-mlir=omp %s | FileCheck %s

// CHECK-LABEL: func.func @scale
// CHECK: omp.target_data
// CHECK: omp.map.info var_ptr(%{{.*}} : !llvm.ptr, !llvm.array<64 x f64>) map_clauses({{.*}}present{{.*}}) {{.*}}-> !llvm.ptr
// CHECK: omp.target
double scale(double s) {
  double table[64];
  for (int i = 0; i < 64; i++)
    table[i] = i;
#pragma acc data copy(table)
  {
#pragma acc parallel loop default(present)
    for (int i = 0; i < 64; i++)
      table[i] *= s;
  }
  return table[63];
}
