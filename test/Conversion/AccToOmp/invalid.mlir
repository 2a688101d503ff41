// RUN: not acc-opt %s --convert-acc-to-omp --split-input-file 2>&1 | FileCheck %s

// Everything convert-acc-to-omp does not convert yet is an error at the
// construct, never silently dropped or left behind.

func.func @num_gangs(%n: i32) {
  // CHECK: invalid.mlir:[[@LINE+1]]:3: error: unsupported: 'num_gangs' clause with several dimensions on 'acc.parallel'
  acc.parallel num_gangs({%n : i32, %n : i32}) {
    acc.yield
  }
  return
}

// -----

func.func @num_workers(%n: i32) {
  // CHECK: invalid.mlir:[[@LINE+1]]:3: error: unsupported: 'num_workers' clause on 'acc.parallel'
  acc.parallel num_workers(%n : i32) {
    acc.yield
  }
  return
}

// -----

func.func @serial_private(%a: !llvm.ptr) {
  %0 = acc.private varPtr(%a : !llvm.ptr) varType(i32) recipe(@p) -> !llvm.ptr
  // CHECK: invalid.mlir:[[@LINE+1]]:3: error: unsupported: 'private' clause on 'acc.serial'
  acc.serial private(%0 : !llvm.ptr) {
    acc.yield
  }
  return
}
acc.private.recipe @p : !llvm.ptr init {
^bb0(%arg0: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
}

// -----

func.func @pointer_without_clause(%a: !llvm.ptr) {
  // CHECK: invalid.mlir:[[@LINE+1]]:3: error: unsupported: 'llvm.load' inside 'acc.parallel' uses a value of type !llvm.ptr that has no data clause (implicit data attributes are not implemented yet)
  acc.parallel {
    %v = llvm.load %a : !llvm.ptr -> f64
    acc.yield
  }
  return
}

// -----

func.func @no_create(%a: !llvm.ptr) {
  %0 = acc.nocreate varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a"}
  // CHECK: invalid.mlir:[[@LINE+1]]:3: error: unsupported: data clause operation 'acc.nocreate' on 'acc.parallel'
  acc.parallel dataOperands(%0 : !llvm.ptr) {
    acc.yield
  }
  return
}

// -----

func.func @async_clause(%a: !llvm.ptr) {
  %q = arith.constant 1 : i32
  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) async(%q : i32) -> !llvm.ptr {name = "a"}
  // CHECK: invalid.mlir:[[@LINE+1]]:3: error: unsupported: 'async' clause on 'acc.parallel'
  acc.parallel async(%q : i32) dataOperands(%0 : !llvm.ptr) {
    acc.yield
  }
  return
}

// -----

func.func @zero_modifier(%a: !llvm.ptr) {
  %0 = acc.create varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_create_zero>, name = "a"}
  // CHECK: invalid.mlir:[[@LINE+1]]:3: error: unsupported: data clause 'create_zero' ('acc.create') on 'acc.parallel'
  acc.parallel dataOperands(%0 : !llvm.ptr) {
    acc.yield
  }
  return
}

// -----

func.func @always_modifier(%a: !llvm.ptr) {
  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {modifiers = #acc<data_clause_modifier readonly,alwaysin>, name = "a"}
  // CHECK: invalid.mlir:[[@LINE+1]]:3: error: unsupported: modifier #acc<data_clause_modifier readonly,alwaysin> of the 'copyin' clause on 'acc.parallel'
  acc.parallel dataOperands(%0 : !llvm.ptr) {
    acc.yield
  }
  return
}

// -----

func.func @copyout_elsewhere(%a: !llvm.ptr, %b: !llvm.ptr) {
  %0 = acc.create varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "a"}
  // CHECK: invalid.mlir:[[@LINE+1]]:3: error: unsupported: 'acc.copyout' of a 'copyout' clause to another variable than it came from
  acc.parallel dataOperands(%0 : !llvm.ptr) {
    acc.yield
  }
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%b : !llvm.ptr) varType(f64) {name = "a"}
  return
}

// -----

func.func @present_copied_out(%a: !llvm.ptr) {
  %0 = acc.present varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a"}
  // CHECK: invalid.mlir:[[@LINE+1]]:3: error: unsupported: 'acc.copyout' after a 'present' clause on 'acc.parallel'
  acc.parallel dataOperands(%0 : !llvm.ptr) {
    acc.yield
  }
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(f64) {name = "a"}
  return
}

// -----

// An op with no conversion yet is reported once, at the outermost op.

func.func @kernels() {
  // CHECK: invalid.mlir:[[@LINE+1]]:3: error: unsupported: 'acc.kernels' has no conversion to OpenMP yet
  acc.kernels {
    acc.terminator
  }
  // CHECK-NOT: error
  return
}

// -----

// Inside a converted construct, the leftover op is reported where it is.

func.func @loop_in_parallel(%s: !llvm.ptr) {
  %0 = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "s"}
  acc.parallel dataOperands(%0 : !llvm.ptr) {
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %c1 = arith.constant 1 : i32
    // CHECK: invalid.mlir:[[@LINE+1]]:5: error: unsupported: 'acc.loop' has no conversion to OpenMP yet
    acc.loop control(%i : i32) = (%c0 : i32) to (%c8 : i32) step (%c1 : i32) {
      llvm.store %i, %0 : i32, !llvm.ptr
      acc.yield
    } attributes {independent = [#acc.device_type<none>]}
    acc.yield
  }
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "s"}
  return
}
