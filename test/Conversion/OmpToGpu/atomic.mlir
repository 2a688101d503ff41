// RUN: acc-opt %s --convert-omp-to-gpu | FileCheck %s
// Atomics in kernels: read and write of 32/64-bit values are a load and a
// store; an update is one llvm.atomicrmw when the hardware has the
// operation, else a compare-and-swap loop around the update's region.

// CHECK-LABEL: func.func @atomics(
// CHECK:         gpu.launch
// read: %v = %x
// CHECK:           %[[R:.*]] = llvm.load %[[X:.*]] : !llvm.ptr -> i32
// CHECK-NEXT:      llvm.store %[[R]], %[[V:.*]] : i32, !llvm.ptr
// write: %x = 5
// CHECK:           llvm.store %{{.*}}, %[[X]] : i32, !llvm.ptr
// x += 1: one instruction
// CHECK:           llvm.atomicrmw add %[[X]], %{{.*}} acq_rel : !llvm.ptr, i32
// y -= 0.5: one instruction
// CHECK:           llvm.atomicrmw fsub %[[Y:.*]], %{{.*}} acq_rel : !llvm.ptr, f64
// y = y * 2: a compare-and-swap loop around the region
// CHECK:           scf.while (%[[OLD:.*]] = %{{.*}}) : (f64) -> f64 {
// CHECK:             %[[NEW:.*]] = arith.mulf %[[OLD]], %{{.*}} : f64
// CHECK:             llvm.cmpxchg %[[Y]], %{{.*}}, %{{.*}} acq_rel monotonic : !llvm.ptr, i64
// CHECK-NOT:       omp.atomic
// CHECK:           gpu.terminator
func.func @atomics(%x: !llvm.ptr, %y: !llvm.ptr, %v: !llvm.ptr) {
  %mx = omp.map.info var_ptr(%x : !llvm.ptr, i32) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "x"}
  %my = omp.map.info var_ptr(%y : !llvm.ptr, f64) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "y"}
  %mv = omp.map.info var_ptr(%v : !llvm.ptr, i32) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "v"}
  omp.target map_entries(%mx -> %px, %my -> %py, %mv -> %pv : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    %c1 = arith.constant 1 : i32
    %c5 = arith.constant 5 : i32
    %half = arith.constant 0.5 : f64
    %two = arith.constant 2.0 : f64
    omp.teams num_teams(to %c1 : i32) thread_limit(%c1 : i32) {
      omp.atomic.read %pv = %px : !llvm.ptr, !llvm.ptr, i32
      omp.atomic.write %px = %c5 : !llvm.ptr, i32
      omp.atomic.update %px : !llvm.ptr {
      ^bb0(%o: i32):
        %n = arith.addi %o, %c1 : i32
        omp.yield(%n : i32)
      }
      omp.atomic.update %py : !llvm.ptr {
      ^bb0(%o: f64):
        %n = arith.subf %o, %half : f64
        omp.yield(%n : f64)
      }
      omp.atomic.update %py : !llvm.ptr {
      ^bb0(%o: f64):
        %n = arith.mulf %o, %two : f64
        omp.yield(%n : f64)
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}

// Captures: the update's value before (atomicrmw's result, or the CAS
// loop's) is stored to v (`v = x++`); after the update (`x += 2; v = x`),
// the update's region computes it again from the value before; a captured
// write (`v = x; x = e`) is one exchange. A constant of the update's region
// is cloned before the atomicrmw.
// CHECK-LABEL: func.func @captures(
// CHECK:         gpu.launch
// CHECK:           %[[C1:.*]] = arith.constant 1 : i32
// CHECK:           %[[OLD:.*]] = llvm.atomicrmw add %[[X:.*]], %[[C1]] acq_rel : !llvm.ptr, i32
// CHECK-NEXT:      llvm.store %[[OLD]], %[[V:.*]] : i32, !llvm.ptr
// CHECK:           %[[OLD2:.*]] = llvm.atomicrmw add %[[X]], %[[C2:.*]] acq_rel : !llvm.ptr, i32
// CHECK-NEXT:      %[[NEW:.*]] = arith.addi %[[OLD2]], %[[C2]] : i32
// CHECK-NEXT:      llvm.store %[[NEW]], %[[V]] : i32, !llvm.ptr
// CHECK:           %[[SWAPPED:.*]] = llvm.atomicrmw xchg %[[X]], %{{.*}} acq_rel : !llvm.ptr, i32
// CHECK-NEXT:      llvm.store %[[SWAPPED]], %[[V]] : i32, !llvm.ptr
// x = x * 3 captured after: the CAS loop's value before, then the region.
// CHECK:           %[[SEEN:.*]] = scf.while
// CHECK:           %[[TRIPLE:.*]] = arith.muli %[[SEEN]], %{{.*}} : i32
// CHECK-NEXT:      llvm.store %[[TRIPLE]], %[[V]] : i32, !llvm.ptr
// CHECK-NOT:       omp.atomic
// CHECK:           gpu.terminator
func.func @captures(%x: !llvm.ptr, %v: !llvm.ptr) {
  %mx = omp.map.info var_ptr(%x : !llvm.ptr, i32) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "x"}
  %mv = omp.map.info var_ptr(%v : !llvm.ptr, i32) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "v"}
  omp.target map_entries(%mx -> %px, %mv -> %pv : !llvm.ptr, !llvm.ptr) {
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c9 = arith.constant 9 : i32
    omp.atomic.capture {
      omp.atomic.read %pv = %px : !llvm.ptr, !llvm.ptr, i32
      omp.atomic.update %px : !llvm.ptr {
      ^bb0(%o: i32):
        %c1 = arith.constant 1 : i32
        %w = arith.addi %o, %c1 : i32
        omp.yield(%w : i32)
      }
      omp.terminator
    }
    omp.atomic.capture {
      omp.atomic.update %px : !llvm.ptr {
      ^bb0(%o: i32):
        %w = arith.addi %o, %c2 : i32
        omp.yield(%w : i32)
      }
      omp.atomic.read %pv = %px : !llvm.ptr, !llvm.ptr, i32
      omp.terminator
    }
    omp.atomic.capture {
      omp.atomic.read %pv = %px : !llvm.ptr, !llvm.ptr, i32
      omp.atomic.write %px = %c9 : !llvm.ptr, i32
      omp.terminator
    }
    omp.atomic.capture {
      omp.atomic.update %px : !llvm.ptr {
      ^bb0(%o: i32):
        %w = arith.muli %o, %c3 : i32
        omp.yield(%w : i32)
      }
      omp.atomic.read %pv = %px : !llvm.ptr, !llvm.ptr, i32
      omp.terminator
    }
    omp.terminator
  }
  return
}
