func.func @f(%r: !llvm.ptr) {
  acc.parallel dataOperands(%r : !llvm.ptr) {
    acc.yield
  }
  return
}
