#!/usr/bin/env python3
"""Writes test/Conversion/AccToOmp/loops-run.mlir; edit this script, not the output, then run it."""
import os
def kernel(name, construct_attrs, body, construct="acc.parallel", term="acc.yield"):
    return f'''
  // {name}
  func.func @{name}(%a: !llvm.ptr, %n: i32, %m: i32) {{
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %nm = arith.muli %n, %m : i32
    %nm64 = arith.extsi %nm : i32 to i64
    %last = arith.subi %nm64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%nm64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %pa = acc.copyin varPtr(%a : !llvm.ptr) varType(f32) bounds(%bnd) -> !llvm.ptr {{dataClause = #acc<data_clause acc_copy>, name = "a[0:n*m]"}}
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
{construct_attrs[1]}
    {construct} {construct_attrs[0]} dataOperands(%pa : !llvm.ptr) {{
{body}
      {term}
    }}
    acc.copyout accPtr(%pa : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f32) {{dataClause = #acc<data_clause acc_copy>, name = "a[0:n*m]"}}
    return
  }}'''

IND = 'attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}'
IND2 = 'attributes {collapse = [2], collapseDeviceType = [#acc.device_type<none>], inclusiveUpperbound = array<i1: false, false>, independent = [#acc.device_type<none>]}'
def add(idx, val, ind="      "):
    return f'''{ind}%p = llvm.getelementptr %pa[{idx}] : (!llvm.ptr, i32) -> !llvm.ptr, f32
{ind}%v = llvm.load %p : !llvm.ptr -> f32
{ind}%d = arith.constant {val}.0 : f32
{ind}%w = arith.addf %v, %d : f32
{ind}llvm.store %w, %p : f32, !llvm.ptr'''
def rowidx(ind):
    return f'''{ind}%row = arith.muli %i, %m : i32
{ind}%k = arith.addi %row, %j : i32
'''

ks = []
# k1 gang worker collapse(2): a = 0 (store)
ks.append(kernel("gang_worker_collapse", ('num_gangs({%c4 : i32}) num_workers(%c2 : i32)', '    %c4 = arith.constant 4 : i32\n    %c2 = arith.constant 2 : i32'), f'''      acc.loop gang worker control(%i : i32, %j : i32) = (%c0, %c0 : i32, i32) to (%n, %m : i32, i32) step (%c1, %c1 : i32, i32) {{
{rowidx("        ")}        %p = llvm.getelementptr %pa[%k] : (!llvm.ptr, i32) -> !llvm.ptr, f32
        %f0 = arith.constant 0.0 : f32
        llvm.store %f0, %p : f32, !llvm.ptr
        acc.yield
      }} {IND2}'''))
# k2 gang outer worker inner ; gang outer vector inner
ks.append(kernel("gang_then_worker_or_vector", ('num_gangs({%c4 : i32}) num_workers(%c2 : i32) vector_length(%c8 : i32)', '    %c4 = arith.constant 4 : i32\n    %c2 = arith.constant 2 : i32\n    %c8 = arith.constant 8 : i32'), f'''      acc.loop gang control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {{
        acc.loop worker control(%j : i32) = (%c0 : i32) to (%m : i32) step (%c1 : i32) {{
{rowidx("          ")}{add("%k", 1, "          ")}
          acc.yield
        }} {IND}
        acc.yield
      }} {IND}
      acc.loop gang control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {{
        acc.loop vector control(%j : i32) = (%c0 : i32) to (%m : i32) step (%c1 : i32) {{
{rowidx("          ")}{add("%k", 2, "          ")}
          acc.yield
        }} {IND}
        acc.yield
      }} {IND}'''))
# k3 vector only
ks.append(kernel("vector_only", ('num_gangs({%g1 : i32}) vector_length(%c4 : i32)', '    %g1 = arith.constant 1 : i32\n    %c4 = arith.constant 4 : i32'), f'''      acc.loop vector control(%k : i32) = (%c0 : i32) to (%nm : i32) step (%c1 : i32) {{
{add("%k", 3, "        ")}
        acc.yield
      }} {IND}'''))
# k4 worker vector, no gang
ks.append(kernel("worker_vector", ('num_gangs({%g1 : i32}) num_workers(%c2 : i32)', '    %g1 = arith.constant 1 : i32\n    %c2 = arith.constant 2 : i32'), f'''      acc.loop worker vector control(%k : i32) = (%c0 : i32) to (%nm : i32) step (%c1 : i32) {{
{add("%k", 4, "        ")}
        acc.yield
      }} {IND}'''))
# k5 naked loop: implicit gang (captured)
ks.append(kernel("implicit_gang", ('num_gangs({%c4 : i32})', '    %c4 = arith.constant 4 : i32'), f'''      acc.loop control(%k : i32) = (%c0 : i32) to (%nm : i32) step (%c1 : i32) {{
{add("%k", 5, "        ")}
        acc.yield
      }} {IND}'''))
# k6 naked nest: outer implicit gang, inner sequential
ks.append(kernel("implicit_gang_nest", ('num_gangs({%c4 : i32})', '    %c4 = arith.constant 4 : i32'), f'''      acc.loop control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {{
        acc.loop control(%j : i32) = (%c0 : i32) to (%m : i32) step (%c1 : i32) {{
{rowidx("          ")}{add("%k", 6, "          ")}
          acc.yield
        }} {IND}
        acc.yield
      }} {IND}'''))
# k7 serial: seq loop inclusive negative step
ks.append(kernel("serial_countdown", ('', '    %start = arith.subi %nm, %c1 : i32\n    %m2 = arith.constant -2 : i32'), f'''      acc.loop control(%k : i32) = (%start : i32) to (%c0 : i32) step (%m2 : i32) {{
{add("%k", 7, "        ")}
        acc.yield
      }} attributes {{inclusiveUpperbound = array<i1: true>, seq = [#acc.device_type<none>]}}''', construct="acc.serial"))
# k8 gang vector, i64 IV, inclusive
ks.append(kernel("gang_vector_i64_inclusive", ('num_gangs({%c4 : i32})', '    %c4 = arith.constant 4 : i32\n    %lo = arith.constant 0 : i64\n    %hi = arith.subi %nm64, %one64 : i64'), f'''      acc.loop gang vector control(%k : i64) = (%lo : i64) to (%hi : i64) step (%one64 : i64) {{
        %p = llvm.getelementptr %pa[%k] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %v = llvm.load %p : !llvm.ptr -> f32
        %d = arith.constant 1.0 : f32
        %w = arith.addf %v, %d : f32
        llvm.store %w, %p : f32, !llvm.ptr
        acc.yield
      }} attributes {{inclusiveUpperbound = array<i1: true>, independent = [#acc.device_type<none>]}}'''))

names = ["gang_worker_collapse","gang_then_worker_or_vector","vector_only","worker_vector","implicit_gang","implicit_gang_nest","serial_countdown","gang_vector_i64_inclusive"]
calls = "\n".join(f"    func.call @{n}(%a, %n, %m) : (!llvm.ptr, i32, i32) -> ()" for n in names)
head = '''// Generated by test/gen/loops_run.py.\n// Every loop partitioning, run: the results do not depend on the number of
// threads. a[3][4] gets 0 (gang worker collapse(2)), then +1 (gang > worker),
// +2 (gang > vector), +3 (vector only), +4 (worker vector), +5 (implicit
// gang), +6 (implicit gang > sequential), +7 on odd elements (serial,
// counting down, inclusive) and +1 (gang vector, i64, inclusive): 22 or 29.
//
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \\
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 -w %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.exe | FileCheck %s

// CHECK: loops: a[0]=22 a[1]=29 a[11]=29 sum=306

// The same program with vector loops mapped to threads (the pass option
// vector=parallel-for) computes the same:
// RUN: acc-opt %s --convert-acc-to-omp="vector=parallel-for" --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm \\
// RUN:   --convert-func-to-llvm --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts \\
// RUN:   | mlir-translate --mlir-to-llvmir -o %t.threads.ll
// RUN: clang -O1 -w %t.threads.ll -fopenmp -o %t.threads.exe
// RUN: env OMP_NUM_THREADS=1 %t.threads.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.threads.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.threads.exe | FileCheck %s
// And with Clacc's implicit worker and vector clauses:
// RUN: acc-opt %s --convert-acc-to-omp="implicit-worker=vector-outer implicit-vector=outer" --omp-host-legalize --convert-scf-to-cf \\
// RUN:   --convert-arith-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --convert-openmp-to-llvm \\
// RUN:   --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.implicit.ll
// RUN: clang -O1 -w %t.implicit.ll -fopenmp -o %t.implicit.exe
// RUN: env OMP_NUM_THREADS=1 %t.implicit.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.implicit.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.implicit.exe | FileCheck %s
// And with worker loops as SIMD lanes (worker=simd):
// RUN: acc-opt %s --convert-acc-to-omp="worker=simd" --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm \\
// RUN:   --convert-func-to-llvm --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts \\
// RUN:   | mlir-translate --mlir-to-llvmir -o %t.lanes.ll
// RUN: clang -O1 -w %t.lanes.ll -fopenmp -o %t.lanes.exe
// RUN: env OMP_NUM_THREADS=4 %t.lanes.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t.lanes.exe | FileCheck %s
// RUN: acc-opt %s --convert-acc-to-omp="worker=simd" | FileCheck %s --check-prefix=LANES
// LANES-LABEL: func.func @gang_worker_collapse
// LANES:         omp.distribute {
// LANES-NEXT:      omp.simd {
// LANES-NEXT:        omp.loop_nest (%{{.*}}, %{{.*}}) : i32 {{.*}} collapse(2) {
// worker vector gets Clacc's implicit gang (no gang loop around it): with
// the workers as lanes, distribute simd
// LANES-LABEL: func.func @worker_vector
// LANES:         omp.distribute {
// LANES-NEXT:      omp.simd {
// RUN: acc-opt %s --convert-acc-to-omp="vector=parallel-for" | FileCheck %s --check-prefix=THREADS
// THREADS-LABEL: func.func @gang_then_worker_or_vector
// gang > vector: the vector loop is a parallel for inside the distribute
// THREADS:         omp.distribute {
// THREADS-NEXT:      omp.loop_nest
// THREADS-NEXT:        omp.parallel num_threads(%{{.*}} : i32) {
// THREADS-NEXT:          omp.wsloop {
// vector gets Clacc's implicit gang: distribute parallel for
// THREADS-LABEL: func.func @vector_only
// THREADS:         omp.parallel num_threads(%{{.*}} : i32) {
// THREADS-NEXT:      omp.distribute {
// THREADS-NEXT:        omp.wsloop {
// THREADS-NEXT:          omp.loop_nest
// worker vector keeps its simd: the threads are the worker's
// THREADS-LABEL: func.func @worker_vector
// THREADS:           omp.wsloop {
// THREADS-NEXT:        omp.simd {
// gang vector: distribute parallel for
// THREADS-LABEL: func.func @gang_vector_i64_inclusive
// THREADS:         omp.parallel {
// THREADS-NEXT:      omp.distribute {
// THREADS-NEXT:        omp.wsloop {
// THREADS-NEXT:          omp.loop_nest (%{{.*}}) : i64

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

// vector without gang or worker around it: Clacc's implicit gang, distribute
// simd.
// IR-LABEL: func.func @vector_only
// IR:         omp.target host_eval(
// IR:           omp.teams
// IR-NEXT:        omp.distribute {
// IR-NEXT:          omp.simd simdlen(4) {
// IR-NEXT:            omp.loop_nest

// worker vector: implicit gang, distribute parallel for simd.
// IR-LABEL: func.func @worker_vector
// IR:         omp.parallel num_threads(%{{.*}} : i32) {
// IR-NEXT:      omp.distribute {
// IR-NEXT:        omp.wsloop {
// IR-NEXT:          omp.simd {

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
  llvm.mlir.global internal constant @fmt("loops: a[0]=%g a[1]=%g a[11]=%g sum=%g\\0A\\00") {addr_space = 0 : i32}
'''
main = f'''
  func.func @main() -> i32 {{
    %one64 = arith.constant 1 : i64
    %a = llvm.alloca %one64 x !llvm.array<12 x f32> : (i64) -> !llvm.ptr
    %n = arith.constant 3 : i32
    %m = arith.constant 4 : i32
{calls}
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c12 = arith.constant 12 : i64
    %z = arith.constant 0.0 : f64
    %sum = scf.for %k = %c0 to %c12 step %c1 iter_args(%s = %z) -> (f64) : i64 {{
      %p = llvm.getelementptr %a[%k] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %v = llvm.load %p : !llvm.ptr -> f32
      %vd = arith.extf %v : f32 to f64
      %s2 = arith.addf %s, %vd : f64
      scf.yield %s2 : f64
    }}
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
  }}
}}
'''
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'Conversion', 'AccToOmp', 'loops-run.mlir'),'w').write(head + "\n".join(ks) + "\n" + main)
