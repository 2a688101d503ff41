#!/usr/bin/env python3
"""Throughput of `acc-opt --convert-acc-to-omp` on large generated modules.

Each module holds N functions, each an `acc parallel loop gang vector`
with a copied array section and a `+` reduction (the shape of
test/Conversion/AccToOmp/reduction-run.mlir). For each N the script prints the
wall time of the whole acc-opt run (parse, verify, convert, print), the time
of parsing and printing alone (the same module through acc-opt without the
pass), their difference (the pass), and acc-opt's peak resident memory.

Usage: bench/convert_throughput.py [--acc-opt PATH] [N ...]
       (default PATH target/release/acc-opt; default N 1250 2500 5000 10000)
"""

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time

KERNEL = """
  func.func @k{i}(%a: !llvm.ptr, %s: !llvm.ptr, %n: i32, %ng: i32, %nw: i32) {{
    %one64 = arith.constant 1 : i64
    %z64 = arith.constant 0 : i64
    %n64 = arith.extsi %n : i32 to i64
    %last = arith.subi %n64, %one64 : i64
    %bnd = acc.bounds lowerbound(%z64 : i64) upperbound(%last : i64) extent(%n64 : i64) stride(%one64 : i64) startIdx(%z64 : i64)
    %ca = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) bounds(%bnd) -> !llvm.ptr {{dataClause = #acc<data_clause acc_copy>, name = "a[0:n]"}}
    %cs = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {{dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}}
    acc.parallel combined(loop) num_gangs({{%ng : i32}}) num_workers(%nw : i32) dataOperands(%ca, %cs : !llvm.ptr, !llvm.ptr) {{
      %red = acc.reduction varPtr(%cs : !llvm.ptr) varType(f64) recipe(@red_add_f64) -> !llvm.ptr {{name = "s"}}
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      acc.loop combined(parallel) gang vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {{
        %p = llvm.getelementptr %ca[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
        %v = llvm.load %p : !llvm.ptr -> f64
        %two = arith.constant 2.0 : f64
        %w = arith.mulf %v, %two : f64
        llvm.store %w, %p : f64, !llvm.ptr
        %cur = llvm.load %red : !llvm.ptr -> f64
        %sum = arith.addf %cur, %w : f64
        llvm.store %sum, %red : f64, !llvm.ptr
        acc.yield
      }} attributes {{inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}}
      acc.yield
    }}
    acc.copyout accPtr(%cs : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {{dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}}
    acc.copyout accPtr(%ca : !llvm.ptr) bounds(%bnd) to varPtr(%a : !llvm.ptr) varType(f64) {{dataClause = #acc<data_clause acc_copy>, name = "a[0:n]"}}
    return
  }}"""

RECIPE = """
  acc.reduction.recipe @red_add_f64 : !llvm.ptr reduction_operator <add> init {
  ^bb0(%o: !llvm.ptr):
    %one = arith.constant 1 : i64
    %p = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
    acc.yield %p : !llvm.ptr
  } combiner {
  ^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
    acc.yield %l : !llvm.ptr
  }"""


def module(n):
    return "module {" + RECIPE + "".join(KERNEL.format(i=i) for i in range(n)) + "\n}\n"


def run(argv):
    """Runs argv; returns (wall seconds, peak RSS in MiB of that child)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    # ru_maxrss of children is the maximum over all waited-for children:
    # runs go from small to large, so it is this run's peak.
    return wall, max(before, after) / 1024.0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--acc-opt", default="target/release/acc-opt")
    parser.add_argument("sizes", nargs="*", type=int, default=[1250, 2500, 5000, 10000])
    args = parser.parse_args()
    if not os.path.exists(args.acc_opt):
        sys.exit(f"error: {args.acc_opt} not found; run `cargo build --release` first")
    print(f"{'kernels':>8} {'input MB':>9} {'total s':>8} {'parse+print s':>14} "
          f"{'pass s':>7} {'pass us/kernel':>15} {'peak MiB':>9}")
    with tempfile.TemporaryDirectory() as tmp:
        for n in sorted(args.sizes):
            path = os.path.join(tmp, f"m{n}.mlir")
            with open(path, "w") as f:
                f.write(module(n))
            size = os.path.getsize(path) / 1e6
            base, _ = run([args.acc_opt, path])
            total, peak = run([args.acc_opt, path, "--convert-acc-to-omp"])
            conv = max(total - base, 0.0)
            print(f"{n:>8} {size:>9.1f} {total:>8.2f} {base:>14.2f} {conv:>7.2f} "
                  f"{conv / n * 1e6:>15.1f} {peak:>9.0f}")


if __name__ == "__main__":
    main()
