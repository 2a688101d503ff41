#!/usr/bin/env python3
"""A fuzzer of directive text and MLIR input for accc and acc-opt.

It mutates the test suite's own inputs: in C files, an OpenACC directive
(a clause dropped, repeated or moved, an argument replaced, a directive
name changed, bytes inserted, non-ASCII and invalid UTF-8 among them, the
line cut, part of it written by a macro, a function-like macro around a
word); in MLIR files, a token (deleted, repeated, replaced, bytes
inserted). Each mutant goes through accc (-emit-mlir=omp and
-fopenacc-print=omp) or acc-opt (--convert-acc-to-omp); whatever the input,
the tool must finish within the time limit with exit status 0, or 1 with a
located diagnostic (`file:line:col: error: ...` or `tool: error: ...`),
never a panic, a signal, a hang or an internal error.

    fuzz.py --seed 1 --count 200            # 200 mutants
    fuzz.py --seed 7 --count 5000 --jobs 2 --out /tmp/fuzz

Exit status: 0 if no finding, 1 otherwise.
"""

import argparse
import concurrent.futures
import glob
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TEST = os.path.dirname(HERE)
TIMEOUT = 60

CLAUSE_WORDS = [
    "gang", "worker", "vector", "seq", "auto", "independent", "collapse(2)", "tile(2,2)",
    "num_gangs(4)", "num_workers(2)", "vector_length(32)", "copy(a)", "copyin(a[0:n])",
    "copyout(b[1:2])", "create(x)", "present(a)", "private(i)", "firstprivate(x)",
    "reduction(+:s)", "reduction(max:)", "if(n)", "self", "default(none)", "default(present)",
    "async", "wait", "device_type(nvidia)", "gang(static:*)", "gang(num:2)", "worker(4)",
    "finalize", "if_present", "readonly", "copy(a[0:-1])", "copy()", "(", ")", ",", ":",
    "/* c */", "// c", "\\", "café", "\u00a0", "\xff", "collapse(0)", "collapse(force:2)",
    "num_gangs(1,2,3)", "tile(*)", "deviceptr(a)", "attach(p)", "no_create(a)",
]
ARGUMENTS = ["0", "-1", "1", "2147483648", "99999999999999999999", "n", "a", "x+1", "",
             "i", "*", "a[0:n]", "1.5", "\"s\"", "sizeof(int)"]
DIRECTIVES = ["parallel", "serial", "kernels", "loop", "data", "enter data", "exit data",
              "update", "wait", "init", "shutdown", "set", "atomic", "cache(a[0:1])",
              "routine", "declare", "host_data", "parallel loop", "kernels loop", "bogus"]
MLIR_REPLACEMENTS = ["acc.parallel", "acc.serial", "acc.loop", "acc.yield", "omp.terminator",
                     "%0", "%arg0", "i32", "i64", "!llvm.ptr", "index", "{", "}", "(", ")",
                     "array<i32: 1>", "array<index: 1>", "0", "-1", "\"é\"", "\xff", "<", ">",
                     "dense<1>", "#acc.device_type<none>", "[]", ":", ","]


def mutate_c(text, r):
    lines = text.split("\n")
    directives = [i for i, l in enumerate(lines) if l.lstrip().startswith("#pragma acc")]
    if not directives:
        return None
    index = r.choice(directives)
    line = lines[index]
    words = line.split(" ")
    kind = r.randrange(11)
    if kind == 10:
        # The directive (mutated or not) as a _Pragma operator's string,
        # sometimes in a macro with more tokens.
        text = line.lstrip()[len("#pragma"):].strip()
        text = text.replace("\\", "\\\\").replace('"', '\\"')
        if r.randrange(2):
            text = text[: r.randrange(len(text) + 1)]
        operator = f'_Pragma("{text}")'
        if r.randrange(3) == 0:
            more = r.choice(["", ";", "x", '_Pragma("acc loop")'])
            lines.insert(index, f"#define FUZZ_P {operator} {more}")
            operator = "FUZZ_P"
        lines[index] = operator
        return "\n".join(lines)
    if kind == 8 and len(words) > 3:
        # A macro writes part of the directive (from a random word on).
        cut = r.randrange(3, len(words))
        lines[index] = " ".join(words[:cut] + ["FUZZ_MACRO"])
        lines.insert(index, "#define FUZZ_MACRO " + " ".join(words[cut:]))
        return "\n".join(lines)
    if kind == 9 and len(words) > 3:
        # A function-like macro around words of the directive, sometimes
        # with unbalanced parentheses.
        at = r.randrange(3, len(words))
        words[at] = "FUZZ_F(" + words[at] + r.choice([")", "", "))", ", x)"])
        lines[index] = " ".join(words)
        lines.insert(index, r.choice(["#define FUZZ_F(x) x", "#define FUZZ_F(x, ...) x __VA_ARGS__",
                                      "#define FUZZ_F(x) #x", "#define FUZZ_F(x) x ## _"]))
        return "\n".join(lines)
    if kind == 0 and len(words) > 3:
        del words[r.randrange(3, len(words))]
    elif kind == 1 and len(words) > 3:
        words.insert(r.randrange(3, len(words) + 1), words[r.randrange(3, len(words))])
    elif kind == 2:
        words.insert(r.randrange(3, len(words) + 1), r.choice(CLAUSE_WORDS))
    elif kind == 3:
        line = re.sub(r"\(([^()]*)\)", lambda m: "(" + r.choice(ARGUMENTS) + ")", line, count=1)
        words = line.split(" ")
    elif kind == 4 and len(words) > 2:
        words[2] = r.choice(DIRECTIVES)
    elif kind == 5:
        at = r.randrange(len(line) + 1)
        line = line[:at] + r.choice(["\xe9", "\u00a0", "\ufffd", "\x00", "\t", "\\", "\"",
                                     "'", "(", "#", "/*"]) + line[at:]
        words = line.split(" ")
    elif kind == 6:
        words = line[:r.randrange(len(line) + 1)].split(" ")
    else:
        r.shuffle(words[3:]) if len(words) > 4 else None
        tail = words[3:]
        r.shuffle(tail)
        words = words[:3] + tail
    lines[index] = " ".join(words)
    return "\n".join(lines)


def mutate_mlir(text, r):
    tokens = re.findall(r"\s+|[%@#!^]?[\w.$-]+|\"[^\"\n]*\"|.", text)
    code = [i for i, t in enumerate(tokens) if not t.isspace()]
    if not code:
        return None
    for _ in range(r.randrange(1, 3)):
        i = r.choice(code)
        kind = r.randrange(4)
        if kind == 0:
            tokens[i] = ""
        elif kind == 1:
            tokens[i] = tokens[i] + " " + tokens[i]
        elif kind == 2:
            tokens[i] = r.choice(MLIR_REPLACEMENTS)
        else:
            tokens[i] = tokens[i] + r.choice(["\xe9", "\xff", "\u00a0", "\x00"])
    return "".join(tokens)


LOCATED = re.compile(r"^(\S+:\d+:\d+: error: |(accc|acc-opt): error: )", re.M)
BAD = re.compile(r"panicked|internal error|please report|PLEASE submit|Stack dump|"
                 r"RUST_BACKTRACE|Assertion .* failed")


def judge(command, work, source=""):
    try:
        p = subprocess.run(command, cwd=work, capture_output=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return "hang", ""
    err = p.stderr.decode("utf-8", "replace")
    if p.returncode < 0 or p.returncode > 1:
        return f"crash (exit {p.returncode})", err
    # (Diagnostics echo source lines: a mutant's text, say a test's
    # "NOPANIC-NOT: panicked" comment, is not the tool's own message.)
    echoed = set(source.splitlines())
    own = "\n".join(line for line in err.splitlines() if line not in echoed)
    if BAD.search(own):
        return "internal error", err
    if p.returncode == 1 and not LOCATED.search(err):
        return "unlocated error", err
    return None, err


def inputs():
    files = []
    for pattern in ["**/*.c", "**/*.mlir"]:
        for path in sorted(glob.glob(os.path.join(TEST, pattern), recursive=True)):
            if "/difftest/" in path or "/Output/" in path:
                continue
            with open(path, encoding="utf-8", errors="surrogateescape") as f:
                text = f.read()
            # C files with directives; MLIR files with acc ops.
            if "#pragma acc" in text or "acc." in text and path.endswith(".mlir"):
                files.append(path)
    return files


def one(index, seed, files):
    r = random.Random(seed * 1000003 + index)
    path = r.choice(files)
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        text = f.read()
    c = path.endswith(".c")
    mutant = mutate_c(text, r) if c else mutate_mlir(text, r)
    if mutant is None:
        return index, path, None, None, None
    work = tempfile.mkdtemp(prefix="fuzz-")
    try:
        name = "m.c" if c else "m.mlir"
        # Inputs the test includes (a header beside it).
        directory = os.path.dirname(path)
        with open(os.path.join(work, name), "w", encoding="utf-8",
                  errors="surrogateescape") as f:
            f.write(mutant)
        if c:
            commands = [["accc", "-I", directory, "-emit-mlir=omp", name, "-o", "out.mlir"],
                        ["accc", "-I", directory, "-fopenacc-print=omp", name, "-o", "out.c"]]
        else:
            commands = [["acc-opt", name, "--convert-acc-to-omp", "--split-input-file",
                         "-o", "out.mlir"]]
        for command in commands:
            verdict, err = judge(command, work, mutant)
            if verdict:
                return index, path, verdict, " ".join(command), (mutant, err)
        return index, path, None, None, None
    finally:
        shutil.rmtree(work, ignore_errors=True)


def run_mutants(one, files, seed, count, jobs, out, what="mutants"):
    """Runs `one(index, seed, files)` for `count` mutants on `jobs` threads,
    prints each finding (and writes its mutant to `out`), and returns the
    number of findings."""
    findings = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for index, path, verdict, command, detail in pool.map(
                lambda i: one(i, seed, files), range(count)):
            if not verdict:
                continue
            findings += 1
            mutant, err = detail
            print(f"mutant {seed}:{index} of {os.path.relpath(path, TEST)}: {verdict}: "
                  f"{command}\n{err.strip()[-800:]}")
            sys.stdout.flush()
            if out:
                os.makedirs(out, exist_ok=True)
                extension = ".c" if path.endswith(".c") else ".mlir"
                with open(os.path.join(out, f"mutant-{seed}-{index}{extension}"), "w",
                          encoding="utf-8", errors="surrogateescape") as f:
                    f.write(mutant)
    print(f"{count} {what} (seed {seed}) of {len(files)} inputs: {findings} findings")
    return findings


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", help="a directory for the findings (outside the tree)")
    args = parser.parse_args()
    findings = run_mutants(one, inputs(), args.seed, args.count, args.jobs, args.out)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
