// Input of verify-diagnostics-failures.mlir: each chunk fails the check.

// An error nobody expected, and its note.
func.func @unexpected() {
  %x = arith.constant 0 : i32
  %x = arith.constant 1 : i32
  return
}

// -----

// An expectation that is not met (the message differs).
func.func @unmet() {
  %c0 = arith.constant 0 : i32
  // expected-error@+1 {{must be negative}}
  acc.parallel num_workers(%c0 : i32) {
    acc.yield
  }
  return
}

// -----

// The right line and text, the wrong severity.
func.func @severity(%v: i32) {
  // expected-error@+1 {{is ignored}}
  acc.parallel vector_length(%v : i32) {
    acc.yield
  }
  return
}

// -----

// Each chunk has its own expectations: this one is not for the next chunk,
// even at the same line.
// expected-error@+7 {{must be positive}}

// -----

func.func @other_chunk() {
  %c0 = arith.constant 0 : i32
  acc.parallel num_gangs({%c0 : i32}) {
    acc.yield
  }
  return
}

// -----

// A malformed pattern is an error; the chunk is still checked.
// expected-error-re@+1 {{unclosed {{(}}}}
func.func @bad_regex() {
  return
}
