// The bundled example that the README's first command translates: OpenACC C
// through the front end (acc dialect), then convert-acc-to-omp.
//
// RUN: accc -emit-mlir=acc %S/../../examples/saxpy.c | FileCheck %s --check-prefix=ACC
// RUN: accc -emit-mlir=acc %S/../../examples/saxpy.c | acc-opt --convert-acc-to-omp | FileCheck %s --check-prefix=OMP

// ACC-LABEL: func.func private @saxpy
// ACC: %[[XB:.*]] = acc.bounds lowerbound(%{{.*}} : i64) upperbound(%{{.*}} : i64) extent(%{{.*}} : i64) stride(%{{.*}} : i64) startIdx(%{{.*}} : i64)
// ACC: %[[X:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(f32) bounds(%[[XB]]) -> !llvm.ptr {{{.*}}name = "x[0:n]"}
// ACC: %[[Y:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(f32) bounds(%{{.*}}) -> !llvm.ptr {{{.*}}dataClause = #acc<data_clause acc_copy>, name = "y[0:n]"}
// ACC: acc.parallel combined(loop) dataOperands(%[[X]], %[[Y]] : !llvm.ptr, !llvm.ptr)
// ACC: acc.loop combined(parallel) gang vector private(%{{.*}} : !llvm.ptr) control(%{{.*}} : i32) = (%{{.*}} : i32) to (%{{.*}} : i32) step (%{{.*}} : i32)
// ACC: acc.copyout accPtr(%[[Y]] : !llvm.ptr) bounds(%{{.*}}) to varPtr(%{{.*}} : !llvm.ptr) varType(f32)
// ACC-LABEL: func.func @main
// ACC: acc.reduction varPtr(%{{.*}} : !llvm.ptr) varType(f64) recipe(@reduction_add_f64)

// OMP-LABEL: func.func private @saxpy
// OMP: omp.map.info var_ptr(%{{.*}} : !llvm.ptr, f32) map_clauses(ompx_hold, to) {{.*}}name = "x[0:n]"
// OMP: omp.map.info var_ptr(%{{.*}} : !llvm.ptr, f32) map_clauses(ompx_hold, tofrom) {{.*}}name = "y[0:n]"
// OMP: omp.target
// OMP: omp.teams
// OMP: omp.distribute
// OMP: omp.simd
// OMP-NOT: acc.
