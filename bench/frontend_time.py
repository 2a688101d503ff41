#!/usr/bin/env python3
"""Front-end time of `accc -emit-mlir=acc` against `clang-22 -fsyntax-only -fopenacc`.

Part 1, the corpus: for every program of test/Frontend/corpus/ (realistic
OpenACC C that includes stdio.h, stdlib.h, math.h, string.h), the median
wall time of R runs of each command on the same file, their ratio (the goal
is at most 1.5), and accc's peak resident memory. accc's time is the whole
process: Clang's parse and checks through libclang, the lowering, MLIR's
parse and verification of the module, and its printing.

Part 2, scaling: generated files with N functions, each an
`acc parallel loop gang vector` with two array sections and a reduction, to
show that the lowering stays linear (time per kernel) and what memory it
needs.

Usage: bench/frontend_time.py [--accc PATH] [--runs R] [N ...]
       (default PATH target/release/accc, R 7, N 250 1000 4000)
"""

import argparse
import glob
import os
import statistics
import subprocess
import sys
import tempfile
import time

CLANG = "/usr/lib/llvm-22/bin/clang"

KERNEL = """
void k{i}(int n, const double *x, double *y, double *s) {{
  double t = 0.0;
#pragma acc parallel loop gang vector copyin(x[0:n]) copy(y[0:n]) reduction(+:t)
  for (int i = 0; i < n; i++) {{
    y[i] = 2.0 * x[i] + y[i] * {i}.0;
    t += y[i];
  }}
  *s += t;
}}
"""


def run(command):
    """Wall time (s) and peak RSS (KiB) of one run; fails loudly."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    stderr = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"failed: {' '.join(command)}\n{stderr}")
    return elapsed, usage.ru_maxrss


def measure(command, runs):
    times, peaks = [], []
    for _ in range(runs):
        elapsed, peak = run(command)
        times.append(elapsed)
        peaks.append(peak)
    return statistics.median(times), max(peaks)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--accc", default="target/release/accc")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("sizes", nargs="*", type=int, default=[250, 1000, 4000])
    args = parser.parse_args()
    if not os.path.exists(args.accc):
        sys.exit(f"no {args.accc}: run `cargo build --release` first")

    files = sorted(glob.glob("test/Frontend/corpus/*.c"))
    print(f"Part 1: corpus ({len(files)} files), median of {args.runs} runs")
    print(f"{'file':32} {'clang ms':>9} {'accc ms':>9} {'ratio':>6} {'accc MiB':>9}")
    ratios, total_clang, total_accc, peak = [], 0.0, 0.0, 0
    for path in files:
        clang_time, _ = measure([CLANG, "-fsyntax-only", "-fopenacc", "-w", path], args.runs)
        accc_time, accc_peak = measure(
            [args.accc, "-emit-mlir=acc", path, "-o", os.devnull], args.runs
        )
        ratio = accc_time / clang_time
        ratios.append(ratio)
        total_clang += clang_time
        total_accc += accc_time
        peak = max(peak, accc_peak)
        print(
            f"{os.path.basename(path):32} {clang_time * 1e3:9.1f} {accc_time * 1e3:9.1f} "
            f"{ratio:6.2f} {accc_peak / 1024:9.1f}"
        )
    print(
        f"{'total':32} {total_clang * 1e3:9.1f} {total_accc * 1e3:9.1f} "
        f"{total_accc / total_clang:6.2f} {peak / 1024:9.1f}"
    )
    print(
        f"ratio: median {statistics.median(ratios):.2f}, max {max(ratios):.2f} (goal <= 1.5)"
    )

    print(f"\nPart 2: generated files, N kernels (median of 3 runs)")
    print(f"{'N':>6} {'clang ms':>9} {'accc ms':>9} {'ratio':>6} {'us/kernel':>10} {'accc MiB':>9}")
    with tempfile.TemporaryDirectory() as directory:
        for n in args.sizes:
            path = os.path.join(directory, f"kernels{n}.c")
            with open(path, "w") as f:
                f.write("#include <stdio.h>\n#include <math.h>\n")
                for i in range(n):
                    f.write(KERNEL.format(i=i))
            clang_time, _ = measure([CLANG, "-fsyntax-only", "-fopenacc", "-w", path], 3)
            accc_time, accc_peak = measure([args.accc, "-emit-mlir=acc", path, "-o", os.devnull], 3)
            print(
                f"{n:6} {clang_time * 1e3:9.1f} {accc_time * 1e3:9.1f} {accc_time / clang_time:6.2f} "
                f"{(accc_time - clang_time) / n * 1e6:10.1f} {accc_peak / 1024:9.1f}"
            )


if __name__ == "__main__":
    main()
