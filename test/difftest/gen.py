#!/usr/bin/env python3
"""A generator of random OpenACC C programs with a deterministic output.

Each program is a sequence of independent blocks (compute constructs with
loop nests, reductions, private and firstprivate clauses, data regions,
update, atomic, kernels, serial code) over global arrays, their directives
sometimes written through macros, with the _Pragma operator or followed
by comments; it prints a checksum of every array and scalar after each
block. The programs are
race-free and their results do not depend on the order of iterations or of
reduction steps (integer arithmetic, floating-point values that are small
integers), so accc's executable, the printed OpenMP and the sequential
program (the directives ignored) must print the same, whatever the number of
threads and teams.

    gen.py SEED            # the program for SEED on standard output
    gen.py SEED --blocks   # one block per paragraph (for reducing)

The same seed gives the same program (Python's random.Random(seed)).
"""

import random
import sys

N = 48  # extent of every array dimension
INT_TYPES = ["int", "long", "unsigned", "long long", "unsigned long"]
FLOAT_TYPES = ["float", "double"]


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.counter = 0

    def name(self, prefix):
        self.counter += 1
        return f"{prefix}{self.counter}"

    def pick(self, items):
        return self.r.choice(items)

    def chance(self, p):
        return self.r.random() < p

    # -- loops ---------------------------------------------------------

    def loop_header(self, var, extent):
        """A for header over `extent` iterations in one of several forms,
        and the index expression (0 <= index < extent, each iteration a
        different index) it gives."""
        form = self.r.randrange(8)
        if form == 0:
            return f"for (int {var} = 0; {var} < {extent}; {var}++)", var
        if form == 1:
            return f"for (long {var} = {extent} - 1; {var} >= 0; {var}--)", f"(int){var}"
        if form == 2:
            return f"for (unsigned {var} = 0; {var} < (unsigned){extent}; {var} += 1)", f"(int){var}"
        if form == 3:
            return f"for (int {var} = 1; {var} <= {extent}; {var}++)", f"({var} - 1)"
        if form == 4:
            return f"for (short {var} = {extent}; {var} > 0; {var}--)", f"({var} - 1)"
        if form == 5:
            return f"for (long long {var} = 0; {var} != {extent}; {var} += 1)", f"(int){var}"
        if form == 6:
            # Step 2 over twice the range.
            return f"for (int {var} = 0; {var} < 2 * {extent}; {var} += 2)", f"({var} / 2)"
        return (f"for (unsigned long {var} = {extent}; {var} >= 1; {var} -= 1)",
                f"(int)({var} - 1)")

    # -- blocks --------------------------------------------------------

    def elementwise(self):
        """A compute construct with a 1- or 2-level loop nest writing each
        element of an output array once."""
        out = self.pick(["b", "c"])
        src = "a" if out != "a" else "b"
        depth = self.pick([1, 2, 2])
        construct = self.pick(["parallel", "parallel", "kernels", "serial"])
        combined = self.chance(0.6)
        clauses = []
        if construct == "parallel" and self.chance(0.4):
            clauses.append(f"num_gangs({self.pick([1, 2, 3, 7])})")
        if construct == "parallel" and self.chance(0.3):
            clauses.append(f"num_workers({self.pick([1, 2, 4])})")
        if construct != "serial" and self.chance(0.3):
            clauses.append(f"vector_length({self.pick([1, 4, 32, 128])})")
        if self.chance(0.5):
            # (copy, not copyout: a loop may write part of `out`, and a
            # device's copy of the rest is not the host's.)
            clauses.append(f"copyin({src}) copy({out})" if self.chance(0.5) else f"copy({out}) copyin({src})")
        if self.chance(0.2):
            clauses.append("default(present)" if False else "")
        i, j = self.name("i"), self.name("j")
        hi, ii = self.loop_header(i, "N")
        hj, jj = self.loop_header(j, "N")
        # Loop clauses: partitioning levels that nest legally.
        if construct == "serial":
            outer_levels = self.pick([["seq"], [], ["gang"], ["independent"]])
            inner_levels = self.pick([["seq"], [], ["vector"]])
        elif construct == "kernels":
            outer_levels = self.pick([["independent"], ["gang", "independent"], [], ["seq"]])
            inner_levels = self.pick([["independent"], ["vector", "independent"], [], ["seq"]])
        else:
            outer_levels = self.pick([["gang"], ["gang", "worker"], ["gang", "vector"],
                                      ["gang", "worker", "vector"], [], ["worker"],
                                      ["auto"], ["independent"], ["gang(static:4)"],
                                      ["gang(static:2)", "worker"],
                                      ["gang(static:*)", "worker", "vector"], ["seq"]])
            inner_levels = self.pick([["vector"], ["worker"], [], ["seq"], ["worker", "vector"],
                                      ["auto"]])
            if any(level.startswith(x) for level in outer_levels for x in ["worker"]):
                inner_levels = [x for x in inner_levels if x != "worker"]
            if "vector" in outer_levels or "seq" in outer_levels and False:
                inner_levels = [x for x in inner_levels if x not in ("worker", "vector")]
            if "vector" in outer_levels:
                inner_levels = [x for x in inner_levels if x not in ("worker", "vector")] or ["seq"]
        collapse = depth == 2 and self.chance(0.3) and "seq" not in outer_levels
        tile = depth == 2 and not collapse and self.chance(0.15) and construct == "parallel" \
            and "seq" not in outer_levels and not inner_levels
        outer = list(outer_levels)
        if collapse:
            outer.append("collapse(2)")
        if tile:
            outer.append(f"tile({self.pick([2, 4, '*'])}, {self.pick([2, 8])})")
        lines = []
        head = f"#pragma acc {construct}"
        if combined:
            lines.append(f"#pragma acc {construct} loop {' '.join(outer)} {' '.join(clauses)}".rstrip())
        else:
            lines.append(f"{head} {' '.join(clauses)}".rstrip())
            lines.append("{")
            lines.append(f"#pragma acc loop {' '.join(outer)}".rstrip())
        k = self.pick([1, 2, 3])
        if depth == 1:
            lines.append(f"  {hi}")
            lines.append(f"    {out}[{ii}][0] = {src}[{ii}][{k}] * 2 + {ii};")
        else:
            lines.append(f"  {hi}")
            if not collapse and not tile and (inner_levels or self.chance(0.5)):
                lines.append(f"#pragma acc loop {' '.join(inner_levels)}".rstrip())
            lines.append(f"    {hj}")
            lines.append(f"      {out}[{ii}][{jj}] = {src}[{ii}][{jj}] + {src}[{jj}][{ii}] * {k} - {jj};")
        if not combined:
            lines.append("}")
        return lines

    def reduction(self):
        """A reduction over a loop, on a construct or on the loop."""
        op = self.pick(["+", "*", "max", "min", "&", "|", "^", "&&", "||"])
        if op in ("&", "|", "^"):
            ty = self.pick(["int", "unsigned", "long", "unsigned long"])
        elif op in ("&&", "||"):
            ty = self.pick(["int", "long"])
        else:
            ty = self.pick(INT_TYPES + FLOAT_TYPES)
        var = self.name("r")
        init = {"+": "0", "*": "1", "max": "-5", "min": "100000", "&": "~0", "|": "0",
                "^": "0", "&&": "1", "||": "0"}[op]
        if ty.startswith("unsigned") and op == "max":
            init = "0"
        i = self.name("i")
        hi, ii = self.loop_header(i, "N")
        elem = f"(int)a[{ii}][{self.pick([0, 1, 5])}]"
        expr = {
            "+": f"{var} += {elem};",
            "*": f"{var} *= ({elem} % 3 == 0 ? 2 : 1);",
            "max": f"{var} = {var} > {elem} ? {var} : {elem};",
            "min": f"{var} = {var} < {elem} ? {var} : {elem};",
            "&": f"{var} &= ~(({ty})1 << ({ii} % 13));",
            "|": f"{var} |= ({ty})1 << ({ii} % 17);",
            "^": f"{var} ^= ({ty}){elem} * 2654435761u;",
            "&&": f"{var} = {var} && ({elem} != 1000);",
            "||": f"{var} = {var} || ({elem} == {self.pick([3, 1000])});",
        }[op]
        if op == "*" and ty in ("int", "float"):
            # 2^16 at most: exact and no overflow.
            expr = f"{var} *= ({ii} % 16 == 0 ? 2 : 1);"
        place = self.pick(["combined", "loop", "construct-gang-vector", "worker"])
        lines = [f"{{ {ty} {var} = {init};"]
        level = self.pick(["gang", "gang vector", "", "worker", "vector", "gang worker vector"])
        if place == "combined":
            lines.append(f"#pragma acc parallel loop {level} reduction({op}:{var})")
            lines.append(f"  {hi}")
            lines.append(f"    {expr}")
        elif place == "loop":
            lines.append(f"#pragma acc parallel reduction({op}:{var})" if self.chance(0.5)
                         else "#pragma acc parallel")
            lines.append("{")
            lines.append(f"#pragma acc loop {level} reduction({op}:{var})")
            lines.append(f"  {hi}")
            lines.append(f"    {expr}")
            lines.append("}")
        elif place == "worker":
            # A gang loop with a worker-level reduction per row.
            j = self.name("j")
            hj, jj = self.loop_header(j, "N")
            lines = [f"{{"]
            lines.append(f"#pragma acc parallel loop gang copyout(d)")
            lines.append(f"  {hi} {{")
            lines.append(f"    {ty} {var} = {init};")
            lines.append(f"#pragma acc loop {self.pick(['worker', 'vector', 'worker vector'])} reduction({op}:{var})")
            lines.append(f"    {hj}")
            lines.append("      " + expr.replace(elem, f"(int)a[{ii}][{jj}]").replace(f"({ii} %", f"({jj} %"))
            lines.append(f"    d[{ii}] = (long long){var};")
            lines.append("  }")
            lines.append("}")
            return lines
        else:
            lines.append(f"#pragma acc kernels loop independent reduction({op}:{var})"
                         if self.chance(0.3) else
                         f"#pragma acc parallel loop gang vector reduction({op}:{var})")
            lines.append(f"  {hi}")
            lines.append(f"    {expr}")
        fmt = "%.1f" if ty in FLOAT_TYPES else "%lld"
        cast = "(double)" if ty in FLOAT_TYPES else "(long long)"
        lines.append(f'  printf("{var} = {fmt}\\n", {cast}{var}); }}')
        return lines

    def privates(self):
        """private and firstprivate scalars and arrays."""
        x, t, arr = self.name("x"), self.name("t"), self.name("p")
        i, j = self.name("i"), self.name("j")
        hi, ii = self.loop_header(i, "N")
        lines = [f"{{ int {x} = {self.r.randrange(1, 9)}; double {t}; int {arr}[4];"]
        where = self.pick(["loop", "construct", "combined"])
        if where == "combined":
            lines.append(f"#pragma acc parallel loop firstprivate({x}) private({t}, {arr}) copy(c[0:N])")
        elif where == "construct":
            lines.append(f"#pragma acc parallel firstprivate({x}) copy(c[0:N])")
            lines.append("{")
            lines.append(f"#pragma acc loop gang private({t}, {arr})")
        else:
            lines.append(f"#pragma acc parallel copy(c[0:N])")
            lines.append("{")
            level = self.pick(["gang vector", "vector", "worker vector"])
            lines.append(f"#pragma acc loop {level} private({t}, {arr})")
        lines.append(f"  {hi} {{")
        lines.append(f"    {t} = a[{ii}][2] * {x};")
        lines.append(f"    for (int {j} = 0; {j} < 4; {j}++) {arr}[{j}] = {ii} + {j} + {x};")
        # (An element the iteration picks: SIMD lanes that shared the copy
        # read another lane's values, at -O3.)
        lines.append(f"    c[{ii}][0] = (long long){t} + {arr}[{ii} % 4] * 100 + {arr}[3];")
        lines.append(f"    c[{ii}][1] = {arr}[0] * 2;")
        lines.append("  }")
        if where != "combined":
            lines.append("}")
        lines.append(f'  printf("{x} = %d\\n", {x}); }}')
        return lines

    def data_region(self):
        """A data region (or enter/exit data) around compute constructs, with
        update."""
        inner = self.elementwise()
        kind = self.pick(["data", "enter", "data-update"])
        if kind == "data":
            return [f"#pragma acc data copyin(a) copy(b, c) create(e)", "{"] + inner + ["}"]
        if kind == "enter":
            return (["#pragma acc enter data copyin(a, b, c) create(e)"] + inner +
                    ["#pragma acc exit data copyout(b, c) delete(a, e)"])
        return (["#pragma acc data copy(a, b, c)", "{",
                 "#pragma acc update device(a[0:N][0:N])"] + inner +
                ["#pragma acc update self(b, c)", "}"])

    def atomic(self):
        kind = self.pick(["update", "capture", "histogram"])
        i = self.name("i")
        hi, ii = self.loop_header(i, "N")
        if kind == "histogram":
            return ["#pragma acc parallel loop copy(h)",
                    f"  {hi} {{",
                    "#pragma acc atomic update",
                    f"    h[(int)(a[{ii}][3]) % 8] += 1;",
                    "  }"]
        if kind == "capture":
            v = self.name("cnt")
            return [f"{{ int {v} = 0;",
                    f"#pragma acc parallel loop copy({v}, h)",
                    f"  {hi} {{",
                    "    int old;",
                    "#pragma acc atomic capture",
                    f"    old = {v}++;",
                    # Which iteration gets which value depends on the
                    # schedule; how many values fall in each class does not.
                    "#pragma acc atomic update",
                    "    h[old % 8] += 1;",
                    "  }",
                    f'  printf("{v} = %d\\n", {v}); }}']
        v = self.name("sum")
        return [f"{{ long {v} = 0;",
                f"#pragma acc parallel loop copy({v})",
                f"  {hi} {{",
                "#pragma acc atomic",
                f"    {v} += (long)a[{ii}][4];",
                "  }",
                f'  printf("{v} = %ld\\n", {v}); }}']

    def kernels_scalar(self):
        flag = self.name("flag")
        i = self.name("i")
        hi, ii = self.loop_header(i, "N")
        return [f"{{ int {flag} = 0;",
                "#pragma acc kernels",
                "{",
                f"  {flag} = 1;",
                "#pragma acc loop independent",
                f"  {hi}",
                f"    b[{ii}][7] = a[{ii}][7] + 1;",
                "}",
                f'  printf("{flag} = %d\\n", {flag}); }}']

    def serial_scan(self):
        i = self.name("i")
        return ["#pragma acc serial copy(d)",
                "{",
                f"  for (int {i} = 1; {i} < N; {i}++) d[{i}] += d[{i} - 1];",
                "}"]

    def block(self):
        kind = self.r.choices(
            ["elementwise", "reduction", "privates", "data", "atomic", "kernels", "serial"],
            weights=[5, 6, 2, 2, 2, 1, 1])[0]
        return {
            "elementwise": self.elementwise,
            "reduction": self.reduction,
            "privates": self.privates,
            "data": self.data_region,
            "atomic": self.atomic,
            "kernels": self.kernels_scalar,
            "serial": self.serial_scan,
        }[kind]()

    def program(self, count=None):
        count = count or self.r.randrange(2, 6)
        return [self.dress(self.block()) for _ in range(count)]

    def dress(self, block):
        """Directive text as programs write it: sometimes a macro holds a
        directive's name and clauses, a comment follows a directive, or a
        blank ends it."""
        out = []
        for line in block:
            if line.startswith("#pragma acc ") and self.chance(0.15):
                macro = self.name("ACC")
                out.append(f"#define {macro} {line[len('#pragma acc '):]}")
                line = f"#pragma acc {macro}"
            if line.startswith("#pragma acc ") and self.chance(0.15):
                line += self.pick([" /* a comment */", " // a comment", " ", "\t"])
            elif line.startswith("#pragma acc ") and self.chance(0.1):
                # Written with the _Pragma operator, directly or through
                # a stringizing macro.
                text = line[len("#pragma "):]
                line = self.pick([f'_Pragma("{text}")', f"ACC_PRAGMA({text})"])
            out.append(line)
        return out


PROLOGUE = f"""#include <stdio.h>
#define N {N}
#define ACC_STRINGIZE(x) #x
#define ACC_PRAGMA(x) _Pragma(ACC_STRINGIZE(x))
double a[N][N], b[N][N];
long long c[N][N], d[N], h[8];
float e[N][N];

static void checksum(const char *after) {{
  double sb = 0;
  long long sc = 0, sd = 0, sh = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {{
      sb += b[i][j] * (1 + (i * 7 + j) % 5);
      sc += c[i][j] * (1 + (i + j * 3) % 7);
    }}
  for (int i = 0; i < N; i++) sd += d[i] * (i + 1);
  for (int i = 0; i < 8; i++) sh += h[i] * (i + 1);
  printf("%s: b %.1f c %lld d %lld h %lld\\n", after, sb, sc, sd, sh);
}}

int main(void) {{
  for (int i = 0; i < N; i++) {{
    d[i] = i % 5;
    for (int j = 0; j < N; j++) {{
      a[i][j] = (i * 31 + j * 17) % 23;
      b[i][j] = 0;
      c[i][j] = 0;
    }}
  }}
"""


def render(blocks):
    body = []
    for index, block in enumerate(blocks):
        body.append(f"  /* block {index} */")
        body.extend("  " + line if not line.startswith("#") else line for line in block)
        body.append(f'  checksum("block {index}");')
    return PROLOGUE + "\n".join(body) + "\n  return 0;\n}\n"


def main():
    seed = int(sys.argv[1])
    blocks = Gen(seed).program()
    if "--blocks" in sys.argv:
        print("\n\n".join("\n".join(b) for b in blocks))
    else:
        sys.stdout.write(render(blocks))


if __name__ == "__main__":
    main()
