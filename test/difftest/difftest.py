#!/usr/bin/env python3
"""Differential testing of accc on random OpenACC programs (gen.py).

Each program is built three ways and run; all outputs must agree:

  * the sequential program: clang-22 -O0, the directives ignored;
  * accc's executable (accc -O1, or -O3 for even seeds), under several OMP_NUM_THREADS and
    team-size settings (libomp splits the threads among teams);
  * with --device, the GPU build (accc --offload-arch=sm_90) run on the
    emulated discrete device (separate memory: a missing copy shows; the GPU
    back end's located refusals are no finding);
  * the printed OpenMP (accc -fopenacc-print=omp) built by clang-22
    -fopenmp, and with --gcc by gcc -fopenmp too (with the print options gcc 12
    needs).

A finding is a difference, a crash, a timeout, or a compile failure of accc
or of the printed OpenMP (accc's located `unsupported` errors are counted
apart: the generator avoids what the README lists as unsupported). Findings
are reduced (blocks, then directive clauses, removed while the failure
stays) and written to --out.

    difftest.py --seed 1 --count 20             # seeds 1..20
    difftest.py --seed 1000 --count 500 --jobs 2 --out /tmp/difftest --gcc

Exit status: 0 if no finding, 1 otherwise.
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen  # noqa: E402

# OMP_NUM_THREADS, OMP_TEAMS_THREAD_LIMIT, KMP_TEAMS_THREAD_LIMIT.
SETTINGS = [
    {"OMP_NUM_THREADS": "1"},
    {"OMP_NUM_THREADS": "2", "OMP_TEAMS_THREAD_LIMIT": "2", "KMP_TEAMS_THREAD_LIMIT": "8"},
    {"OMP_NUM_THREADS": "4"},
    {"OMP_NUM_THREADS": "3", "KMP_TEAMS_THREAD_LIMIT": "3"},
]
GCC_OPTIONS = ("structured-ref-count=no-hold present=no-present update-present=no-present "
               "tile=collapse")
TIMEOUT = 60


def run(command, cwd, env=None, timeout=TIMEOUT):
    """(status, stdout, stderr); status 'timeout' on a timeout."""
    full_env = dict(os.environ)
    full_env.update(env or {})
    try:
        p = subprocess.run(command, cwd=cwd, env=full_env, capture_output=True,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", "", ""
    return (p.returncode, p.stdout.decode("utf-8", "replace"),
            p.stderr.decode("utf-8", "replace"))


def check(source, work, use_gcc, optimize="-O1", use_device=False):
    """Builds and runs `source` (accc's executable at `optimize`: -O3 runs
    LLVM's vectorizer over the SIMD loops); None if all agree, else (kind,
    detail)."""
    path = os.path.join(work, "p.c")
    with open(path, "w") as f:
        f.write(source)
    status, _, err = run(["clang-22", "-O0", "-w", "p.c", "-o", "seq"], work)
    if status != 0:
        return ("generator", "the sequential program does not compile:\n" + err)
    status, expected, err = run(["./seq"], work)
    if status != 0:
        return ("generator", f"the sequential program fails ({status})")

    status, _, err = run(["accc", optimize, "-w", "p.c", "-o", "acc"], work)
    if status == "timeout":
        return ("accc-hang", "accc did not finish")
    if status != 0:
        kind = "unsupported" if re.search(r": error: unsupported", err) and \
            "internal error" not in err else "accc-error"
        return (kind, err)
    for setting in SETTINGS:
        status, out, err = run(["./acc"], work, setting)
        label = " ".join(f"{k}={v}" for k, v in setting.items())
        if status == "timeout":
            return ("hang", f"accc's executable hangs with {label}")
        if status != 0:
            return ("crash", f"accc's executable exits {status} with {label}:\n{err}")
        if out != expected:
            return ("wrong", f"accc's executable with {label}:\n" + diff(expected, out))

    if use_device:
        # The GPU build, run on the emulated discrete device (memory of its
        # own: a missing copy shows). Its back end's located refusals are
        # no finding (the GPU row of the README).
        status, _, err = run(["accc", "-O1", "-w", "--offload-arch=sm_90", "p.c", "-o", "dev"],
                             work)
        if status == "timeout":
            return ("accc-hang", "accc --offload-arch did not finish")
        if status != 0 and (not re.search(r": error: unsupported", err)
                            or "internal error" in err):
            return ("device-error", err)
        if status == 0:
            setting = {"ACC_DEVICE_TYPE": "host_discrete", "OMP_NUM_THREADS": "2"}
            status, out, err = run(["./dev"], work, setting)
            if status != 0 or out != expected:
                return ("device-wrong", f"the GPU build on the emulated device ({status}):\n"
                        + diff(expected, out) + err[-500:])

    status, _, err = run(["accc", "-fopenacc-print=omp", "p.c", "-o", "omp.c"], work)
    if status != 0:
        kind = "unsupported" if re.search(r": error: unsupported", err) and \
            "internal error" not in err else "print-error"
        return (kind, err)
    status, _, err = run(["clang-22", "-O1", "-w", "-fopenmp", "omp.c", "-o", "omp"], work)
    if status != 0:
        return ("print-clang", "clang-22 rejects the printed OpenMP:\n" + err)
    for setting in SETTINGS[1:3]:
        status, out, err = run(["./omp"], work, setting)
        label = " ".join(f"{k}={v}" for k, v in setting.items())
        if status != 0 or out != expected:
            return ("print-wrong", f"the printed OpenMP (clang-22) with {label} ({status}):\n"
                    + diff(expected, out))
    if use_gcc:
        status, _, err = run(["accc", "-fopenacc-print=omp", f"-acc2omp-options={GCC_OPTIONS}",
                              "p.c", "-o", "gcc.c"], work)
        if status != 0:
            return ("print-error", err)
        status, _, err = run(["gcc", "-O1", "-w", "-fopenmp", "-foffload=disable", "gcc.c",
                              "-o", "gccomp"], work)
        if status != 0:
            return ("print-gcc", "gcc rejects the printed OpenMP:\n" + err)
        status, out, err = run(["./gccomp"], work, SETTINGS[2])
        if status != 0 or out != expected:
            return ("print-wrong-gcc", f"the printed OpenMP (gcc) ({status}):\n"
                    + diff(expected, out))
    return None


def diff(expected, actual):
    lines = []
    for e, a in zip(expected.splitlines(), actual.splitlines()):
        if e != a:
            lines.append(f"  expected: {e}\n  got:      {a}")
    if len(expected.splitlines()) != len(actual.splitlines()):
        lines.append(f"  {len(expected.splitlines())} lines expected, "
                     f"{len(actual.splitlines())} printed")
    return "\n".join(lines[:6])


def reduce(blocks, kind, work, use_gcc, optimize, use_device):
    """Removes blocks, then clauses of directives, while `kind` stays."""
    def fails(candidate):
        result = check(gen.render(candidate), work, use_gcc, optimize, use_device)
        return result is not None and result[0] == kind

    changed = True
    while changed:
        changed = False
        for index in range(len(blocks)):
            candidate = blocks[:index] + blocks[index + 1:]
            if candidate and fails(candidate):
                blocks, changed = candidate, True
                break
    # Clauses: drop one word of a directive at a time.
    for b in range(len(blocks)):
        for line_index in range(len(blocks[b])):
            while True:
                line = blocks[b][line_index]
                if not line.startswith("#pragma acc"):
                    break
                words = split_clauses(line)
                dropped = False
                for w in range(3, len(words)):
                    shorter = " ".join(words[:w] + words[w + 1:])
                    candidate = [list(x) for x in blocks]
                    candidate[b][line_index] = shorter
                    if fails(candidate):
                        blocks, dropped = candidate, True
                        break
                if not dropped:
                    break
    return blocks


def split_clauses(line):
    """Words of a directive, a clause's parenthesized arguments kept with it."""
    words, depth, current = [], 0, ""
    for ch in line:
        if ch == " " and depth == 0:
            if current:
                words.append(current)
            current = ""
            continue
        depth += ch == "("
        depth -= ch == ")"
        current += ch
    if current:
        words.append(current)
    return words


def one(seed, args):
    work = tempfile.mkdtemp(prefix=f"difftest-{seed}-")
    try:
        blocks = gen.Gen(seed).program()
        optimize = "-O3" if seed % 2 == 0 else "-O1"
        result = check(gen.render(blocks), work, args.gcc, optimize, args.device)
        if result is None or result[0] == "unsupported":
            return seed, result, None
        reduced = (reduce(blocks, result[0], work, args.gcc, optimize, args.device)
                   if args.reduce else blocks)
        return seed, result, gen.render(reduced)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=10)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", help="a directory for the findings (outside the tree)")
    parser.add_argument("--gcc", action="store_true", help="also build the OpenMP with gcc")
    parser.add_argument("--device", action="store_true",
                        help="also build with --offload-arch and run on the emulated device")
    parser.add_argument("--no-reduce", dest="reduce", action="store_false")
    args = parser.parse_args()
    seeds = range(args.seed, args.seed + args.count)
    counts, findings = {}, 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for seed, result, reduced in pool.map(lambda s: one(s, args), seeds):
            sys.stdout.flush()
            kind = result[0] if result else "ok"
            counts[kind] = counts.get(kind, 0) + 1
            if result is None:
                continue
            if kind == "unsupported":
                print(f"seed {seed}: unsupported: {first_error(result[1])}")
                continue
            findings += 1
            print(f"seed {seed}: FINDING {kind}\n{result[1].rstrip()}")
            if reduced:
                print(f"--- reduced program (seed {seed}) ---\n{reduced}")
            if args.out:
                os.makedirs(args.out, exist_ok=True)
                with open(os.path.join(args.out, f"seed-{seed}-{kind}.c"), "w") as f:
                    f.write(f"/* {kind}\n{result[1]}\n*/\n{reduced or ''}")
    summary = ", ".join(f"{n} {k}" for k, n in sorted(counts.items()))
    print(f"{args.count} programs (seeds {args.seed}..{args.seed + args.count - 1}): {summary}")
    return 1 if findings else 0


def first_error(text):
    for line in text.splitlines():
        if "error:" in line:
            return line
    return text.strip()[:200]


if __name__ == "__main__":
    sys.exit(main())
