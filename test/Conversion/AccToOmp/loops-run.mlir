// Every loop partitioning, run: the results do not depend on the number of
// threads. a[3][4] gets 0 (gang worker collapse(2)), then +1 (gang > worker),
// +2 (gang > vector), +3 (vector only), +4 (worker vector), +5 (implicit
// gang), +6 (implicit gang > sequential), +7 on odd elements (serial,
// counting down, inclusive) and +1 (gang vector, i64, inclusive): 22 or 29.
//
// RUN: acc-opt %s --convert-acc-to-omp --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 -w %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s

// CHECK: loops: a[0]=22 a[1]=29 a[11]=29 sum=306

// The mapping (Clacc's "Loop Directives"):
// RUN: acc-opt %s --convert-acc-to-omp | FileCheck %s --check-prefix=IR

// A single gang loop is the kernel: its bounds, num_teams and num_threads
// come from the host.
// IR-LABEL: func.func @gang_worker_collapse
// IR:       omp.target host_eval(%{{.*}} -> %[[NT:.*]], %{{.*}} -> %[[NW:.*]], %{{.*}} -> %[[LB0:.*]], %{{.*}} -> %[[LB1:.*]], %{{.*}} -> %[[UB0:.*]], %{{.*}} -> %[[UB1:.*]], %{{.*}} -> %[[ST0:.*]], %{{.*}} -> %[[ST1:.*]] : i32, i32, i32, i32, i32, i32, i32, i32)
// IR:         omp.teams num_teams( to %[[NT]] : i32) {
// IR-NEXT:      omp.parallel num_threads(%[[NW]] : i32) {
// IR-NEXT:        omp.distribute {
// IR-NEXT:          omp.wsloop {
// IR-NEXT:            omp.loop_nest (%{{.*}}, %{{.*}}) : i32 = (%[[LB0]], %[[LB1]]) to (%[[UB0]], %[[UB1]]) step (%[[ST0]], %[[ST1]]) collapse(2) {
// IR:               } {omp.composite}
// IR-NEXT:        } {omp.composite}
// IR-NEXT:        omp.terminator
// IR-NEXT:      } {omp.composite}

// Two loops: nothing is captured, bounds stay inside; gang > worker is
// distribute > parallel for, gang > vector is distribute > simd.
// IR-LABEL: func.func @gang_then_worker_or_vector
// IR-NOT:     host_eval({{.*}}i32, i32
// IR:         omp.distribute {
// IR-NEXT:      omp.loop_nest
// IR-NEXT:        omp.parallel num_threads(%{{.*}} : i32) {
// IR-NEXT:          omp.wsloop {
// IR-NEXT:            omp.loop_nest
// IR:         omp.distribute {
// IR-NEXT:      omp.loop_nest
// IR-NEXT:        omp.simd simdlen(8) {
// IR-NEXT:          omp.loop_nest

// vector without gang or worker: parallel for num_threads(1) + simd.
// IR-LABEL: func.func @vector_only
// IR:         omp.teams
// IR-NEXT:    %[[ONE:[a-z0-9_]+]] = arith.constant 1 : i32
// IR-NEXT:    omp.parallel num_threads(%[[ONE]] : i32) {
// IR-NEXT:      omp.wsloop {
// IR-NEXT:        omp.simd simdlen(4) {
// IR-NEXT:          omp.loop_nest
// IR:           } {omp.composite}
// IR-NEXT:    } {omp.composite}
// IR-NEXT:    omp.terminator
// IR-NEXT:  }

// IR-LABEL: func.func @worker_vector
// IR:         omp.parallel num_threads(%{{.*}} : i32) {
// IR-NEXT:      omp.wsloop {
// IR-NEXT:        omp.simd {

// A naked loop gets an implicit gang.
// IR-LABEL: func.func @implicit_gang
// IR:         omp.target host_eval(
// IR:           omp.distribute {
// IR-NEXT:        omp.loop_nest

// Only the outermost naked loop; the inner one is sequential.
// IR-LABEL: func.func @implicit_gang_nest
// IR:           omp.distribute {
// IR-NEXT:        omp.loop_nest
// IR-NEXT:          scf.for

// seq, counting down to an inclusive bound: scf.while.
// IR-LABEL: func.func @serial_countdown
// IR:         omp.teams num_teams( to %{{.*}} : i32) thread_limit(%{{.*}} : i32) {
// IR:           scf.while
// IR:             arith.cmpi sge
// IR:           } do {
// IR:             arith.addi

// IR-LABEL: func.func @gang_vector_i64_inclusive
// IR:           omp.distribute {
// IR-NEXT:        omp.simd {
// IR-NEXT:          omp.loop_nest (%{{.*}}) : i64 = (%{{.*}}) to (%{{.*}}) inclusive step (%{{.*}}) {
// IR-NOT:     acc.

module attributes {omp.is_target_device = false, omp.is_gpu = false, llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt("loops: a[0]=%g a[1]=%g a[11]=%g sum=%g\0A\00") {addr_space = 0 : i32}

  // gang_worker_collapse
  func.func @gang_worker_collapse(%a: !llvm.ptr, %n: i32, %m: i32) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %nm = arith.muli %n, %m : i32
    %nm64 = arith.extsi %nm : i32 to i64
    %last = arith.subi %nm64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%nm64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %pa = acc.copyin varPtr(%a : !llvm.ptr) varType(f32) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a[0:n*m]"}
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c2 = arith.constant 2 : i32
    acc.parallel num_gangs({%c4 : i32}) num_workers(%c2 : i32) dataOperands(%pa : !llvm.ptr) {
      acc.loop gang worker control(%i : i32, %j : i32) = (%c0, %c0 : i32, i32) to (%n, %m : i32, i32) step (%c1, %c1 : i32, i32) {
        %row = arith.muli %i, %m : i32
        %k = arith.addi %row, %j : i32
        %p = llvm.getelementptr %pa[%k] : (!llvm.ptr, i32) -> !llvm.ptr, f32
        %f0 = arith.constant 0.0 : f32
        llvm.store %f0, %p : f32, !llvm.ptr
        acc.yield
      } attributes {collapse = [2], collapseDeviceType = [#acc.device_type<none>], inclusiveUpperbound = array<i1: false, false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%pa : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f32) {dataClause = #acc<data_clause acc_copy>, name = "a[0:n*m]"}
    return
  }

  // gang_then_worker_or_vector
  func.func @gang_then_worker_or_vector(%a: !llvm.ptr, %n: i32, %m: i32) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %nm = arith.muli %n, %m : i32
    %nm64 = arith.extsi %nm : i32 to i64
    %last = arith.subi %nm64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%nm64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %pa = acc.copyin varPtr(%a : !llvm.ptr) varType(f32) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a[0:n*m]"}
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c2 = arith.constant 2 : i32
    %c8 = arith.constant 8 : i32
    acc.parallel num_gangs({%c4 : i32}) num_workers(%c2 : i32) vector_length(%c8 : i32) dataOperands(%pa : !llvm.ptr) {
      acc.loop gang control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
        acc.loop worker control(%j : i32) = (%c0 : i32) to (%m : i32) step (%c1 : i32) {
          %row = arith.muli %i, %m : i32
          %k = arith.addi %row, %j : i32
          %p = llvm.getelementptr %pa[%k] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %v = llvm.load %p : !llvm.ptr -> f32
          %d = arith.constant 1.0 : f32
          %w = arith.addf %v, %d : f32
          llvm.store %w, %p : f32, !llvm.ptr
          acc.yield
        } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.loop gang control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
        acc.loop vector control(%j : i32) = (%c0 : i32) to (%m : i32) step (%c1 : i32) {
          %row = arith.muli %i, %m : i32
          %k = arith.addi %row, %j : i32
          %p = llvm.getelementptr %pa[%k] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %v = llvm.load %p : !llvm.ptr -> f32
          %d = arith.constant 2.0 : f32
          %w = arith.addf %v, %d : f32
          llvm.store %w, %p : f32, !llvm.ptr
          acc.yield
        } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%pa : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f32) {dataClause = #acc<data_clause acc_copy>, name = "a[0:n*m]"}
    return
  }

  // vector_only
  func.func @vector_only(%a: !llvm.ptr, %n: i32, %m: i32) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %nm = arith.muli %n, %m : i32
    %nm64 = arith.extsi %nm : i32 to i64
    %last = arith.subi %nm64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%nm64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %pa = acc.copyin varPtr(%a : !llvm.ptr) varType(f32) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a[0:n*m]"}
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %g1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    acc.parallel num_gangs({%g1 : i32}) vector_length(%c4 : i32) dataOperands(%pa : !llvm.ptr) {
      acc.loop vector control(%k : i32) = (%c0 : i32) to (%nm : i32) step (%c1 : i32) {
        %p = llvm.getelementptr %pa[%k] : (!llvm.ptr, i32) -> !llvm.ptr, f32
        %v = llvm.load %p : !llvm.ptr -> f32
        %d = arith.constant 3.0 : f32
        %w = arith.addf %v, %d : f32
        llvm.store %w, %p : f32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%pa : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f32) {dataClause = #acc<data_clause acc_copy>, name = "a[0:n*m]"}
    return
  }

  // worker_vector
  func.func @worker_vector(%a: !llvm.ptr, %n: i32, %m: i32) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %nm = arith.muli %n, %m : i32
    %nm64 = arith.extsi %nm : i32 to i64
    %last = arith.subi %nm64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%nm64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %pa = acc.copyin varPtr(%a : !llvm.ptr) varType(f32) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a[0:n*m]"}
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %g1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    acc.parallel num_gangs({%g1 : i32}) num_workers(%c2 : i32) dataOperands(%pa : !llvm.ptr) {
      acc.loop worker vector control(%k : i32) = (%c0 : i32) to (%nm : i32) step (%c1 : i32) {
        %p = llvm.getelementptr %pa[%k] : (!llvm.ptr, i32) -> !llvm.ptr, f32
        %v = llvm.load %p : !llvm.ptr -> f32
        %d = arith.constant 4.0 : f32
        %w = arith.addf %v, %d : f32
        llvm.store %w, %p : f32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%pa : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f32) {dataClause = #acc<data_clause acc_copy>, name = "a[0:n*m]"}
    return
  }

  // implicit_gang
  func.func @implicit_gang(%a: !llvm.ptr, %n: i32, %m: i32) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %nm = arith.muli %n, %m : i32
    %nm64 = arith.extsi %nm : i32 to i64
    %last = arith.subi %nm64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%nm64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %pa = acc.copyin varPtr(%a : !llvm.ptr) varType(f32) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a[0:n*m]"}
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    acc.parallel num_gangs({%c4 : i32}) dataOperands(%pa : !llvm.ptr) {
      acc.loop control(%k : i32) = (%c0 : i32) to (%nm : i32) step (%c1 : i32) {
        %p = llvm.getelementptr %pa[%k] : (!llvm.ptr, i32) -> !llvm.ptr, f32
        %v = llvm.load %p : !llvm.ptr -> f32
        %d = arith.constant 5.0 : f32
        %w = arith.addf %v, %d : f32
        llvm.store %w, %p : f32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%pa : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f32) {dataClause = #acc<data_clause acc_copy>, name = "a[0:n*m]"}
    return
  }

  // implicit_gang_nest
  func.func @implicit_gang_nest(%a: !llvm.ptr, %n: i32, %m: i32) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %nm = arith.muli %n, %m : i32
    %nm64 = arith.extsi %nm : i32 to i64
    %last = arith.subi %nm64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%nm64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %pa = acc.copyin varPtr(%a : !llvm.ptr) varType(f32) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a[0:n*m]"}
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    acc.parallel num_gangs({%c4 : i32}) dataOperands(%pa : !llvm.ptr) {
      acc.loop control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
        acc.loop control(%j : i32) = (%c0 : i32) to (%m : i32) step (%c1 : i32) {
          %row = arith.muli %i, %m : i32
          %k = arith.addi %row, %j : i32
          %p = llvm.getelementptr %pa[%k] : (!llvm.ptr, i32) -> !llvm.ptr, f32
          %v = llvm.load %p : !llvm.ptr -> f32
          %d = arith.constant 6.0 : f32
          %w = arith.addf %v, %d : f32
          llvm.store %w, %p : f32, !llvm.ptr
          acc.yield
        } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%pa : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f32) {dataClause = #acc<data_clause acc_copy>, name = "a[0:n*m]"}
    return
  }

  // serial_countdown
  func.func @serial_countdown(%a: !llvm.ptr, %n: i32, %m: i32) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %nm = arith.muli %n, %m : i32
    %nm64 = arith.extsi %nm : i32 to i64
    %last = arith.subi %nm64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%nm64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %pa = acc.copyin varPtr(%a : !llvm.ptr) varType(f32) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a[0:n*m]"}
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %start = arith.subi %nm, %c1 : i32
    %m2 = arith.constant -2 : i32
    acc.serial  dataOperands(%pa : !llvm.ptr) {
      acc.loop control(%k : i32) = (%start : i32) to (%c0 : i32) step (%m2 : i32) {
        %p = llvm.getelementptr %pa[%k] : (!llvm.ptr, i32) -> !llvm.ptr, f32
        %v = llvm.load %p : !llvm.ptr -> f32
        %d = arith.constant 7.0 : f32
        %w = arith.addf %v, %d : f32
        llvm.store %w, %p : f32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: true>, seq = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%pa : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f32) {dataClause = #acc<data_clause acc_copy>, name = "a[0:n*m]"}
    return
  }

  // gang_vector_i64_inclusive
  func.func @gang_vector_i64_inclusive(%a: !llvm.ptr, %n: i32, %m: i32) {
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %nm = arith.muli %n, %m : i32
    %nm64 = arith.extsi %nm : i32 to i64
    %last = arith.subi %nm64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%nm64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %pa = acc.copyin varPtr(%a : !llvm.ptr) varType(f32) bounds(%bnd) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a[0:n*m]"}
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %lo = arith.constant 0 : i64
    %hi = arith.subi %nm64, %one64 : i64
    acc.parallel num_gangs({%c4 : i32}) dataOperands(%pa : !llvm.ptr) {
      acc.loop gang vector control(%k : i64) = (%lo : i64) to (%hi : i64) step (%one64 : i64) {
        %p = llvm.getelementptr %pa[%k] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %v = llvm.load %p : !llvm.ptr -> f32
        %d = arith.constant 1.0 : f32
        %w = arith.addf %v, %d : f32
        llvm.store %w, %p : f32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: true>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%pa : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f32) {dataClause = #acc<data_clause acc_copy>, name = "a[0:n*m]"}
    return
  }

  func.func @main() -> i32 {
    %one64 = arith.constant 1 : i64
    %a = llvm.alloca %one64 x !llvm.array<12 x f32> : (i64) -> !llvm.ptr
    %n = arith.constant 3 : i32
    %m = arith.constant 4 : i32
    func.call @gang_worker_collapse(%a, %n, %m) : (!llvm.ptr, i32, i32) -> ()
    func.call @gang_then_worker_or_vector(%a, %n, %m) : (!llvm.ptr, i32, i32) -> ()
    func.call @vector_only(%a, %n, %m) : (!llvm.ptr, i32, i32) -> ()
    func.call @worker_vector(%a, %n, %m) : (!llvm.ptr, i32, i32) -> ()
    func.call @implicit_gang(%a, %n, %m) : (!llvm.ptr, i32, i32) -> ()
    func.call @implicit_gang_nest(%a, %n, %m) : (!llvm.ptr, i32, i32) -> ()
    func.call @serial_countdown(%a, %n, %m) : (!llvm.ptr, i32, i32) -> ()
    func.call @gang_vector_i64_inclusive(%a, %n, %m) : (!llvm.ptr, i32, i32) -> ()
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c12 = arith.constant 12 : i64
    %z = arith.constant 0.0 : f64
    %sum = scf.for %k = %c0 to %c12 step %c1 iter_args(%s = %z) -> (f64) : i64 {
      %p = llvm.getelementptr %a[%k] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %p : !llvm.ptr -> f32
      %vd = arith.extf %v : f32 to f64
      %s2 = arith.addf %s, %vd : f64
      scf.yield %s2 : f64
    }
    %v0 = llvm.load %a : !llvm.ptr -> f32
    %p1 = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, f32
    %v1 = llvm.load %p1 : !llvm.ptr -> f32
    %p11 = llvm.getelementptr %a[11] : (!llvm.ptr) -> !llvm.ptr, f32
    %v11 = llvm.load %p11 : !llvm.ptr -> f32
    %d0 = arith.extf %v0 : f32 to f64
    %d1 = arith.extf %v1 : f32 to f64
    %d11 = arith.extf %v11 : f32 to f64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %r = llvm.call @printf(%fmt, %d0, %d1, %d11, %sum) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64, f64, f64) -> i32
    %ret = arith.constant 0 : i32
    return %ret : i32
  }
}
