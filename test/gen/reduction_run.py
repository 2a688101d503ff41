#!/usr/bin/env python3
"""Writes test/Conversion/AccToOmp/reduction-run.mlir; edit this script, not the output, then run it."""
import os
ops_i = ["add","mul","max","min","iand","ior","xor","land","lor"]
ops_f = ["add","mul","max","min","land","lor"]
def combine(op, t, x, y, out, ind):
    f = t.startswith("f")
    simple = {"add": "addf" if f else "addi", "mul": "mulf" if f else "muli",
              "max": "maxnumf" if f else "maxsi", "min": "minnumf" if f else "minsi",
              "iand": "andi", "ior": "ori", "xor": "xori"}
    if op in simple:
        return f"{ind}{out} = arith.{simple[op]} {x}, {y} : {t}\n"
    j = "andi" if op == "land" else "ori"
    if f:
        return (f"{ind}{out}z = arith.constant 0.0 : {t}\n{ind}{out}a = arith.cmpf une, {x}, {out}z : {t}\n"
                f"{ind}{out}b = arith.cmpf une, {y}, {out}z : {t}\n{ind}{out}c = arith.{j} {out}a, {out}b : i1\n"
                f"{ind}{out} = arith.uitofp {out}c : i1 to {t}\n")
    return (f"{ind}{out}z = arith.constant 0 : {t}\n{ind}{out}a = arith.cmpi ne, {x}, {out}z : {t}\n"
            f"{ind}{out}b = arith.cmpi ne, {y}, {out}z : {t}\n{ind}{out}c = arith.{j} {out}a, {out}b : i1\n"
            f"{ind}{out} = arith.extui {out}c : i1 to {t}\n")
def value(op, t, i, out, ind):
    # an element value from i32 %i
    f = t.startswith("f")
    conv = (lambda v: f"{ind}{out} = arith.sitofp {v} : i32 to {t}\n") if f else (lambda v: f"{ind}{out} = arith.addi {v}, {out}z0 : i32\n{ind}// i32\n")
    s = ""
    if op == "mul":
        s += f"{ind}{out}k = arith.constant 25 : i32\n{ind}{out}r = arith.remsi {i}, {out}k : i32\n{ind}{out}zz = arith.constant 0 : i32\n{ind}{out}e = arith.cmpi eq, {out}r, {out}zz : i32\n{ind}{out}two = arith.constant 2 : i32\n{ind}{out}one = arith.constant 1 : i32\n{ind}{out}v = arith.select {out}e, {out}two, {out}one : i32\n"
    elif op in ("land", "lor"):
        s += f"{ind}{out}k = arith.constant 57 : i32\n{ind}{out}e = arith.cmpi {'ne' if op=='land' else 'eq'}, {i}, {out}k : i32\n{ind}{out}v = arith.extui {out}e : i1 to i32\n"
    elif op == "iand":
        s += f"{ind}{out}k = arith.constant 20 : i32\n{ind}{out}r = arith.remsi {i}, {out}k : i32\n{ind}{out}one = arith.constant 1 : i32\n{ind}{out}b = arith.shli {out}one, {out}r : i32\n{ind}{out}m = arith.constant -1 : i32\n{ind}{out}v = arith.xori {out}b, {out}m : i32\n"
    elif op == "ior":
        s += f"{ind}{out}k = arith.constant 20 : i32\n{ind}{out}r = arith.remsi {i}, {out}k : i32\n{ind}{out}one = arith.constant 1 : i32\n{ind}{out}v = arith.shli {out}one, {out}r : i32\n"
    else:
        s += f"{ind}{out}k = arith.constant 37 : i32\n{ind}{out}p = arith.muli {i}, {out}k : i32\n{ind}{out}h = arith.constant 101 : i32\n{ind}{out}r = arith.remsi {out}p, {out}h : i32\n{ind}{out}f = arith.constant 50 : i32\n{ind}{out}v = arith.subi {out}r, {out}f : i32\n"
    if f:
        s += f"{ind}{out} = arith.sitofp {out}v : i32 to {t}\n"
    else:
        s += f"{ind}{out} = arith.addi {out}v, {out}zero : i32\n"
        s = f"{ind}{out}zero = arith.constant 0 : i32\n" + s
    return s
def init(op, t):
    f = t.startswith("f")
    v = {"land": 1, "lor": 0}.get(op, 7)
    return f"{v}.5" if f and op not in ("land","lor") else (f"{v}.0" if f else str(v))
def recipe(op, t):
    return f'''acc.reduction.recipe @red_{op}_{t} : !llvm.ptr reduction_operator <{op}> init {{
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x {t} : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
}} combiner {{
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}}
'''
LEVELS = {
  "gwv": ("num_gangs({%c4 : i32}) num_workers(%c2 : i32) vector_length(%c4 : i32)", "gang worker vector"),
  "g": ("num_gangs({%c4 : i32})", "gang"),
  "v": ("num_gangs({%c1 : i32})", "vector"),
  "w": ("num_gangs({%c1 : i32}) num_workers(%c2 : i32)", "worker"),
}
def kernel(op, t, level):
    name = f"{op}_{t}_{level}"
    attrs, part = LEVELS[level]
    body = value(op, t, "%i", "%x", "        ")
    body += f"        %cur = llvm.load %red : !llvm.ptr -> {t}\n" + combine(op, t, "%cur", "%x", "%s2", "        ")
    body += f"        llvm.store %s2, %red : {t}, !llvm.ptr\n"
    return f'''
  func.func @{name}(%s: !llvm.ptr, %n: i32) {{
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType({t}) -> !llvm.ptr {{dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}}
    acc.parallel combined(loop) {attrs} dataOperands(%scp : !llvm.ptr) {{
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType({t}) recipe(@red_{op}_{t}) -> !llvm.ptr {{name = "s"}}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) {part} reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {{
{body}        acc.yield
      }} attributes {{inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}}
      acc.yield
    }}
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType({t}) {{dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}}
    return
  }}'''
def check(op, t, level, idx):
    name = f"{op}_{t}_{level}"
    f = t.startswith("f")
    fmt = "%g" if f else "%d"
    body = value(op, t, "%i", "%x", "      ")
    body += combine(op, t, "%acc", "%x", "%y", "      ")
    ld = f"%got{idx} = llvm.load %s{idx} : !llvm.ptr -> {t}"
    pr_t = "f64" if f else "i32"
    return f'''
    %s{idx} = llvm.alloca %one64 x {t} : (i64) -> !llvm.ptr
    %init{idx} = arith.constant {init(op, t)} : {t}
    llvm.store %init{idx}, %s{idx} : {t}, !llvm.ptr
    func.call @{name}(%s{idx}, %n) : (!llvm.ptr, i32) -> ()
    {ld}
    %want{idx} = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init{idx}) -> ({t}) : i32 {{
{body}      scf.yield %y : {t}
    }}
    %fmt{idx} = llvm.mlir.addressof @fmt_{name} : !llvm.ptr
    %r{idx} = llvm.call @printf(%fmt{idx}, %got{idx}, %want{idx}) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, {pr_t}, {pr_t}) -> i32''', f'''  llvm.mlir.global internal constant @fmt_{name}("{name} {fmt} {fmt}\\0A\\00") {{addr_space = 0 : i32}}''', f"// CHECK: {name} [[V{idx}:[-0-9.e+]+]] [[V{idx}]]{{{{$}}}}"

combos = []
for level in ["gwv", "g", "v", "w"]:
    for op in ops_i: combos.append((op, "i32", level))
    for op in ops_f: combos.append((op, "f64", level))
recipes = "".join(recipe(op, t) for op in ops_i for t in ["i32"]) + "".join(recipe(op, t) for op in ops_f for t in ["f64"])
kernels = "".join(kernel(*c) for c in combos)
checks = [check(*c, i) for i, c in enumerate(combos)]
head = '''// Generated by test/gen/reduction_run.py.\n// Every reduction operator on i32 and f64, at every loop level: each line
// prints the result and the value a sequential loop computes (from the same
// non-identity initial value), which must be equal.
//
// RUN: acc-opt %s --convert-acc-to-omp --omp-host-legalize --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \\
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 -w %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s
// Teams of several threads (OMP_TEAMS_THREAD_LIMIT threads per team):
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 OMP_TEAMS_THREAD_LIMIT=4 KMP_TEAMS_THREAD_LIMIT=16 %t.exe | FileCheck %s

'''
head += '''// Where reductions go: the gang level on omp.teams (the variable is
// gang-shared), the worker level on omp.wsloop, the vector level on omp.simd.
// RUN: acc-opt %s --convert-acc-to-omp 2>/dev/null | FileCheck %s --check-prefix=IR
// RUN: acc-opt %s --convert-acc-to-omp 2>/dev/null | FileCheck %s --check-prefix=DECL
// DECL-LABEL: omp.declare_reduction @acc2omp.reduction.max.i32 : i32 init {
// DECL:         arith.constant -2147483648 : i32
// DECL:       } combiner {
// DECL:         arith.maxsi
// DECL-LABEL: omp.declare_reduction @acc2omp.reduction.max.f64 : f64 init {
// DECL:         arith.constant 0xFFF0000000000000 : f64
// DECL:         arith.maxnumf
// DECL-LABEL: omp.declare_reduction @acc2omp.reduction.lor.f64 : f64 init {
// DECL:         arith.cmpf une
// DECL:         arith.ori
// DECL:         arith.uitofp
// A gang worker vector loop with a gang-level reduction: the composite
// distribute parallel for simd, each level with its reduction.
// IR-LABEL: func.func @add_f64_gwv
// IR:         omp.teams num_teams( to %{{.*}} : i32) reduction(@acc2omp.reduction.add.f64 %{{.*}} -> %[[T:.*]] : !llvm.ptr) {
// IR:           omp.parallel num_threads(%{{.*}} : i32) {
// IR-NEXT:        omp.distribute {
// IR-NEXT:          omp.wsloop reduction(@acc2omp.reduction.add.f64 %[[T]] -> %[[W:.*]] : !llvm.ptr) {
// IR-NEXT:            omp.simd simdlen(4) reduction(@acc2omp.reduction.add.f64 %[[W]] -> %[[S:.*]] : !llvm.ptr) {
// IR:                   llvm.load %[[S]]
// IR-LABEL: func.func @add_f64_g
// IR:         omp.teams num_teams( to %{{.*}} : i32) reduction(@acc2omp.reduction.add.f64 %{{.*}} -> %[[T:.*]] : !llvm.ptr) {
// IR-NOT:       reduction
// IR:           omp.distribute {
// IR:             llvm.load %[[T]]
// A vector loop and a worker loop with no gang loop around them get Clacc's
// implicit gang: distribute simd, distribute parallel for.
// IR-LABEL: func.func @add_f64_v
// IR:         omp.teams {{.*}}reduction(@acc2omp.reduction.add.f64 %{{.*}} -> %[[T:.*]] : !llvm.ptr) {
// IR-NEXT:      omp.distribute {
// IR-NEXT:        omp.simd reduction(@acc2omp.reduction.add.f64 %[[T]] -> %{{.*}} : !llvm.ptr) {
// IR-LABEL: func.func @add_f64_w
// IR:         omp.teams {{.*}}reduction(@acc2omp.reduction.add.f64 %{{.*}} -> %[[T:.*]] : !llvm.ptr) {
// IR:           omp.parallel num_threads(%{{.*}} : i32) {
// IR-NEXT:        omp.distribute {
// IR-NEXT:          omp.wsloop reduction(@acc2omp.reduction.add.f64 %[[T]] -> %{{.*}} : !llvm.ptr) {
// IR-NEXT:            omp.loop_nest

'''
head += "\n".join(c[2] for c in checks) + '''

module attributes {omp.is_target_device = false, omp.is_gpu = false, llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
''' + "\n".join(c[1] for c in checks) + "\n" + recipes
main = '''
  func.func @main() -> i32 {
    %one64 = arith.constant 1 : i64
    %n = arith.constant 100 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32''' + "".join(c[0] for c in checks) + '''
    %ret = arith.constant 0 : i32
    return %ret : i32
  }
}
'''
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'Conversion', 'AccToOmp', 'reduction-run.mlir'),'w').write(head + kernels + "\n" + main)
