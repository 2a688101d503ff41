func.func @f(%s: !llvm.ptr) {
  %0 = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "s"}
  acc.parallel dataOperands(%0 : !llvm.ptr) {
    %c = arith.constant 3 : i32
    llvm.store %c, %0 : i32, !llvm.ptr
    acc.yield
  }
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "s"}
  return
}
