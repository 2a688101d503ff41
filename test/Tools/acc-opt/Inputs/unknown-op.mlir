// A misspelled operation.
func.func @f() {
  acc.parallell {
  }
  return
}
