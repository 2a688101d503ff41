func.func @f() {
  %0 = arith.constant 1 : i32
  acc.parallel {
    acc.yield
  } attributes {x = array<index: 1>}
  return
}
