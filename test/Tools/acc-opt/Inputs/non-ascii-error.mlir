// café €: non-ASCII text around the errors
func.func @f() {
  %0 = acc.copyin varPtr(%a : !llvm.ptr) -> !llvm.ptr "é€
}
