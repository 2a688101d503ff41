func.func @f() {
  %c = arith.constant 1 : i32
  "acc.parallel"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> ({
    acc.yield
  }) : (i32) -> ()
  return
}
