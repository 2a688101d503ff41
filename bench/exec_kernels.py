#!/usr/bin/env python3
"""accc's executables against hand-written OpenMP and GCC's OpenACC.

Each kernel of bench/kernels/ (matrix multiply, Jacobi 2-D, a 3-D stencil,
a reduction, an irregular sparse matrix-vector product) is built three ways
from the same file:

  accc    accc -O3 kernel.c                        (the OpenACC directives)
  omp     clang-22 -O3 -fopenmp -DOPENMP kernel.c  (hand-written OpenMP)
  printed accc -fopenacc-print=omp kernel.c, then clang-22 -O3 -fopenmp
                                                   (the OpenMP accc prints)
  gcc     gcc -O3 -fopenacc -foffload=disable kernel.c               (GCC's OpenACC, host fallback)

and run with 1 thread and with T threads (OMP_NUM_THREADS; default: the
number of processors). Each program times its own kernel loop; the script
keeps the best of R runs (interleaved: each round runs every variant
once), checks that they print the same checksum, and prints the times,
accc's time over hand-written OpenMP's (the goal is at most 1.05), accc's
speedup over 1 thread, and the printed OpenMP's time on T threads.

Usage: bench/exec_kernels.py [--threads T] [--runs R] [--bind] [--build DIR] [--run-only DIR]
  --bind          pin threads (OMP_PROC_BIND=close, OMP_PLACES=cores), for
                  steadier times on a shared machine
  --build DIR     build into DIR (kept), then run
  --run-only DIR  run executables built before (for another machine: copy
                  DIR with libomp.so.5 and libgomp.so.1 next to them)
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

KERNELS = ["matmul", "jacobi2d", "stencil3d", "reduction", "spmv"]
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def build(directory):
    accc = os.path.join(ROOT, "target", "release", "accc")
    if not os.path.exists(accc):
        sys.exit("no target/release/accc: run `cargo build --release` first")
    for kernel in KERNELS:
        source = os.path.join(ROOT, "bench", "kernels", f"{kernel}.c")
        commands = [
            [accc, "-O3", source, "-o", os.path.join(directory, f"{kernel}.accc")],
            ["clang-22", "-O3", "-fopenmp", "-DOPENMP", source, "-lm",
             "-o", os.path.join(directory, f"{kernel}.omp")],
        ]
        printed = os.path.join(directory, f"{kernel}.printed.c")
        commands.append([accc, "-fopenacc-print=omp", source, "-o", printed])
        commands.append(["clang-22", "-O3", "-fopenmp", "-w", "-I", os.path.dirname(source),
                         printed, "-lm",
                         "-o", os.path.join(directory, f"{kernel}.printed")])
        if shutil.which("gcc"):
            commands.append(["gcc", "-O3", "-fopenacc", "-foffload=disable", source, "-lm",
                             "-o", os.path.join(directory, f"{kernel}.gcc")])
        for command in commands:
            result = subprocess.run(command, capture_output=True, text=True)
            if result.returncode != 0:
                sys.exit(f"failed: {' '.join(command)}\n{result.stderr}")
    # The runtimes, for running the executables on another machine.
    for library in ["/usr/lib/llvm-22/lib/libomp.so.5", "/usr/lib/x86_64-linux-gnu/libgomp.so.1"]:
        if os.path.exists(library):
            shutil.copy(os.path.realpath(library), os.path.join(directory, os.path.basename(library)))


def run_once(executable, threads, directory, bind=False):
    """One run: (seconds, checksum)."""
    environment = dict(os.environ)
    environment["OMP_NUM_THREADS"] = str(threads)
    if bind:
        environment["OMP_PROC_BIND"] = "close"
        environment["OMP_PLACES"] = "cores"
    environment["LD_LIBRARY_PATH"] = directory + ":" + environment.get("LD_LIBRARY_PATH", "")
    result = subprocess.run([executable], capture_output=True, text=True, env=environment)
    if result.returncode != 0:
        sys.exit(f"{executable} failed:\n{result.stdout}{result.stderr}")
    match = re.search(r"checksum=(\S+) seconds=(\S+)", result.stdout)
    if not match:
        sys.exit(f"{executable}: unexpected output {result.stdout!r}")
    return float(match.group(2)), match.group(1)


def best_of(configurations, runs, directory, bind=False):
    """Runs each (executable, threads) `runs` times, interleaved (one run of
    each per round, so that a slow phase of the machine affects all of them
    alike); returns the best time and the checksum of each."""
    best = [None] * len(configurations)
    checksums = [None] * len(configurations)
    for _ in range(runs):
        for index, (executable, threads) in enumerate(configurations):
            seconds, checksum = run_once(executable, threads, directory, bind)
            checksums[index] = checksum
            if best[index] is None or seconds < best[index]:
                best[index] = seconds
    return best, checksums


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=os.cpu_count())
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--bind", action="store_true")
    parser.add_argument("--build")
    parser.add_argument("--run-only")
    args = parser.parse_args()
    if args.run_only:
        directory = os.path.abspath(args.run_only)
    else:
        directory = os.path.abspath(args.build or tempfile.mkdtemp(prefix="acc2omp-bench-"))
        os.makedirs(directory, exist_ok=True)
        build(directory)
    threads = args.threads
    pinned = ", pinned (OMP_PROC_BIND=close, OMP_PLACES=cores)" if args.bind else ""
    print(f"best of {args.runs} interleaved runs; T = {threads} threads (OMP_NUM_THREADS){pinned}")
    header = (f"{'kernel':10} {'accc 1':>9} {'omp 1':>9} {'accc T':>9} {'omp T':>9} "
              f"{'gcc':>9} {'accc/omp 1':>10} {'accc/omp T':>10} {'speedup':>8} "
              f"{'printed T':>9}")
    print(header)
    for kernel in KERNELS:
        accc = os.path.join(directory, f"{kernel}.accc")
        omp = os.path.join(directory, f"{kernel}.omp")
        gcc = os.path.join(directory, f"{kernel}.gcc")
        printed = os.path.join(directory, f"{kernel}.printed")
        configurations = [(accc, 1), (omp, 1), (accc, threads), (omp, threads),
                          (printed, threads)]
        if os.path.exists(gcc):
            configurations.append((gcc, 1))
        times, sums = best_of(configurations, args.runs, directory, args.bind)
        a1, o1, at, ot, pt = times[:5]
        ca, co, cp = sums[0], sums[1], sums[4]
        g, cg = (times[5], sums[5]) if os.path.exists(gcc) else (float("nan"), ca)
        if not (ca == co == cg == cp):
            sys.exit(f"{kernel}: checksums differ: accc {ca}, omp {co}, gcc {cg}, printed {cp}")
        print(f"{kernel:10} {a1:9.3f} {o1:9.3f} {at:9.3f} {ot:9.3f} {g:9.3f} "
              f"{a1 / o1:10.2f} {at / ot:10.2f} {a1 / at:8.2f} {pt:9.3f}")


if __name__ == "__main__":
    main()
