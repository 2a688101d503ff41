func.func @f() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  acc.loop control(%i : i32) = (%c0 : i32) to (%c1 : i32) step (%c1 : i32) {
    acc.yield
  }
  return
}
