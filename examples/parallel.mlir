// The acc form of this C function (as acc2omp's frontend will emit it):
//
//   void scale(const double *in, double *out, int *count, int n, double k) {
//   #pragma acc parallel copyin(in[0:n]) copyout(out[0:1]) copy(count[0:1])
//     {
//       out[0] = in[n - 1] * k;
//       count[0] += 1;
//     }
//   }
//
// Convert it to OpenMP:  acc-opt examples/parallel.mlir --convert-acc-to-omp
module attributes {omp.is_target_device = false, omp.is_gpu = false, llvm.target_triple = "x86_64-pc-linux-gnu"} {
  func.func @scale(%in: !llvm.ptr, %out: !llvm.ptr, %count: !llvm.ptr, %n: i32, %k: f64) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %n64 = arith.extsi %n : i32 to i64
    %last = arith.subi %n64, %c1 : i64
    // in[0:n]
    %in_bounds = acc.bounds lowerbound(%c0 : i64) upperbound(%last : i64) extent(%n64 : i64) stride(%c1 : i64) startIdx(%c0 : i64)
    // out[0:1], count[0:1]
    %one_bounds = acc.bounds lowerbound(%c0 : i64) upperbound(%c0 : i64) extent(%c1 : i64) stride(%c1 : i64) startIdx(%c0 : i64)
    %in_dev = acc.copyin varPtr(%in : !llvm.ptr) varType(f64) bounds(%in_bounds) -> !llvm.ptr {name = "in[0:n]"}
    %out_dev = acc.create varPtr(%out : !llvm.ptr) varType(f64) bounds(%one_bounds) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "out[0:1]"}
    %count_dev = acc.copyin varPtr(%count : !llvm.ptr) varType(i32) bounds(%one_bounds) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "count[0:1]"}
    acc.parallel dataOperands(%in_dev, %out_dev, %count_dev : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
      %one = arith.constant 1 : i32
      %i = arith.subi %n, %one : i32
      %p = llvm.getelementptr %in_dev[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
      %v = llvm.load %p : !llvm.ptr -> f64
      %r = arith.mulf %v, %k : f64
      llvm.store %r, %out_dev : f64, !llvm.ptr
      %c = llvm.load %count_dev : !llvm.ptr -> i32
      %c2 = arith.addi %c, %one : i32
      llvm.store %c2, %count_dev : i32, !llvm.ptr
      acc.yield
    }
    acc.copyout accPtr(%count_dev : !llvm.ptr) bounds(%one_bounds) to varPtr(%count : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "count[0:1]"}
    acc.copyout accPtr(%out_dev : !llvm.ptr) bounds(%one_bounds) to varPtr(%out : !llvm.ptr) varType(f64) {name = "out[0:1]"}
    acc.delete accPtr(%in_dev : !llvm.ptr) bounds(%in_bounds) {dataClause = #acc<data_clause acc_copyin>, name = "in[0:n]"}
    return
  }
}
