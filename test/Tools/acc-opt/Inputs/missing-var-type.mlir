func.func @f(%a: !llvm.ptr) {
  // Without varType, MLIR 22's parser crashes on an opaque pointer.
  %0 = acc.copyin varPtr(%a : !llvm.ptr) -> !llvm.ptr
  return
}
