// RUN: acc-opt %s --convert-acc-to-omp --split-input-file --verify-diagnostics
// acc-verify reports the same, without converting:
// RUN: acc-opt %s --acc-verify --split-input-file --verify-diagnostics
// No error is reported twice (an expectation accepts every diagnostic it
// matches, so count them): as many errors as expectations.
// RUN: test "$(not acc-opt %s --convert-acc-to-omp --split-input-file 2>&1 | grep -c ': error: ')" \
// RUN:   = "$(grep -c '^ *// expected-error@' %s)"
// An op a failure was already reported at is not reported again:
// RUN: not acc-opt %s --convert-acc-to-omp --split-input-file 2>&1 | FileCheck %s --check-prefix=ONCE
// ONCE-NOT: has no conversion to OpenMP yet

// Everything convert-acc-to-omp does not convert yet is an error at the
// construct, never silently dropped or left behind.

func.func @num_gangs(%n: i32) {
  // expected-error@+1 {{unsupported: 'num_gangs' clause with several dimensions on 'acc.parallel'}}
  acc.parallel num_gangs({%n : i32, %n : i32}) {
    acc.yield
  }
  return
}

// -----

func.func @num_workers_zero() {
  %c0 = arith.constant 0 : i32
  // expected-error@+1 {{the argument of 'num_workers' must be positive, not 0}}
  acc.parallel num_workers(%c0 : i32) {
    acc.yield
  }
  return
}

// -----

func.func @num_gangs_negative() {
  %m = arith.constant -2 : i32
  // expected-error@+1 {{the argument of 'num_gangs' must be positive, not -2}}
  acc.parallel num_gangs({%m : i32}) {
    acc.yield
  }
  return
}

// -----

func.func @vector_without_clause(%v: vector<4xf32>, %a: !llvm.ptr) {
  // expected-error@+1 {{unsupported: 'llvm.store' inside 'acc.parallel' uses a value of type vector<4xf32> that has no data clause (implicit data attributes cover variables, integers, floats and pointers)}}
  acc.parallel {
    llvm.store %v, %a : vector<4xf32>, !llvm.ptr
    acc.yield
  }
  return
}

// -----

func.func @no_create_copyout(%a: !llvm.ptr) {
  %0 = acc.nocreate varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a"}
  // expected-error@+1 {{unsupported: 'acc.copyout' after a 'no_create' clause on 'acc.parallel'}}
  acc.parallel dataOperands(%0 : !llvm.ptr) {
    acc.yield
  }
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(f64) {name = "a"}
  return
}

// -----

func.func @capture_modifier(%a: !llvm.ptr) {
  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {modifiers = #acc<data_clause_modifier capture>, name = "a"}
  // expected-error@+1 {{unsupported: modifier #acc<data_clause_modifier capture> of the 'copyin' clause on 'acc.parallel'}}
  acc.parallel dataOperands(%0 : !llvm.ptr) {
    acc.yield
  }
  return
}

// -----

func.func @copyout_elsewhere(%a: !llvm.ptr, %b: !llvm.ptr) {
  %0 = acc.create varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "a"}
  // expected-error@+1 {{unsupported: 'acc.copyout' of a 'copyout' clause to another variable than it came from}}
  acc.parallel dataOperands(%0 : !llvm.ptr) {
    acc.yield
  }
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%b : !llvm.ptr) varType(f64) {name = "a"}
  return
}

// -----

func.func @present_copied_out(%a: !llvm.ptr) {
  %0 = acc.present varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a"}
  // expected-error@+1 {{unsupported: 'acc.copyout' after a 'present' clause on 'acc.parallel'}}
  acc.parallel dataOperands(%0 : !llvm.ptr) {
    acc.yield
  }
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(f64) {name = "a"}
  return
}

// -----

// The parts of a kernels region (loop nests, the code between them) become
// separate constructs: a value one computes and another uses is reported.

func.func @kernels_statement(%x: !llvm.ptr) {
  %e = acc.copyin varPtr(%x : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "x"}
  acc.kernels dataOperands(%e : !llvm.ptr) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error@+1 {{unsupported: a value computed in one part of 'acc.kernels' (a loop nest or the code between nests) and used in another}}
    %v = llvm.load %e : !llvm.ptr -> i32
    llvm.store %c1, %e : i32, !llvm.ptr
    acc.loop control(%i : i32) = (%c0 : i32) to (%c1 : i32) step (%c1 : i32) {
      llvm.store %v, %e : i32, !llvm.ptr
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.terminator
  }
  acc.copyout accPtr(%e : !llvm.ptr) to varPtr(%x : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "x"}
  return
}

// -----

// Errors inside a construct are reported at the loop.

func.func @tile(%n: i32) {
  acc.parallel {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    // expected-error@+1 {{unsupported: 'tile' with a size that is not a constant}}
    acc.loop tile({%n : i32}) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.yield
  }
  return
}

// -----

func.func @gang_in_gang(%n: i32) {
  acc.parallel {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    acc.loop gang control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
      // expected-error@+1 {{a 'gang' loop cannot be nested in a loop partitioned at the same or an inner level}}
      acc.loop gang control(%j : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.yield
  }
  return
}

// -----

func.func @vector_in_vector(%n: i32) {
  acc.parallel {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    acc.loop vector control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
      // expected-error@+1 {{a 'vector' loop cannot be nested in a loop partitioned at the same or an inner level}}
      acc.loop vector control(%j : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.yield
  }
  return
}

// -----

// The host evaluates the bounds of the loop a target region is made of: a
// bound loaded after a store through a pointer of unknown target cannot be
// computed before the construct (host-bounds.mlir has the ones that can).

func.func @gang_bounds_inside(%np: !llvm.ptr, %q: !llvm.ptr) {
  %0 = acc.copyin varPtr(%np : !llvm.ptr) varType(i32) -> !llvm.ptr {name = "n"}
  acc.parallel dataOperands(%0 : !llvm.ptr) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    llvm.store %c1, %q : i32, !llvm.ptr
    %n = llvm.load %0 : !llvm.ptr -> i32
    // expected-error@+1 {{unsupported: bounds of the gang loop computed inside 'acc.parallel' from values the host cannot compute before it (memory written or a call made earlier in the construct): compute them before the construct}}
    acc.loop gang control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.yield
  }
  acc.delete accPtr(%0 : !llvm.ptr) {dataClause = #acc<data_clause acc_copyin>, name = "n"}
  return
}

// -----

acc.reduction.recipe @red_xor_f64 : !llvm.ptr reduction_operator <xor> init {
^bb0(%o: !llvm.ptr):
  acc.yield %o : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}

func.func @float_xor(%s: !llvm.ptr) {
  // expected-error@+1 {{reduction operator '^' is not valid for the floating-point variable 's'}}
  %r = acc.reduction varPtr(%s : !llvm.ptr) varType(f64) recipe(@red_xor_f64) -> !llvm.ptr {name = "s"}
  acc.parallel reduction(%r : !llvm.ptr) {
    acc.yield
  }
  return
}

// -----

func.func @data_without_clauses() {
  // expected-error@+1 {{unsupported: 'acc.data' without data clauses (OpenMP 'target data' needs a map)}}
  acc.data {
    acc.terminator
  } attributes {defaultAttr = #acc<defaultvalue none>}
  return
}

// -----

func.func @atomic_if(%x: !llvm.ptr, %c: i1) {
  // expected-error@+1 {{unsupported: 'if' clause on 'acc.atomic.update'}}
  acc.atomic.update if(%c) %x : !llvm.ptr {
  ^bb0(%old: i32):
    acc.yield %old : i32
  }
  return
}

// -----

acc.routine @r func(@f) gang
func.func @f(%n: i32) attributes {acc.routine_info = #acc.routine_info<[@r]>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // expected-error@+1 {{unsupported: a collapsed gang loop in a routine ('routine gang')}}
  acc.loop gang control(%i : i32, %j : i32) = (%c0, %c0 : i32, i32) to (%n, %n : i32, i32) step (%c1, %c1 : i32, i32) {
    acc.yield
  } attributes {collapse = [2], collapseDeviceType = [#acc.device_type<none>], inclusiveUpperbound = array<i1: false, false>, independent = [#acc.device_type<none>]}
  return
}

// -----

// Clacc's "Basic Data Sharing" rules, reported at the second clause.

acc.private.recipe @p_f64 : !llvm.ptr init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
}
acc.firstprivate.recipe @fp_f64 : !llvm.ptr init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
} copy {
^bb0(%src: !llvm.ptr, %dst: !llvm.ptr):
  acc.terminator
}
acc.reduction.recipe @r_add_f64 : !llvm.ptr reduction_operator <add> init {
^bb0(%o: !llvm.ptr):
  acc.yield %o : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}

func.func @copy_and_copyin(%x: !llvm.ptr) {
  %a = acc.copyin varPtr(%x : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "x"}
  // expected-error@+1 {{'x' appears in both 'copy' and 'copyin' clauses of 'acc.parallel'}}
  %b = acc.copyin varPtr(%x : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "x"}
  acc.parallel dataOperands(%a, %b : !llvm.ptr, !llvm.ptr) {
    acc.yield
  }
  acc.copyout accPtr(%a : !llvm.ptr) to varPtr(%x : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "x"}
  acc.delete accPtr(%b : !llvm.ptr) {dataClause = #acc<data_clause acc_copyin>, name = "x"}
  return
}

func.func @copy_and_private(%x: !llvm.ptr) {
  %a = acc.copyin varPtr(%x : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "x"}
  // expected-error@+1 {{'x' appears in both 'copy' and 'private' clauses of 'acc.parallel'}}
  %p = acc.private varPtr(%x : !llvm.ptr) varType(f64) recipe(@p_f64) -> !llvm.ptr {name = "x"}
  acc.parallel dataOperands(%a : !llvm.ptr) private(%p : !llvm.ptr) {
    acc.yield
  }
  acc.copyout accPtr(%a : !llvm.ptr) to varPtr(%x : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "x"}
  return
}

func.func @firstprivate_twice(%x: !llvm.ptr) {
  %a = acc.firstprivate varPtr(%x : !llvm.ptr) varType(f64) recipe(@fp_f64) -> !llvm.ptr {name = "x"}
  // expected-error@+1 {{'x' appears more than once in 'firstprivate' clauses of 'acc.serial'}}
  %b = acc.firstprivate varPtr(%x : !llvm.ptr) varType(f64) recipe(@fp_f64) -> !llvm.ptr {name = "x"}
  acc.serial firstprivate(%a, %b : !llvm.ptr, !llvm.ptr) {
    acc.yield
  }
  return
}

func.func @private_and_reduction(%x: !llvm.ptr) {
  %p = acc.private varPtr(%x : !llvm.ptr) varType(f64) recipe(@p_f64) -> !llvm.ptr {name = "x"}
  // expected-error@+1 {{'x' appears in both 'private' and 'reduction' clauses of 'acc.parallel'}}
  %r = acc.reduction varPtr(%x : !llvm.ptr) varType(f64) recipe(@r_add_f64) -> !llvm.ptr {name = "x"}
  acc.parallel private(%p : !llvm.ptr) reduction(%r : !llvm.ptr) {
    acc.yield
  }
  return
}

func.func @conflicting_reductions(%x: !llvm.ptr, %n: i32) {
  %r = acc.reduction varPtr(%x : !llvm.ptr) varType(f64) recipe(@r_add_f64) -> !llvm.ptr {name = "x"}
  acc.parallel reduction(%r : !llvm.ptr) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    // expected-error@+1 {{conflicting reduction operators for 'x': '+' and 'max'}}
    %m = acc.reduction varPtr(%x : !llvm.ptr) varType(f64) recipe(@r_max_f64) -> !llvm.ptr {name = "x"}
    acc.loop gang reduction(%m : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.yield
  }
  return
}
acc.reduction.recipe @r_max_f64 : !llvm.ptr reduction_operator <max> init {
^bb0(%o: !llvm.ptr):
  acc.yield %o : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}


// -----

func.func @default_none() {
  %c1 = arith.constant 1 : i64
  %x = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  acc.parallel {
    // expected-error@+1 {{'llvm.load' uses a variable that has no data clause on 'acc.parallel' with 'default(none)'}}
    %v = llvm.load %x : !llvm.ptr -> i32
    acc.yield
  } attributes {defaultAttr = #acc<defaultvalue none>}
  return
}

// -----

acc.private.recipe @p_i32 : !llvm.ptr init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
}
acc.reduction.recipe @r_add_i32 : !llvm.ptr reduction_operator <add> init {
^bb0(%o: !llvm.ptr):
  acc.yield %o : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}

// int i; ... #pragma acc loop gang reduction(+:i) for (i = 0; i < n; i++)
func.func @reduction_on_control_variable(%ip: !llvm.ptr, %n: i32) {
  acc.parallel {
    %pi = acc.private varPtr(%ip : !llvm.ptr) varType(i32) recipe(@p_i32) -> !llvm.ptr {implicit = true, name = "i"}
    // expected-error@+1 {{reduction on the loop control variable 'i'}}
    %ri = acc.reduction varPtr(%ip : !llvm.ptr) varType(i32) recipe(@r_add_i32) -> !llvm.ptr {name = "i"}
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    acc.loop gang private(%pi : !llvm.ptr) reduction(%ri : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
      llvm.store %i, %pi : i32, !llvm.ptr
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.yield
  }
  return
}

// -----

func.func @empty_region() {
  // expected-error@+1 {{unsupported: 'acc.parallel' with an empty region (no block)}}
  acc.parallel {
  }
  return
}

// -----

// A front end marks clause ops of const-qualified variables with
// `acc2omp.const` (the IR has no C qualifiers); private and reduction of
// them are errors (Clacc's "Basic Data Sharing").

acc.private.recipe @p_const : !llvm.ptr init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
}
acc.reduction.recipe @r_const : !llvm.ptr reduction_operator <add> init {
^bb0(%o: !llvm.ptr):
  acc.yield %o : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}

func.func @private_const(%k: !llvm.ptr, %n: i32) {
  acc.parallel {
    // expected-error@+1 {{'k' is const: it cannot appear in a 'private' clause}}
    %pk = acc.private varPtr(%k : !llvm.ptr) varType(i32) recipe(@p_const) -> !llvm.ptr {acc2omp.const, name = "k"}
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    acc.loop gang private(%pk : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
    acc.yield
  }
  return
}

func.func @reduction_const(%k: !llvm.ptr) {
  // expected-error@+1 {{'k' is const: it cannot appear in a 'reduction' clause}}
  %r = acc.reduction varPtr(%k : !llvm.ptr) varType(i32) recipe(@r_const) -> !llvm.ptr {acc2omp.const, name = "k"}
  acc.parallel reduction(%r : !llvm.ptr) {
    acc.yield
  }
  return
}
