// RUN: acc-opt %s --convert-omp-to-gpu --split-input-file --verify-diagnostics
// What convert-omp-to-gpu does not offload yet is a located error, and the
// module is left as it was: never a kernel that computes something else.

// A reduction of a type kernels do not combine (a 16-bit float).
omp.declare_reduction @add_f16 : f16 init {
^bb0(%x: f16):
  %z = arith.constant 0.0 : f16
  omp.yield(%z : f16)
} combiner {
^bb0(%a: f16, %b: f16):
  %s = arith.addf %a, %b : f16
  omp.yield(%s : f16)
}

func.func @reduction(%s: !llvm.ptr, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m = omp.map.info var_ptr(%s : !llvm.ptr, f16) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "s"}
  omp.target host_eval(%c1 -> %nt, %c0 -> %lb, %n -> %ub, %c1 -> %st : i32, i32, i32, i32) map_entries(%m -> %ps : !llvm.ptr) {
    // expected-error@+1 {{unsupported: a reduction of a variable of another type than an 8-, 16-, 32- or 64-bit integer or a 32- or 64-bit float in a GPU kernel ('@add_f16') (--offload-arch)}}
    omp.teams num_teams(to %nt : i32) reduction(@add_f16 %ps -> %r : !llvm.ptr) {
      omp.distribute {
        omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
          omp.yield
        }
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

// atomic capture of a half float (no 16-bit float atomics here).
func.func @atomic(%s: !llvm.ptr, %v: !llvm.ptr) {
  %m = omp.map.info var_ptr(%s : !llvm.ptr, f16) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "s"}
  %mv = omp.map.info var_ptr(%v : !llvm.ptr, f16) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "v"}
  omp.target map_entries(%m -> %ps, %mv -> %pv : !llvm.ptr, !llvm.ptr) {
    %c1 = arith.constant 1.0 : f16
    // expected-error@+1 {{unsupported: 'omp.atomic.update' of a value of another type than an 8- to 64-bit integer or a 32- or 64-bit float in a GPU kernel (--offload-arch)}}
    omp.atomic.capture {
      omp.atomic.read %pv = %ps : !llvm.ptr, !llvm.ptr, f16
      omp.atomic.update %ps : !llvm.ptr {
      ^bb0(%o: f16):
        %w = arith.addf %o, %c1 : f16
        omp.yield(%w : f16)
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

llvm.func @frexp(f64, !llvm.ptr) -> f64

// A C library function that has no device version (frexp, of a pointer).
func.func @call(%s: !llvm.ptr, %e: !llvm.ptr) {
  %m = omp.map.info var_ptr(%s : !llvm.ptr, f64) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "s"}
  omp.target map_entries(%m -> %ps : !llvm.ptr) {
    %v = llvm.load %ps : !llvm.ptr -> f64
    %one = arith.constant 1 : i64
    %e1 = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
    // expected-error@+1 {{unsupported: a call of 'frexp' in a GPU kernel: a function without a device version (of the C library, the math functions run on the GPU; functions of the program need '#pragma acc routine') (--offload-arch)}}
    %r = llvm.call @frexp(%v, %e1) : (f64, !llvm.ptr) -> f64
    llvm.store %r, %ps : f64, !llvm.ptr
    omp.terminator
  }
  return
}

// -----

// A function of the program that is not a device function.
func.func private @helper(%x: f64) -> f64 {
  return %x : f64
}

func.func @not_routine(%s: !llvm.ptr) {
  %m = omp.map.info var_ptr(%s : !llvm.ptr, f64) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "s"}
  omp.target map_entries(%m -> %ps : !llvm.ptr) {
    %v = llvm.load %ps : !llvm.ptr -> f64
    // expected-error@+1 {{unsupported: a call of 'helper' in a GPU kernel, which is not a device function ('#pragma acc routine') (--offload-arch)}}
    %r = func.call @helper(%v) : (f64) -> f64
    llvm.store %r, %ps : f64, !llvm.ptr
    omp.terminator
  }
  return
}

// -----

// Code before the partitioned loop that writes memory the loop writes too:
// a late thread's store would overwrite another's iteration.
func.func @redundant_store(%a: !llvm.ptr, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<8 x i32>) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "a"}
  omp.target host_eval(%c1 -> %nt, %c0 -> %lb, %n -> %ub, %c1 -> %st : i32, i32, i32, i32) map_entries(%m -> %pa : !llvm.ptr) {
    omp.teams num_teams(to %nt : i32) {
      %one = arith.constant 1 : i32
      // expected-error@+1 {{unsupported: 'llvm.store' outside the partitioned loop of a GPU kernel (every thread would run it) (--offload-arch)}}
      llvm.store %one, %pa : i32, !llvm.ptr
      omp.distribute {
        omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
          llvm.store %i, %pa : i32, !llvm.ptr
          omp.yield
        }
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

// Code before the partitioned loop that reads an array the loop writes:
// threads that start late would read what others wrote.
func.func @redundant_load(%a: !llvm.ptr, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m = omp.map.info var_ptr(%a : !llvm.ptr, !llvm.array<8 x i32>) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "a"}
  omp.target host_eval(%c1 -> %nt, %c0 -> %lb, %n -> %ub, %c1 -> %st : i32, i32, i32, i32) map_entries(%m -> %pa : !llvm.ptr) {
    omp.teams num_teams(to %nt : i32) {
      // expected-error@+1 {{unsupported: 'llvm.load' outside the partitioned loop of a GPU kernel (every thread would run it) (--offload-arch)}}
      %t = llvm.load %pa : !llvm.ptr -> i32
      omp.distribute {
        omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
          %e = llvm.getelementptr %pa[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
          %v = arith.addi %t, %i : i32
          llvm.store %v, %e : i32, !llvm.ptr
          omp.yield
        }
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

// A target region of several blocks.
func.func @blocks(%s: !llvm.ptr) {
  %m = omp.map.info var_ptr(%s : !llvm.ptr, i32) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "s"}
  // expected-error@+1 {{unsupported: a target region of several blocks (or none) (--offload-arch)}}
  omp.target map_entries(%m -> %ps : !llvm.ptr) {
    llvm.br ^next
  ^next:
    %c1 = arith.constant 1 : i32
    llvm.store %c1, %ps : i32, !llvm.ptr
    omp.terminator
  }
  return
}

// -----

// Data directives with clauses the runtime calls do not take yet.
func.func @update_nowait(%s: !llvm.ptr) {
  %m = omp.map.info var_ptr(%s : !llvm.ptr, f64) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "s"}
  // expected-error@+1 {{unsupported: 'nowait' on 'omp.target_update' (--offload-arch)}}
  omp.target_update nowait map_entries(%m : !llvm.ptr)
  return
}

// -----

// Sections whose strides are in bytes (Flang's descriptors).
func.func @strides_in_bytes(%a: !llvm.ptr) {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %b = omp.map.bounds lower_bound(%z : i64) upper_bound(%one : i64) extent(%one : i64) stride(%one : i64) start_idx(%z : i64) {stride_in_bytes = true}
  %m = omp.map.info var_ptr(%a : !llvm.ptr, f64) map_clauses(to) capture(ByRef) bounds(%b, %b) -> !llvm.ptr {name = "a[0:2][0:2]"}
  // expected-error@+1 {{unsupported: the map of 'a[0:2][0:2]' is a section with strides in bytes (--offload-arch)}}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  return
}

// -----

// NVPTX has no x86 extended precision.
func.func @long_double(%s: !llvm.ptr) {
  %m = omp.map.info var_ptr(%s : !llvm.ptr, f80) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "s"}
  omp.target map_entries(%m -> %ps : !llvm.ptr) {
    // expected-error@+1 {{unsupported: 'long double' (x86 extended precision) in a GPU kernel (--offload-arch)}}
    %v = llvm.load %ps : !llvm.ptr -> f80
    llvm.store %v, %ps : f80, !llvm.ptr
    omp.terminator
  }
  return
}

// -----

// A store before the loop to a variable the loop changes with an atomic:
// a late thread's store would undo earlier threads' increments.
func.func @store_then_atomic(%c: !llvm.ptr, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m = omp.map.info var_ptr(%c : !llvm.ptr, i32) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "count"}
  omp.target host_eval(%c0 -> %lb, %n -> %ub, %c1 -> %st : i32, i32, i32) map_entries(%m -> %pc : !llvm.ptr) {
    omp.teams {
      %zero = arith.constant 0 : i32
      // expected-error@+1 {{unsupported: 'llvm.store' outside the partitioned loop of a GPU kernel (every thread would run it) (--offload-arch)}}
      llvm.store %zero, %pc : i32, !llvm.ptr
      omp.distribute {
        omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
          omp.atomic.update %pc : !llvm.ptr {
          ^bb0(%o: i32):
            %one = arith.constant 1 : i32
            %w = arith.addi %o, %one : i32
            omp.yield(%w : i32)
          }
          omp.yield
        }
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

// A store after the loop: threads that finish early would store while
// others still read the variable.
func.func @store_after(%a: !llvm.ptr, %f: !llvm.ptr, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %ma = omp.map.info var_ptr(%a : !llvm.ptr, f64) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "a"}
  %mf = omp.map.info var_ptr(%f : !llvm.ptr, f64) map_clauses(ompx_hold, tofrom) capture(ByRef) -> !llvm.ptr {name = "f"}
  omp.target host_eval(%c0 -> %lb, %n -> %ub, %c1 -> %st : i32, i32, i32) map_entries(%ma -> %pa, %mf -> %pf : !llvm.ptr, !llvm.ptr) {
    omp.teams {
      omp.distribute {
        omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
          %v = llvm.load %pf : !llvm.ptr -> f64
          %e = llvm.getelementptr %pa[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
          llvm.store %v, %e : f64, !llvm.ptr
          omp.yield
        }
      }
      %zero = arith.constant 0.0 : f64
      // expected-error@+1 {{unsupported: 'llvm.store' outside the partitioned loop of a GPU kernel (every thread would run it) (--offload-arch)}}
      llvm.store %zero, %pf : f64, !llvm.ptr
      omp.terminator
    }
    omp.terminator
  }
  return
}
