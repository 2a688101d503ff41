// RUN: acc-opt %s --convert-acc-to-omp="fake-async-wait" | FileCheck %s --check-prefix=FAKE
// RUN: acc-opt %s --convert-acc-to-omp | FileCheck %s
// RUN: acc-opt %s --convert-acc-to-omp="fake-async-wait=true" --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm \
// RUN:   --convert-func-to-llvm --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-translate --mlir-to-llvmir -o /dev/null
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm \
// RUN:   --convert-func-to-llvm --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM
// RUN: acc-opt %s --convert-acc-to-omp --convert-omp-to-gpu | FileCheck %s --check-prefix=GPU

// Clacc's -fopenacc-fake-async-wait: async and wait clauses are dropped and
// everything runs synchronously (a conforming schedule: async permits, but
// never requires, overlap); `acc wait` still becomes a taskwait.
// FAKE-LABEL: func.func @queues
// FAKE:         omp.target_enter_data map_entries(
// FAKE:         omp.target
// FAKE-NOT:       nowait
// FAKE:         omp.taskwait
// FAKE-NOT:     omp.task {{.*}}depend
// FAKE-NOT:     acc.

// Without it, activity queues: a compute construct with async(q) is a task
// that depends on its queue's token (inout) and on the waited queues' (in);
// the scalars it maps `to` are read before the task and mapped from a copy
// inside it; the runtime counts the queue's pending tasks. Data directives
// wait on the host for the queues they name. The wait directive with async
// is an empty task of its queue that depends on the waited one; without
// queues, the runtime's acc_wait_all (the queues' tasks run on threads of
// their own in accc's programs, which a taskwait does not see).
// CHECK-LABEL: func.func @queues
// CHECK:         %[[Q:.*]] = arith.constant 1 : i32
// CHECK:         llvm.call @acc_wait(%[[Q]]) : (i32) -> ()
// CHECK-NEXT:    omp.map.info
// CHECK-NEXT:    omp.target_enter_data map_entries(
// CHECK:         %[[P:.*]] = omp.map.info var_ptr(%arg0 : !llvm.ptr, f64) map_clauses(ompx_hold, present, storage)
// CHECK:         %[[W:.*]] = llvm.call @__acc2omp_async_token(%[[Q2:.*]]) : (i32) -> !llvm.ptr
// CHECK-NOT:     llvm.load %arg0
// CHECK:         %[[V:.*]] = llvm.load %arg1 : !llvm.ptr -> f64
// CHECK:         %[[T:.*]] = llvm.call @__acc2omp_async_enqueue(%[[Q]]) : (i32) -> !llvm.ptr
// CHECK:         omp.task depend(taskdependin -> %[[W]] : !llvm.ptr, taskdependinout -> %[[T]] : !llvm.ptr) {
// CHECK:           %[[SLOT:.*]] = llvm.alloca %{{.*}} x f64 : (i64) -> !llvm.ptr
// CHECK-NEXT:      llvm.store %[[V]], %[[SLOT]] : f64, !llvm.ptr
// CHECK-NEXT:      %[[S2:.*]] = omp.map.info var_ptr(%[[SLOT]] : !llvm.ptr, f64) map_clauses(ompx_hold, to)
// CHECK-NEXT:      omp.target host_eval(%arg2 -> %{{.*}} : i32) map_entries(%[[P]] -> %{{.*}}, %[[S2]] -> %{{.*}} : !llvm.ptr, !llvm.ptr) {
// CHECK:           llvm.call @__acc2omp_async_done(%[[T]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:      omp.terminator
// CHECK-NEXT:    }
// CHECK-NEXT:    llvm.call @__acc2omp_async_launched(%[[Q]], %[[T]]) : (i32, !llvm.ptr) -> ()
// CHECK:         %[[W2:.*]] = llvm.call @__acc2omp_async_token(%[[Q]]) : (i32) -> !llvm.ptr
// CHECK:         %[[T2:.*]] = llvm.call @__acc2omp_async_enqueue(%[[Q2]]) : (i32) -> !llvm.ptr
// CHECK-NEXT:    omp.task depend(taskdependin -> %[[W2]] : !llvm.ptr, taskdependinout -> %[[T2]] : !llvm.ptr) {
// CHECK-NEXT:      llvm.call @__acc2omp_async_done(%[[T2]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:      omp.terminator
// CHECK-NEXT:    }
// CHECK:         llvm.call @acc_wait_all() : () -> ()
// CHECK-NEXT:    llvm.call @acc_set_default_async(%[[Q2]]) : (i32) -> ()
// CHECK-NOT:     acc.

// A GPU build launches the kernel inside the queue's task (the runtime
// binds the GPU's context on the queue's thread, whose stream is its own).
// GPU-LABEL: func.func @queues
// GPU:         omp.task depend(taskdependin -> %{{.*}} : !llvm.ptr, taskdependinout -> %{{.*}} : !llvm.ptr) {
// GPU:           gpu.launch blocks(
// GPU:           omp.terminator

// LLVM: call ptr @__kmpc_omp_task_alloc(
// LLVM: call i32 @__kmpc_omp_task_with_deps(
func.func @queues(%a: !llvm.ptr, %s: !llvm.ptr, %n: i32) {
  %q = arith.constant 1 : i32
  %q2 = arith.constant 2 : i32
  %e = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) async(%q : i32) -> !llvm.ptr {name = "a", structured = false}
  acc.enter_data async(%q : i32) dataOperands(%e : !llvm.ptr)
  %p = acc.present varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a"}
  %f = acc.firstprivate varPtr(%s : !llvm.ptr) varType(f64) recipe(@fp_f64) -> !llvm.ptr {name = "s"}
  acc.parallel async(%q : i32) wait({%q2 : i32}) num_gangs({%n : i32}) dataOperands(%p : !llvm.ptr) firstprivate(%f : !llvm.ptr) {
    %v = llvm.load %f : !llvm.ptr -> f64
    llvm.store %v, %p : f64, !llvm.ptr
    acc.yield
  }
  acc.wait(%q : i32) async(%q2 : i32)
  acc.wait
  acc.set default_async(%q2 : i32)
  return
}
acc.firstprivate.recipe @fp_f64 : !llvm.ptr init {
^bb0(%arg0: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %0 = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  acc.yield %0 : !llvm.ptr
} copy {
^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr):
  %0 = llvm.load %arg0 : !llvm.ptr -> f64
  llvm.store %0, %arg1 : f64, !llvm.ptr
  acc.terminator
}
