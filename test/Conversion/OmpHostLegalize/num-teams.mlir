// omp-host-legalize: num_teams(n) asks for at most one team per processor,
// min(n, omp_get_num_procs()), computed where n is: MLIR 22 asks libomp for
// exactly n teams (__kmpc_push_num_teams_51 with both bounds n), and libomp
// then starts n threads, where clang's num_teams(n) gets at most one team
// per processor. OpenACC lets an implementation use fewer gangs than
// num_gangs asks for a limitation of its target.
//
// RUN: acc-opt %s --omp-host-legalize --split-input-file | FileCheck %s
// (parallel-num-gangs-run.mlir runs it.)

// CHECK-LABEL: func.func @host_eval(
// CHECK-SAME:    %[[N:.*]]: i32
// CHECK:         %[[P:.*]] = llvm.call @omp_get_num_procs() : () -> i32
// CHECK-NEXT:    %[[M:.*]] = arith.minsi %[[N]], %[[P]] : i32
// CHECK-NEXT:    omp.target host_eval(%[[M]] -> %[[A:.*]] : i32) {
// CHECK-NEXT:      omp.teams num_teams( to %[[A]] : i32) {
// CHECK:       llvm.func @omp_get_num_procs() -> i32
func.func @host_eval(%n: i32) {
  omp.target host_eval(%n -> %a : i32) {
    omp.teams num_teams(to %a : i32) {
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

// Teams on the host outside a target, and teams with a lower bound (left
// as they are: the program asks for at least that many).
// CHECK-LABEL: func.func @direct(
// CHECK-SAME:    %[[N:.*]]: i32
// CHECK:         %[[P:.*]] = llvm.call @omp_get_num_procs() : () -> i32
// CHECK-NEXT:    %[[M:.*]] = arith.minsi %[[N]], %[[P]] : i32
// CHECK-NEXT:    omp.teams num_teams( to %[[M]] : i32) {
// CHECK:         omp.teams num_teams(%[[N]] : i32 to %[[N]] : i32) {
func.func @direct(%n: i32) {
  omp.teams num_teams(to %n : i32) {
    omp.terminator
  }
  omp.teams num_teams(%n : i32 to %n : i32) {
    omp.terminator
  }
  return
}
