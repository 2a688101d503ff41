#!/usr/bin/env python3
"""Mutants of the MLIR test inputs through acc-opt's passes.

Each mutant of a test/**/*.mlir file with acc ops (a token deleted,
repeated or replaced, bytes inserted: fuzz.py's MLIR mutations; the text
truncated at a token; two neighbouring tokens swapped) goes through
acc-opt --convert-acc-to-omp (then --omp-host-legalize) and
--acc-implicit, with --split-input-file. Whatever the input, acc-opt must
succeed, or fail with a located diagnostic: never a panic, a crash, a hang
or an internal error (fuzz.py's judge).

    fuzz_mlir.py --seed 3 --count 300

Exit status: 0 if no finding, 1 otherwise.
"""

import argparse
import os
import random
import re
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TEST = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
sys.path.insert(0, os.path.join(TEST, "difftest"))
import fuzz  # noqa: E402  (test/difftest/fuzz.py: mutate_mlir, judge)

TOKENS = re.compile(r"\s+|[%@#!^]?[\w.$-]+|\"[^\"\n]*\"|.")
PIPELINES = [
    ["--convert-acc-to-omp"],
    ["--convert-acc-to-omp", "--omp-host-legalize"],
    ["--acc-implicit"],
]


def mlir_inputs():
    return [path for path in fuzz.inputs() if path.endswith(".mlir")]


def truncate(text, r):
    tokens = TOKENS.findall(text)
    if len(tokens) < 2:
        return None
    return "".join(tokens[: r.randrange(1, len(tokens))])


def swap(text, r):
    tokens = TOKENS.findall(text)
    code = [i for i, t in enumerate(tokens) if not t.isspace()]
    if len(code) < 2:
        return None
    at = r.randrange(len(code) - 1)
    i, j = code[at], code[at + 1]
    tokens[i], tokens[j] = tokens[j], tokens[i]
    return "".join(tokens)


def mutate(text, r):
    kind = r.randrange(3)
    if kind == 0:
        return truncate(text, r)
    if kind == 1:
        return swap(text, r)
    return fuzz.mutate_mlir(text, r)


def one(index, seed, files):
    r = random.Random(seed * 1000003 + index)
    path = r.choice(files)
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        text = f.read()
    mutant = mutate(text, r)
    if mutant is None:
        return index, path, None, None, None
    pipeline = PIPELINES[index % len(PIPELINES)]
    work = tempfile.mkdtemp(prefix="fuzz-mlir-")
    try:
        with open(os.path.join(work, "m.mlir"), "w", encoding="utf-8",
                  errors="surrogateescape") as f:
            f.write(mutant)
        command = ["acc-opt", "m.mlir", "--split-input-file", *pipeline, "-o", "out.mlir"]
        verdict, err = fuzz.judge(command, work)
        if verdict:
            return index, path, verdict, " ".join(command), (mutant, err)
        return index, path, None, None, None
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", help="a directory for the findings (outside the tree)")
    args = parser.parse_args()
    findings = fuzz.run_mutants(one, mlir_inputs(), args.seed, args.count, args.jobs, args.out,
                                what="MLIR mutants")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
