// RUN: accc -emit-mlir=acc %s | FileCheck %s
// acc.loop: gang/worker/vector and their arguments, seq/independent/auto,
// collapse, tile, loop-level private, the control(...) bounds of canonical C
// loops (< <= > >= !=, steps, decrementing, signed/unsigned/64-bit control
// variables declared in the for or assigned), and the final value a seq loop
// over an outside variable leaves.

// CHECK-LABEL: acc.private.recipe @privatization_i32 : !llvm.ptr init {
// CHECK:         llvm.alloca %{{.*}} x i32

// Arguments of gang/worker/vector (allowed in kernels). A loop in kernels
// without seq/independent is auto.
// CHECK-LABEL: func.func @par_args(
// CHECK:         %[[PA:.*]] = acc.present varPtr(%{{.*}} : !llvm.ptr) varType(f32) bounds(%{{.*}}) -> !llvm.ptr {{{.*}}name = "a[0:n]"}
// CHECK:         acc.kernels dataOperands(%[[PA]] : !llvm.ptr) {
// CHECK:           %[[ISLOT:[0-9]+]] = llvm.alloca %{{.*}} x i32
// CHECK:           %[[LB:.*]] = arith.constant 0 : i32
// CHECK:           %[[UB:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:           %[[ST:.*]] = arith.constant 1 : i32
// CHECK:           %[[C8:.*]] = arith.constant 8 : i32
// CHECK:           %[[C16:.*]] = arith.constant 16 : i32
// CHECK:           %[[PI:.*]] = acc.private varPtr(%[[ISLOT]] : !llvm.ptr) varType(i32) recipe(@privatization_i32) -> !llvm.ptr {acc2omp.declared, implicit = true, name = "i"}
// CHECK:           acc.loop gang({num=%[[C8]] : i32}) vector(%[[C16]] : i32) private(%[[PI]] : !llvm.ptr) control(%[[IV:.*]] : i32) = (%[[LB]] : i32) to (%[[UB]] : i32) step (%[[ST]] : i32) {
// CHECK-NEXT:        llvm.store %[[IV]], %[[PI]] : i32, !llvm.ptr
// CHECK:             llvm.load %[[PI]] : !llvm.ptr -> i32
// CHECK:             acc.yield
// CHECK-NEXT:      } attributes {{{.*}}auto_ = [#acc.device_type<none>], inclusiveUpperbound = array<i1: false>}
// CHECK:           %[[C2:.*]] = arith.constant 2 : i32
// CHECK:           %[[C4:.*]] = arith.constant 4 : i32
// CHECK:           acc.loop gang({static=%[[C2]] : i32}) worker(%[[C4]] : i32) private(
// CHECK:           } attributes {{{.*}}auto_ = [#acc.device_type<none>]
// gang(static:*) is static = -1.
// CHECK:           llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:           %[[STAR:.*]] = arith.constant -1 : i32
// CHECK:           %[[VM:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:           acc.loop gang({static=%[[STAR]] : i32}) worker vector(%[[VM]] : i32) private(
// CHECK:           } attributes {{{.*}}auto_ = [#acc.device_type<none>]
// CHECK:           llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:           %[[GM:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:           %[[S4:.*]] = arith.constant 4 : i32
// CHECK:           acc.loop gang({num=%[[GM]] : i32, static=%[[S4]] : i32}) private(
// CHECK:           acc.terminator
// CHECK:         acc.delete accPtr(%[[PA]] : !llvm.ptr) bounds(%{{.*}}) {{{.*}}dataClause = #acc<data_clause acc_present>, name = "a[0:n]"}
void par_args(float *a, int n, int m) {
#pragma acc kernels present(a[0:n])
  {
#pragma acc loop gang(num:8) vector(16)
    for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc loop gang(static:2) worker(4)
    for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc loop gang(static:*) worker vector(m)
    for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc loop gang(m, static:4)
    for (int i = 0; i < n; i++) a[i] = 0;
  }
}

// In parallel, a loop without seq/auto is independent.
// CHECK-LABEL: func.func @par_kinds(
// CHECK:         acc.parallel dataOperands(
// CHECK:           acc.loop gang worker vector private(%{{.*}} : !llvm.ptr) control(
// CHECK:           } attributes {{{.*}}inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
// CHECK:           %[[DIM:.*]] = arith.constant 2 : i32
// CHECK:           acc.loop gang({dim=%[[DIM]] : i32}) private(
// CHECK:           } attributes {{{.*}}independent = [#acc.device_type<none>]}
// CHECK:           acc.loop private(%{{.*}} : !llvm.ptr) control(
// CHECK:           } attributes {{{.*}}inclusiveUpperbound = array<i1: false>, seq = [#acc.device_type<none>]}
// CHECK:           acc.loop private(%{{.*}} : !llvm.ptr) control(
// CHECK:           } attributes {{{.*}}inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
// CHECK:           acc.loop private(%{{.*}} : !llvm.ptr) control(
// CHECK:           } attributes {{{.*}}auto_ = [#acc.device_type<none>], inclusiveUpperbound = array<i1: false>}
// CHECK:           acc.loop private(%{{.*}} : !llvm.ptr) control(
// CHECK:           } attributes {{{.*}}inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
// CHECK:           acc.yield
void par_kinds(float *a, int n) {
#pragma acc parallel present(a[0:n])
  {
#pragma acc loop gang worker vector
    for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc loop gang(dim:2)
    for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc loop seq
    for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc loop independent
    for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc loop auto
    for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc loop
    for (int i = 0; i < n; i++) a[i] = 0;
  }
}

// collapse(2): one acc.loop with two IVs (the inner loop's <= and step 2);
// tile(4, 8) over an incrementing and a decrementing loop.
// CHECK-LABEL: func.func @collapse_tile(
// CHECK:         %[[TSLOT:[0-9]+]] = llvm.alloca %{{.*}} x f32
// CHECK:         llvm.store %arg2, %[[MSLOT:[0-9]+]] : i32, !llvm.ptr
// CHECK:         acc.parallel dataOperands(
// CHECK:           %[[I1:[0-9]+]] = llvm.alloca %{{.*}} x i32
// CHECK:           %[[J1:[0-9]+]] = llvm.alloca %{{.*}} x i32
// CHECK:           %[[I2:[0-9]+]] = llvm.alloca %{{.*}} x i32
// CHECK:           %[[J2:[0-9]+]] = llvm.alloca %{{.*}} x i32
// CHECK:           %[[ILB:.*]] = arith.constant 0 : i32
// CHECK:           %[[IUB:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:           %[[IST:.*]] = arith.constant 1 : i32
// CHECK:           %[[JLB:.*]] = arith.constant 0 : i32
// CHECK:           %[[JUB:.*]] = llvm.load %[[MSLOT]] : !llvm.ptr -> i32
// CHECK:           %[[JST:.*]] = arith.constant 2 : i32
// CHECK:           %[[PT:.*]] = acc.private varPtr(%[[TSLOT]] : !llvm.ptr) varType(f32) recipe(@privatization_f32) -> !llvm.ptr {{{.*}}name = "t"}
// CHECK:           %[[PI:.*]] = acc.private varPtr(%[[I1]] : !llvm.ptr) varType(i32) recipe(@privatization_i32) -> !llvm.ptr {acc2omp.declared, implicit = true, name = "i"}
// CHECK:           %[[PJ:.*]] = acc.private varPtr(%[[J1]] : !llvm.ptr) varType(i32) recipe(@privatization_i32) -> !llvm.ptr {acc2omp.declared, implicit = true, name = "j"}
// CHECK:           acc.loop private(%[[PT]], %[[PI]], %[[PJ]] : !llvm.ptr, !llvm.ptr, !llvm.ptr) control(%[[IV:.*]] : i32, %[[JV:.*]] : i32) = (%[[ILB]], %[[JLB]] : i32, i32) to (%[[IUB]], %[[JUB]] : i32, i32) step (%[[IST]], %[[JST]] : i32, i32) {
// CHECK-NEXT:        llvm.store %[[IV]], %[[PI]] : i32, !llvm.ptr
// CHECK-NEXT:        llvm.store %[[JV]], %[[PJ]] : i32, !llvm.ptr
// CHECK:             llvm.store %{{.*}}, %[[PT]] : f32, !llvm.ptr
// CHECK:             acc.yield
// CHECK-NEXT:      } attributes {{{.*}}collapse = [2], collapseDeviceType = [#acc.device_type<none>], inclusiveUpperbound = array<i1: false, true>, independent = [#acc.device_type<none>]}
// CHECK:           %[[ILB2:.*]] = arith.constant 0 : i32
// CHECK:           %[[IUB2:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i32
// CHECK:           %[[IST2:.*]] = arith.constant 1 : i32
// CHECK:           %[[JLB2:.*]] = llvm.load %[[MSLOT]] : !llvm.ptr -> i32
// CHECK:           %[[JUB2:.*]] = arith.constant 0 : i32
// CHECK:           %[[ONE:.*]] = arith.constant 1 : i32
// CHECK:           %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK:           %[[JST2:.*]] = arith.subi %[[ZERO]], %[[ONE]] : i32
// CHECK:           %[[T4:.*]] = arith.constant 4 : i32
// CHECK:           %[[T8:.*]] = arith.constant 8 : i32
// CHECK:           %[[PI2:.*]] = acc.private varPtr(%[[I2]] : !llvm.ptr)
// CHECK:           %[[PJ2:.*]] = acc.private varPtr(%[[J2]] : !llvm.ptr)
// CHECK:           acc.loop private(%[[PI2]], %[[PJ2]] : !llvm.ptr, !llvm.ptr) tile({%[[T4]] : i32, %[[T8]] : i32}) control(%{{.*}} : i32, %{{.*}} : i32) = (%[[ILB2]], %[[JLB2]] : i32, i32) to (%[[IUB2]], %[[JUB2]] : i32, i32) step (%[[IST2]], %[[JST2]] : i32, i32) {
// CHECK:           } attributes {{{.*}}inclusiveUpperbound = array<i1: false, false>, independent = [#acc.device_type<none>]}
void collapse_tile(float *a, int n, int m) {
  float t;
#pragma acc parallel copy(a[0:n*m])
  {
#pragma acc loop collapse(2) private(t)
    for (int i = 0; i < n; i++)
      for (int j = 0; j <= m; j += 2) { t = i; a[i*m+j] = t; }
#pragma acc loop tile(4, 8)
    for (int i = 0; i < n; i++)
      for (int j = m; j > 0; j--) a[i*m+j] = 0;
  }
}

// Combined constructs compute the bounds inside the construct, where C
// evaluates them (convert-acc-to-omp computes them again on the host).
// CHECK-LABEL: func.func @bounds(
// CHECK:         llvm.store %arg1, %[[NSLOT:[0-9]+]] : i32, !llvm.ptr
// CHECK:         llvm.store %arg2, %[[USLOT:[0-9]+]] : i32, !llvm.ptr
// CHECK:         llvm.store %arg3, %[[LSLOT:[0-9]+]] : i64, !llvm.ptr
// i <= n: inclusive.
// CHECK:         acc.parallel combined(loop) {
// CHECK:           %[[LB:.*]] = arith.constant 0 : i32
// CHECK:           %[[UB:.*]] = llvm.load %[[NSLOT]] : !llvm.ptr -> i32
// CHECK:           %[[ST:.*]] = arith.constant 1 : i32
// CHECK:           acc.loop combined(parallel) private(%{{.*}} : !llvm.ptr) control(%{{.*}} : i32) = (%[[LB]] : i32) to (%[[UB]] : i32) step (%[[ST]] : i32) {
// CHECK:           } attributes {{{.*}}inclusiveUpperbound = array<i1: true>, independent = [#acc.device_type<none>]}
// i = n; i > 0; i--: step -1, exclusive.
// CHECK:         acc.parallel combined(loop) {
// CHECK:           %[[LB:.*]] = llvm.load %[[NSLOT]] : !llvm.ptr -> i32
// CHECK:           %[[UB:.*]] = arith.constant 0 : i32
// CHECK:           %[[ONE:.*]] = arith.constant 1 : i32
// CHECK:           %[[Z:.*]] = arith.constant 0 : i32
// CHECK:           %[[ST:.*]] = arith.subi %[[Z]], %[[ONE]] : i32
// CHECK:           acc.loop combined(parallel) private(%{{.*}} : !llvm.ptr) control(%{{.*}} : i32) = (%[[LB]] : i32) to (%[[UB]] : i32) step (%[[ST]] : i32) {
// CHECK:           } attributes {{{.*}}inclusiveUpperbound = array<i1: false>,
// i >= 2; i -= 3: step -3, inclusive.
// CHECK:         acc.parallel combined(loop) {
// CHECK:           %[[LB:.*]] = llvm.load %[[NSLOT]] : !llvm.ptr -> i32
// CHECK:           %[[UB:.*]] = arith.constant 2 : i32
// CHECK:           %[[THREE:.*]] = arith.constant 3 : i32
// CHECK:           %[[Z:.*]] = arith.constant 0 : i32
// CHECK:           %[[ST:.*]] = arith.subi %[[Z]], %[[THREE]] : i32
// CHECK:           acc.loop combined(parallel) private(%{{.*}} : !llvm.ptr) control(%{{.*}} : i32) = (%[[LB]] : i32) to (%[[UB]] : i32) step (%[[ST]] : i32) {
// CHECK:           } attributes {{{.*}}inclusiveUpperbound = array<i1: true>,
// i != n; ++i: exclusive, step 1.
// CHECK:         acc.parallel combined(loop) {
// CHECK:           %[[LB:.*]] = arith.constant 0 : i32
// CHECK:           %[[UB:.*]] = llvm.load %[[NSLOT]] : !llvm.ptr -> i32
// CHECK:           %[[ST:.*]] = arith.constant 1 : i32
// CHECK:           acc.loop combined(parallel) private(%{{.*}} : !llvm.ptr) control(%{{.*}} : i32) = (%[[LB]] : i32) to (%[[UB]] : i32) step (%[[ST]] : i32) {
// CHECK:           } attributes {{{.*}}inclusiveUpperbound = array<i1: false>,
// i = n; i != 0; --i: exclusive, step -1.
// CHECK:         acc.parallel combined(loop) {
// CHECK:           %[[LB:.*]] = llvm.load %[[NSLOT]] : !llvm.ptr -> i32
// CHECK:           %[[UB:.*]] = arith.constant 0 : i32
// CHECK:           %[[ST:.*]] = arith.subi %{{.*}}, %{{.*}} : i32
// CHECK:           acc.loop combined(parallel) private(%{{.*}} : !llvm.ptr) control(%{{.*}} : i32) = (%[[LB]] : i32) to (%[[UB]] : i32) step (%[[ST]] : i32) {
// CHECK:           } attributes {{{.*}}inclusiveUpperbound = array<i1: false>,
// An assigned (not declared) control variable j = j + 4: still privatized.
// CHECK:         acc.parallel combined(loop) {
// CHECK:           %[[LB:.*]] = arith.constant 1 : i32
// CHECK:           %[[UB:.*]] = llvm.load %[[NSLOT]] : !llvm.ptr -> i32
// CHECK:           %[[ST:.*]] = arith.constant 4 : i32
// CHECK:           %[[PJ:.*]] = acc.private varPtr(%{{.*}} : !llvm.ptr) varType(i32) recipe(@privatization_i32) -> !llvm.ptr {implicit = true, name = "j"}
// CHECK:           acc.loop combined(parallel) private(%[[PJ]] : !llvm.ptr) control(%[[IV:.*]] : i32) = (%[[LB]] : i32) to (%[[UB]] : i32) step (%[[ST]] : i32) {
// CHECK-NEXT:        llvm.store %[[IV]], %[[PJ]] : i32, !llvm.ptr
// CHECK:           } attributes
// An unsigned control variable: acc2omp.unsigned (one flag per level), zero-extended index.
// CHECK:         acc.parallel combined(loop) {
// CHECK:           %[[LB:.*]] = arith.constant 0 : i32
// CHECK:           %[[UB:.*]] = llvm.load %[[USLOT]] : !llvm.ptr -> i32
// CHECK:           acc.loop combined(parallel) private(%{{.*}} : !llvm.ptr) control(%{{.*}} : i32) = (%[[LB]] : i32) to (%[[UB]] : i32) step (%{{.*}} : i32) {
// CHECK:             arith.extui %{{.*}} : i32 to i64
// CHECK:           } attributes {{{.*}}acc2omp.unsigned = array<i1: true>, inclusiveUpperbound = array<i1: false>,
// A long control variable: i64 bounds (the literal 0 converted by Clang).
// CHECK:         acc.parallel combined(loop) {
// CHECK:           %[[LB:.*]] = arith.constant 0 : i64
// CHECK:           %[[UB:.*]] = llvm.load %[[LSLOT]] : !llvm.ptr -> i64
// CHECK:           acc.private varPtr(%{{.*}} : !llvm.ptr) varType(i64) recipe(@privatization_i64) -> !llvm.ptr {implicit = true, name = "k"}
// CHECK:           acc.loop combined(parallel) private(%{{.*}} : !llvm.ptr) control(%{{.*}} : i64) = (%[[LB]] : i64) to (%[[UB]] : i64) step (%{{.*}} : i64) {
// CHECK-NOT:       acc2omp.unsigned
// CHECK:           } attributes {{{.*}}inclusiveUpperbound = array<i1: false>,
// CHECK:         acc.parallel combined(loop) {
// CHECK:           %[[LB:.*]] = llvm.load %[[LSLOT]] : !llvm.ptr -> i64
// CHECK:           %[[UB:.*]] = arith.constant 0 : i64
// CHECK:           %[[ST:.*]] = arith.subi %{{.*}}, %{{.*}} : i64
// CHECK:           acc.loop combined(parallel) private(%{{.*}} : !llvm.ptr) control(%{{.*}} : i64) = (%[[LB]] : i64) to (%[[UB]] : i64) step (%[[ST]] : i64) {
// CHECK:           } attributes {{{.*}}inclusiveUpperbound = array<i1: true>,
// unsigned long, q = 2 + q.
// CHECK:         acc.parallel combined(loop) {
// CHECK:           %[[LB:.*]] = arith.constant 5 : i64
// CHECK:           %[[UB:.*]] = arith.constant 10 : i64
// CHECK:           %[[ST:.*]] = arith.constant 2 : i64
// CHECK:           acc.loop combined(parallel) private(%{{.*}} : !llvm.ptr) control(%{{.*}} : i64) = (%[[LB]] : i64) to (%[[UB]] : i64) step (%[[ST]] : i64) {
// CHECK:           } attributes {{{.*}}acc2omp.unsigned = array<i1: true>, inclusiveUpperbound = array<i1: false>,
void bounds(float *a, int n, unsigned un, long ln) {
  int j; unsigned u; long k;
#pragma acc parallel loop
  for (int i = 0; i <= n; i++) a[i] = 0;
#pragma acc parallel loop
  for (int i = n; i > 0; i--) a[i] = 0;
#pragma acc parallel loop
  for (int i = n; i >= 2; i -= 3) a[i] = 0;
#pragma acc parallel loop
  for (int i = 0; i != n; ++i) a[i] = 0;
#pragma acc parallel loop
  for (int i = n; i != 0; --i) a[i] = 0;
#pragma acc parallel loop
  for (j = 1; j < n; j = j + 4) a[j] = 0;
#pragma acc parallel loop
  for (u = 0; u < un; ++u) a[u] = 0;
#pragma acc parallel loop
  for (k = 0; k < ln; k++) a[k] = 0;
#pragma acc parallel loop
  for (long q = ln; q >= 0; --q) a[q] = 0;
#pragma acc parallel loop
  for (unsigned long q = 5; q < 10; q = 2 + q) a[q] = 0;
}

// A seq loop over a variable declared outside the loop: no private copy, the
// IV goes to the variable, and after the loop the variable gets its final
// value lb + trip * step, trip = (lb - ub + |step| - 1 + 1) / |step| here
// (j = n; j >= 0; j -= 2), or 0 for an empty loop.
// CHECK-LABEL: func.func @seq_final(
// CHECK:         llvm.alloca %{{.*}} x i32
// CHECK:         %[[JSLOT:[0-9]+]] = llvm.alloca %{{.*}} x i32
// CHECK:         llvm.store %arg1, %[[NSLOT:[0-9]+]] : i32, !llvm.ptr
// CHECK:         acc.serial {
// CHECK:           %[[LB:.*]] = llvm.load %[[NSLOT]] : !llvm.ptr -> i32
// CHECK:           %[[UB:.*]] = arith.constant 0 : i32
// CHECK:           %[[ST:.*]] = arith.subi %{{.*}}, %{{.*}} : i32
// CHECK-NOT:       acc.private
// CHECK:           acc.loop control(%[[IV:.*]] : i32) = (%[[LB]] : i32) to (%[[UB]] : i32) step (%[[ST]] : i32) {
// CHECK-NEXT:        llvm.store %[[IV]], %[[JSLOT]] : i32, !llvm.ptr
// CHECK:           } attributes {{{.*}}inclusiveUpperbound = array<i1: true>, seq = [#acc.device_type<none>]}
// CHECK:           %[[ONE:.*]] = arith.constant 1 : i32
// CHECK:           %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK:           %[[DOWN:.*]] = arith.cmpi slt, %[[ST]], %[[ZERO]] : i32
// CHECK:           %[[UPSPAN:.*]] = arith.subi %[[UB]], %[[LB]] : i32
// CHECK:           %[[DOWNSPAN:.*]] = arith.subi %[[LB]], %[[UB]] : i32
// CHECK:           %[[SPAN:.*]] = arith.select %[[DOWN]], %[[DOWNSPAN]], %[[UPSPAN]] : i32
// CHECK:           %[[NEG:.*]] = arith.subi %[[ZERO]], %[[ST]] : i32
// CHECK:           %[[MAG:.*]] = arith.select %[[DOWN]], %[[NEG]], %[[ST]] : i32
// CHECK:           %[[INCL:.*]] = arith.constant 1 : i32
// CHECK:           %[[A1:.*]] = arith.addi %[[SPAN]], %[[MAG]] : i32
// CHECK:           %[[A2:.*]] = arith.subi %[[A1]], %[[ONE]] : i32
// CHECK:           %[[A3:.*]] = arith.addi %[[A2]], %[[INCL]] : i32
// CHECK:           %[[EUP:.*]] = arith.cmpi sgt, %[[LB]], %[[UB]] : i32
// CHECK:           %[[EDOWN:.*]] = arith.cmpi slt, %[[LB]], %[[UB]] : i32
// CHECK:           %[[EMPTY:.*]] = arith.select %[[DOWN]], %[[EDOWN]], %[[EUP]] : i1
// CHECK:           %[[TRIP:.*]] = arith.divsi %[[A3]], %[[MAG]] : i32
// CHECK:           %[[TRIP0:.*]] = arith.select %[[EMPTY]], %[[ZERO]], %[[TRIP]] : i32
// CHECK:           %[[ADV:.*]] = arith.muli %[[TRIP0]], %[[ST]] : i32
// CHECK:           %[[LAST:.*]] = arith.addi %[[LB]], %[[ADV]] : i32
// CHECK:           llvm.store %[[LAST]], %[[JSLOT]] : i32, !llvm.ptr
// CHECK:           %[[READ:.*]] = llvm.load %[[JSLOT]] : !llvm.ptr -> i32
// CHECK:           arith.sitofp %[[READ]] : i32 to f32
// CHECK:           acc.yield
void seq_final(float *a, int n) {
  int j;
#pragma acc serial
  {
#pragma acc loop seq
    for (j = n; j >= 0; j -= 2) a[j] = 0;
    a[0] = j;
  }
}

// tile sizes that are integer constant expressions other than literals (a
// macro's parenthesized sum, a product, sizeof): their values.
// CHECK-LABEL: func.func @tile_constant_expressions(
// CHECK:           %[[T2:.*]] = arith.constant 2 : i32
// CHECK:           %[[T4:.*]] = arith.constant 4 : i32
// CHECK:           acc.loop {{.*}}tile({%[[T2]] : i32, %[[T4]] : i32})
#define TWO (1 + 1)
void tile_constant_expressions(int c[64][8]) {
#pragma acc parallel loop tile(TWO, 2 * sizeof(short)) copyout(c[0:64])
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 8; j++)
      c[i][j] = i * 8 + j;
}
