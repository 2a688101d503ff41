#!/usr/bin/env python3
"""Compile time of accc against clang-22 on the same files (issue 18's targets).

For every program of test/Frontend/corpus/ (realistic OpenACC C), the
median wall time of R runs of

  compile:   accc -O2 -c FILE          vs  clang-22 -O2 -fopenmp -c FILE
  front end: accc -fsyntax-only FILE   vs  clang-22 -fsyntax-only -fopenacc FILE

and, for a file without OpenACC directives (the corpus files with their
`#pragma acc` lines removed), the same two ratios: a file a build compiles
with CC=accc whether it has directives or not. Prints each file's ratios and
their geometric means (the targets: compile within 1.3x, front end within
1.5x). Then, for each file accc prints as OpenMP C, `accc -O2 -c` against
`clang-22 -O2 -fopenmp -c` of the printed file: the same parallel program
for clang's optimizer and code generator. clang compiles the OpenACC file as C (its OpenACC directives are
ignored without -fopenacc, as OpenMP would not offload them): the same C,
without the OpenACC work accc does.

accc -fsyntax-only runs Clang's checks, the front end's lowering and
convert-acc-to-omp (the checks of all three); clang's, Clang's alone.

Usage: bench/compile_time.py [--accc PATH] [--runs R] [--files N]
       (default PATH target/release/accc, R 5, every corpus file)
"""

import argparse
import glob
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time

CLANG = "/usr/lib/llvm-22/bin/clang"


def seconds(command):
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stderr.decode(errors='replace')}")
    return elapsed


def median(command, runs):
    return statistics.median(seconds(command) for _ in range(runs))


def geomean(values):
    return math.exp(sum(math.log(v) for v in values) / len(values))


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser()
    parser.add_argument("--accc", default=os.path.join(root, "target", "release", "accc"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--files", type=int, default=0)
    options = parser.parse_args()
    files = sorted(glob.glob(os.path.join(root, "test", "Frontend", "corpus", "*.c")))
    if options.files:
        files = files[: options.files]
    work = tempfile.mkdtemp(prefix="compile-time-")
    rows = {"with directives": [], "without directives": []}
    openmp = []
    print(f"{'file':32} {'kind':20} {'accc -c':>9} {'clang -c':>9} {'ratio':>6} "
          f"{'accc -fsyntax':>13} {'clang -fsyntax':>14} {'ratio':>6}")
    for path in files:
        name = os.path.basename(path)
        plain = os.path.join(work, name)
        with open(path) as source, open(plain, "w") as out:
            out.writelines(line for line in source if not line.lstrip().startswith("#pragma acc"))
        for kind, file in (("with directives", path), ("without directives", plain)):
            obj = os.path.join(work, "out.o")
            accc = median([options.accc, "-O2", "-c", file, "-o", obj], options.runs)
            clang = median([CLANG, "-O2", "-fopenmp", "-w", "-c", file, "-o", obj], options.runs)
            accc_fe = median([options.accc, "-fsyntax-only", file], options.runs)
            clang_fe = median([CLANG, "-fsyntax-only", "-fopenacc", "-w", file], options.runs)
            rows[kind].append((accc / clang, accc_fe / clang_fe))
            print(f"{name:32} {kind:20} {accc:9.3f} {clang:9.3f} {accc / clang:6.2f} "
                  f"{accc_fe:13.3f} {clang_fe:14.3f} {accc_fe / clang_fe:6.2f}")
        # The same parallel program as OpenMP C (accc's printed OpenMP),
        # compiled by clang: what clang's optimizer and code generator do
        # with the OpenMP regions accc makes of the directives.
        printed = os.path.join(work, "omp-" + name)
        result = subprocess.run([options.accc, "-fopenacc-print=omp", path, "-o", printed],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if result.returncode == 0:
            accc = median([options.accc, "-O2", "-c", path, "-o", obj], options.runs)
            clang = median([CLANG, "-O2", "-fopenmp", "-w", "-c", printed, "-o", obj],
                           options.runs)
            openmp.append(accc / clang)
            print(f"{name:32} {'as OpenMP C':20} {accc:9.3f} {clang:9.3f} {accc / clang:6.2f}")
    for kind, ratios in rows.items():
        print(f"geometric mean, {kind}: accc -O2 -c / clang -O2 -fopenmp -c = "
              f"{geomean([r[0] for r in ratios]):.2f} (target 1.3); "
              f"accc -fsyntax-only / clang -fsyntax-only = "
              f"{geomean([r[1] for r in ratios]):.2f} (target 1.5)")
    print(f"geometric mean, with directives against clang on the same program as OpenMP C "
          f"({len(openmp)} files): accc -O2 -c / clang -O2 -fopenmp -c = {geomean(openmp):.2f}")


if __name__ == "__main__":
    main()
