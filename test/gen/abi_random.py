#!/usr/bin/env python3
"""Writes test/Exec/C/abi-random.c and its inputs (Inputs/abi-random.h,
Inputs/abi-random-callee.c): random structs, unions, arrays in structs,
packed structs and _Complex values passed to and returned from functions
(bit-fields and long double among their members) with random mixes of
scalar parameters, so that the x86-64 System V
classification, the coercions and the register counting of accc meet
clang-22's on shapes nobody wrote by hand.

The test compiles the caller file with accc and the callee file with
clang-22 and the reverse (each side also calls the other through function
pointers), and compares what each build prints with the all-clang build.
Every value printed is a checksum of the fields a function received (the
bytes of unions), so a wrong coercion, a register read from the wrong
place or a missing extension shows as a difference; and the LLVM IR
declarations of the callees that accc and clang give are compared type for
type.

The generator is deterministic (a fixed seed); change SEED or COUNT to
explore, keep the committed output stable.

Usage: test/gen/abi_random.py [--seed N] [--count N] [--out DIR]
"""

import argparse
import os
import random

SEED = 2024
COUNT = 72

# (C type, kind): kind is 'int', 'float', 'bool' or 'ptr'.
SCALARS = [
    ("char", "int"),
    ("signed char", "int"),
    ("unsigned char", "int"),
    ("short", "int"),
    ("unsigned short", "int"),
    ("int", "int"),
    ("unsigned", "int"),
    ("long", "int"),
    ("unsigned long", "int"),
    ("float", "float"),
    ("double", "float"),
    ("_Bool", "bool"),
    ("int *", "ptr"),
    ("float _Complex", "complex"),
    ("double _Complex", "complex"),
    ("long double", "float"),
]
# Bit-field types and their widths.
BIT_FIELD_TYPES = [("int", 32), ("unsigned", 32), ("long", 64), ("unsigned long", 64),
                   ("char", 8), ("unsigned char", 8), ("short", 16), ("_Bool", 1)]
# What the declaration comparison drops: attributes that carry no ABI, the
# names of byval/sret types.
NORMALIZE = (
    "s/ #[0-9]+$//; s/ ?noundef//g; s/dead_on_unwind writable //g; "
    "s/ (byval|sret)\\([^)]*\\)/ \\1(T)/g"
)
SMALL = ["char", "signed char", "unsigned char", "short", "unsigned short", "_Bool"]


class Gen:
    def __init__(self, rng, complex_ok):
        self.rng = rng
        self.complex_ok = complex_ok
        self.aggregates = []  # (name, kind, fields, packed)
        self.scalars = [s for s in SCALARS if complex_ok or s[1] != "complex"]

    def scalar(self):
        # Mostly the types that make the interesting small aggregates.
        if self.rng.random() < 0.5:
            return self.rng.choice(["float", "float", "double", "int", "char", "short"])
        return self.rng.choice(self.scalars)[0]

    def field_type(self, depth):
        r = self.rng.random()
        if r < 0.12:
            ty, bits = self.rng.choice(BIT_FIELD_TYPES)
            # Sometimes an unnamed one, zero-width or not (padding).
            width = self.rng.randint(1, bits)
            if self.rng.random() < 0.15:
                return ("unnamed", ty, self.rng.choice([0, width]))
            return ("bitfield", ty, width)
        if r < 0.65 or depth >= 2:
            return ("scalar", self.scalar())
        if r < 0.82:
            element = self.rng.choice(
                [s for s in self.scalars if s[1] in ("int", "float")]
            )[0]
            return ("array", element, self.rng.choice([1, 2, 2, 3, 4]))
        return ("agg", self.aggregate(depth + 1))

    def aggregate(self, depth=0):
        name = f"a{len(self.aggregates)}"
        union = self.rng.random() < 0.18
        packed = not union and self.rng.random() < 0.12
        count = self.rng.choice([1, 2, 3] if union else [1, 1, 2, 2, 2, 3, 3, 4])
        self.aggregates.append(None)
        index = len(self.aggregates) - 1
        fields = [self.field_type(depth) for _ in range(count)]
        if union:
            # Unions of scalars and arrays (their bytes are compared).
            fields = [f if f[0] not in ("agg", "unnamed") else ("scalar", "long") for f in fields]
        # Over-aligned fields and structs (padding inside an eightbyte).
        aligns = [
            self.rng.choice([8, 16])
            if not union and f[0] not in ("bitfield", "unnamed") and self.rng.random() < 0.08
            else 0
            for f in fields
        ]
        aligned = 16 if not union and self.rng.random() < 0.05 else 0
        self.aggregates[index] = (
            name,
            "union" if union else "struct",
            fields,
            packed,
            aligns,
            aligned,
        )
        return name

    def declaration(self, agg):
        name, kind, fields, packed, aligns, aligned = agg
        lines = []
        for i, f in enumerate(fields):
            if f[0] == "unnamed":
                lines.append(f"  {f[1]} : {f[2]};")
                continue
            # (GNU's attribute: it never lowers a field's alignment.)
            aligned_field = f" __attribute__((aligned({aligns[i]})))" if aligns[i] else ""
            lines.append(f"  {self.c_type(f)} f{i}{self.suffix(f)}{aligned_field};")
        attributes = []
        if packed:
            attributes.append("packed")
        if aligned:
            attributes.append(f"aligned({aligned})")
        attribute = f" __attribute__(({', '.join(attributes)}))" if attributes else ""
        return f"typedef {kind}{attribute} {name} {{\n" + "\n".join(lines) + f"\n}} {name};\n"

    def c_type(self, f):
        if f[0] == "scalar":
            return f[1]
        if f[0] == "array":
            return f[1]
        return f[1]

    def suffix(self, f):
        if f[0] == "bitfield":
            return f" : {f[2]}"
        return f"[{f[2]}]" if f[0] == "array" else ""

    def kind_of(self, c):
        return dict(SCALARS)[c]

    def fill_body(self, agg):
        name, kind, fields = agg[:3]
        if kind == "union":
            return (
                "  unsigned char *b = (unsigned char *)x;\n"
                "  for (unsigned i = 0; i < sizeof *x; i++)\n"
                "    b[i] = (unsigned char)(s * 29u + i * 13u + 1u);\n"
            )
        out = []
        for i, f in enumerate(fields):
            if f[0] == "unnamed":
                continue
            if f[0] == "bitfield":
                out.append(f"  x->f{i} = ({f[1]})(({'s + ' + str(i) + 'u'}) * 2654435761u);")
                continue
            if f[0] == "scalar":
                out.append(f"  x->f{i} = {self.value(f[1], f's + {i}u')};")
            elif f[0] == "array":
                out.append(
                    f"  for (unsigned i = 0; i < {f[2]}; i++) x->f{i}[i] = {self.value(f[1], f's + {i}u + i * 5u')};"
                )
            else:
                out.append(f"  fill_{f[1]}(&x->f{i}, s * 3u + {i}u);")
        return "\n".join(out) + "\n"

    def value(self, c, seed):
        k = self.kind_of(c)
        if k == "int":
            return f"({c})(({seed}) * 2654435761u)"
        if k == "float":
            return f"({c})((int)(({seed}) * 37u % 1001u) - 500) / 8"
        if k == "complex":
            base = "float" if c.startswith("float") else "double"
            return (
                f"({c})((({base})((int)(({seed}) * 37u % 1001u) - 500) / 8) + "
                f"(({base})((int)(({seed}) * 53u % 997u) - 400) / 4) * __builtin_complex(({base})0, ({base})1))"
            )
        if k == "bool":
            return f"(({seed}) & 1u)"
        return f"&pool[({seed}) % 16u]"

    def sum_body(self, agg):
        name, kind, fields = agg[:3]
        if kind == "union":
            return (
                "  const unsigned char *b = (const unsigned char *)x;\n"
                "  double h = 0;\n"
                "  for (unsigned i = 0; i < sizeof *x; i++) h += b[i] * (i + 1.0);\n"
                "  return h;\n"
            )
        out = ["  double h = 0;"]
        for i, f in enumerate(fields):
            w = i + 1
            if f[0] == "unnamed":
                continue
            if f[0] == "bitfield":
                out.append(f"  h += (double)x->f{i} * {w};")
                continue
            if f[0] == "scalar":
                out.append(f"  h += {self.scalar_sum(f[1], f'x->f{i}')} * {w};")
            elif f[0] == "array":
                out.append(
                    f"  for (unsigned i = 0; i < {f[2]}; i++) h += {self.scalar_sum(f[1], f'x->f{i}[i]')} * ({w} + i);"
                )
            else:
                out.append(f"  h += sum_{f[1]}(&x->f{i}) * {w};")
        out.append("  return h;")
        return "\n".join(out) + "\n"

    def scalar_sum(self, c, e):
        k = self.kind_of(c)
        if k == "ptr":
            return f"(double)*{e}"
        if k == "complex":
            return f"((double)__real__ {e} + 3 * (double)__imag__ {e})"
        return f"(double){e}"


def function(gen, k):
    rng = gen.rng
    params = []
    for _ in range(rng.randint(1, 9)):
        r = rng.random()
        if r < 0.5:
            params.append(rng.choice(gen.names))
        elif r < 0.62:
            params.append("double")
        elif r < 0.74:
            params.append("int")
        else:
            params.append(gen.scalar())
    r = rng.random()
    if r < 0.12:
        result = "void"
    elif r < 0.35:
        result = gen.scalar()
    else:
        result = rng.choice(gen.names)
    return result, params


def is_aggregate(gen, t):
    return t in gen.names


def callee_body(gen, k, result, params):
    lines = ["  double h = 0;"]
    for i, p in enumerate(params):
        if is_aggregate(gen, p):
            lines.append(f"  h += sum_{p}(&p{i}) * {i + 1};")
            lines.append(f"  fill_{p}(&p{i}, 999u);")
        else:
            lines.append(f"  h += {gen.scalar_sum(p, f'p{i}')} * {i + 1};")
    lines.append(f'  printf("%s {k} %.17g\\n", who, h);')
    if result == "void":
        pass
    elif is_aggregate(gen, result):
        lines.append(f"  {result} r;")
        lines.append("  __builtin_memset(&r, 0, sizeof r);")
        lines.append(f"  fill_{result}(&r, (unsigned)(long)h + {k}u);")
        lines.append("  return r;")
    else:
        kind = gen.kind_of(result)
        if kind == "int":
            lines.append(f"  return ({result})((long)h * 3 + {k});")
        elif kind == "float":
            lines.append(f"  return ({result})(h / 2);")
        elif kind == "complex":
            lines.append(f"  return ({result})(h / 2) + ({result})__builtin_complex(0.0, 1.0) * {k};")
        elif kind == "bool":
            lines.append("  return ((long)h & 1) != 0;")
        else:
            lines.append(f"  return &pool[{k % 16}];")
    return "\n".join(lines)


def signature(name, result, params):
    ps = ", ".join(f"{p} p{i}" for i, p in enumerate(params))
    return f"{result} {name}({ps})"


def pointer_type(result, params, name):
    return f"{result} (*{name})({', '.join(params)})"


def arguments_setup(gen, k, params, seed):
    lines = []
    for i, p in enumerate(params):
        if is_aggregate(gen, p):
            lines.append(f"  {p} p{i};")
            lines.append(f"  __builtin_memset(&p{i}, 0, sizeof p{i});")
            lines.append(f"  fill_{p}(&p{i}, {seed} + {i}u);")
        elif p in SMALL:
            # Computed from a value the optimizer cannot see: the register
            # keeps high bits that only the extension clears.
            lines.append(f"  {p} p{i} = ({p})(vseed * {i + 7}u + {k}u);")
        else:
            lines.append(f"  {p} p{i} = {gen.value(p, f'{seed} + {i}u')};")
    return lines


def result_print(gen, k, result, label):
    if result == "void":
        return []
    if is_aggregate(gen, result):
        return [f'  printf("{label} {k} %.17g\\n", sum_{result}(&r));']
    return [f'  printf("{label} {k} %.17g\\n", {gen.scalar_sum(result, "r")});']


def generate(seed, count, complex_ok=True):
    rng = random.Random(seed)
    gen = Gen(rng, complex_ok)
    for _ in range(max(8, count // 3)):
        gen.aggregate()
    gen.names = [a[0] for a in gen.aggregates]
    functions = [function(gen, k) for k in range(count)]

    header = [
        "// Generated by test/gen/abi_random.py; edit the script, not this file.",
        "// Types and helpers shared by test/Exec/C/abi-random.c and",
        "// Inputs/abi-random-callee.c (each compiles its own copy of the helpers).",
        "#include <stdio.h>",
        '#pragma clang diagnostic ignored "-Waddress-of-packed-member"',
        "",
        "static int pool[16] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3};",
        "static volatile unsigned vseed = 0x9e3779b9u;",
        "",
    ]
    # A nested aggregate is made after the one that holds it: declared first.
    for agg in reversed(gen.aggregates):
        header.append(gen.declaration(agg))
    for agg in reversed(gen.aggregates):
        name = agg[0]
        header.append(f"static void fill_{name}({name} *x, unsigned s) {{\n{gen.fill_body(agg)}}}")
        header.append(f"static double sum_{name}(const {name} *x) {{\n{gen.sum_body(agg)}}}")
    header.append("")
    for k, (result, params) in enumerate(functions):
        header.append(signature(f"f{k}", result, params) + ";")
        header.append(f"void drive{k}({pointer_type(result, params, 'fp')});")

    callee = [
        "// Generated by test/gen/abi_random.py; edit the script, not this file.",
        "// The callees of test/Exec/C/abi-random.c, and drivers that call that",
        "// file's functions through pointers.",
        '#include "abi-random.h"',
        "",
    ]
    for k, (result, params) in enumerate(functions):
        callee.append(signature(f"f{k}", result, params) + " {")
        callee.append('  const char *who = "f";')
        callee.append(callee_body(gen, k, result, params))
        callee.append("}")
        callee.append(f"void drive{k}({pointer_type(result, params, 'fp')}) {{")
        callee.extend(arguments_setup(gen, k, params, f"{k * 17 + 5}u"))
        call = f"fp({', '.join(f'p{i}' for i in range(len(params)))})"
        if result == "void":
            callee.append(f"  {call};")
        else:
            callee.append(f"  {result} r = {call};")
        callee.extend(result_print(gen, k, result, "drive"))
        callee.append("}")
    main = [
        "// Generated by test/gen/abi_random.py; edit the script, not this file.",
        "// Random aggregates and scalars by value between objects built by accc",
        "// and by clang-22 (see the script): this file calls",
        "// Inputs/abi-random-callee.c's functions directly and through pointers,",
        "// and that file calls this file's through pointers; built both ways,",
        "// optimized, each build prints what the all-clang build prints.",
        "//",
        "// RUN: clang-22 -O2 -c %S/Inputs/abi-random-callee.c -o %t.callee.clang.o",
        "// RUN: accc -O2 %s %t.callee.clang.o -o %t.accc-caller",
        "// RUN: %t.accc-caller > %t.accc-caller.out",
        "// RUN: accc -O2 -c %S/Inputs/abi-random-callee.c -o %t.callee.accc.o",
        "// RUN: clang-22 -O2 %s %t.callee.accc.o -o %t.accc-callee",
        "// RUN: %t.accc-callee > %t.accc-callee.out",
        "// RUN: clang-22 -O0 %s %S/Inputs/abi-random-callee.c -o %t.ref",
        "// RUN: %t.ref > %t.ref.out",
        "// RUN: diff %t.ref.out %t.accc-caller.out",
        "// RUN: diff %t.ref.out %t.accc-callee.out",
        "// The declarations of the callees are clang's, type for type (without",
        "// what carries no ABI: noundef, dead_on_unwind writable, type names).",
        "// RUN: clang-22 -w -S -emit-llvm -O0 %s -o - | grep -E '^declare .*@f[0-9]' \\",
        "// RUN:   | sed -E '" + NORMALIZE + "' | sort > %t.decl.clang",
        "// RUN: accc -w -S -emit-llvm -O0 %s -o - | grep -E '^declare .*@f[0-9]' \\",
        "// RUN:   | sed -E '" + NORMALIZE + "' | sort > %t.decl.accc",
        "// RUN: diff %t.decl.clang %t.decl.accc",
        '#include "Inputs/abi-random.h"',
        "",
    ]
    for k, (result, params) in enumerate(functions):
        main.append("static " + signature(f"m{k}", result, params) + " {")
        main.append('  const char *who = "m";')
        main.append(callee_body(gen, k, result, params))
        main.append("}")
        main.append(f"static void call{k}(void) {{")
        main.extend(arguments_setup(gen, k, params, f"{k * 13 + 1}u"))
        args = ", ".join(f"p{i}" for i in range(len(params)))
        if result == "void":
            main.append(f"  f{k}({args});")
        else:
            main.append(f"  {result} r = f{k}({args});")
        main.extend(result_print(gen, k, result, "call"))
        main.append(f"  {pointer_type(result, params, 'volatile fp')} = f{k};")
        if result == "void":
            main.append(f"  fp({args});")
        else:
            main.append(f"  r = fp({args});")
        main.extend(result_print(gen, k, result, "pointer"))
        # The callee changed its copies only.
        checks = []
        for i, p in enumerate(params):
            if is_aggregate(gen, p):
                checks.append(f"sum_{p}(&p{i})")
            else:
                checks.append(gen.scalar_sum(p, f"p{i}"))
        main.append(f'  printf("args {k} %.17g\\n", {" + ".join(checks)});')
        main.append(f"  drive{k}(m{k});")
        main.append("}")
    main.append("int main(void) {")
    for k in range(count):
        main.append(f"  call{k}();")
    main.append("  return 0;")
    main.append("}")
    return "\n".join(header) + "\n", "\n".join(callee) + "\n", "\n".join(main) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--count", type=int, default=COUNT)
    parser.add_argument("--no-complex", action="store_true")
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--out", default=os.path.join(here, "..", "Exec", "C"))
    args = parser.parse_args()
    header, callee, main_file = generate(args.seed, args.count, not args.no_complex)
    inputs = os.path.join(args.out, "Inputs")
    os.makedirs(inputs, exist_ok=True)
    with open(os.path.join(inputs, "abi-random.h"), "w") as f:
        f.write(header)
    with open(os.path.join(inputs, "abi-random-callee.c"), "w") as f:
        f.write(callee)
    with open(os.path.join(args.out, "abi-random.c"), "w") as f:
        f.write(main_file)


if __name__ == "__main__":
    main()
