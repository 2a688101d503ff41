#!/usr/bin/env python3
"""Differential testing of accc's C layouts and initializers.

Random records (nested structs and unions, anonymous members, arrays,
bit-fields of every width, unnamed and zero-width ones, packed records,
_Bool and long double members) and random initializers for them
(designators with nested paths and GNU ranges, positional elements with
elided braces, overriding), each used for globals and for locals; the
program prints every member, then operates on the locals' bit-fields
(compound assignment, ++/--, assignment values) and prints the results.
Each program is built by clang-22 and by accc at -O0 and at -O2 and the
outputs compared (-O2 with -O2: LLVM's optimizer reads some values that
C leaves undefined, such as x87 denormals made of another member's bytes,
differently from the hardware, the same way for both).

    c_layout.py --seed 1 --count 100 [--accc target/debug/accc] [--out DIR]

Exit status: 0 if every output agrees, 1 otherwise (the programs that
differ are kept in --out).
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.structs = []   # (name, union, fields, packed)
        self.n = 0
        self.unions = 0     # how many unions the record being made is in
    def scalar_type(self):
        types = ['char', 'signed char', 'unsigned char', 'short', 'unsigned short', 'int',
                 'unsigned', 'long', 'unsigned long', 'float', 'double', 'long double']
        # A _Bool in a union reads another member's bytes: undefined unless
        # they are 0 or 1.
        if not self.unions:
            types.append('_Bool')
        return self.r.choice(types)
    def new_name(self, p):
        self.n += 1
        return f"{p}{self.n}"
    def gen_type(self, depth):
        # returns type descriptor
        k = self.r.random()
        if depth > 2 or k < 0.45:
            return ('scalar', self.scalar_type())
        if k < 0.65:
            return ('array', self.r.randint(1, 4), self.gen_type(depth + 1))
        return self.gen_record(depth + 1, self.r.random() < 0.3)
    def gen_record(self, depth, union):
        name = self.new_name('U' if union else 'S')
        self.unions += union
        fields = []
        for i in range(self.r.randint(1, 5)):
            r = self.r.random()
            if r < 0.3 and not union or r < 0.15:
                bases = ['int', 'unsigned', 'long', 'unsigned long', 'char', 'unsigned char', 'short', 'long long']
                base = self.r.choice(bases + ([] if self.unions else ['_Bool']))
                maxw = {'int': 32, 'unsigned': 32, 'long': 64, 'unsigned long': 64, 'char': 8, 'unsigned char': 8, 'short': 16, '_Bool': 1, 'long long': 64}[base]
                if self.r.random() < 0.15:
                    fields.append({'name': None, 'type': ('bitfield', base, self.r.randint(0, maxw))})
                else:
                    fields.append({'name': f"f{i}", 'type': ('bitfield', base, self.r.randint(1, maxw))})
            elif r < 0.4 and depth < 3:
                inner = self.gen_record(depth + 1, self.r.random() < 0.5)
                fields.append({'name': None, 'type': inner, 'anon': True})
            else:
                fields.append({'name': f"f{i}", 'type': self.gen_type(depth)})
        packed = self.r.random() < 0.15
        self.unions -= union
        self.structs.append((name, union, fields, packed))
        return ('record', name, union, fields)
    def decl(self, t, name):
        if t[0] == 'scalar': return f"{t[1]} {name}"
        if t[0] == 'array':
            return self.decl(t[2], f"{name}[{t[1]}]")
        if t[0] == 'record':
            return f"{'union' if t[2] else 'struct'} {t[1]} {name}"
    def record_def(self, name, union, fields, packed):
        out = f"{'union' if union else 'struct'} {'__attribute__((packed)) ' if packed else ''}{name} {{\n"
        for f in fields:
            t = f['type']
            if t[0] == 'bitfield':
                out += f"  {t[1]} {f['name'] or ''} : {t[2]};\n"
            elif f.get('anon'):
                out += f"  {'union' if t[2] else 'struct'} {{\n"
                for g in t[3]:
                    gt = g['type']
                    if gt[0] == 'bitfield':
                        gn = (g['name'] + '_' + t[1]) if g['name'] else ''
                        out += f"    {gt[1]} {gn} : {gt[2]};\n"
                    elif g.get('anon'):
                        out += "    int anon_skip_" + str(self.r.randint(0, 10**6)) + ";\n"
                    else:
                        out += f"    {self.decl(gt, g['name'] + '_' + t[1])};\n"
                out += "  };\n"
            else:
                out += f"  {self.decl(t, f['name'])};\n"
        return out + "};\n"
    def value(self, t):
        if t[0] in ('scalar',):
            ty = t[1]
            if ty in ('float', 'double'):
                return self.r.choice(['1.5', '-2.25', '3', '0.1', '1e10'])
            if ty == 'long double':
                return self.r.choice(['0.1L', '-1.25L', '7', '1e100L'])
            if ty == '_Bool': return self.r.choice(['0', '1', '5'])
            return str(self.r.randint(-300, 300))
        if t[0] == 'bitfield':
            return str(self.r.randint(-(1 << 10), 1 << 10))
        return None
    def init(self, t, depth=0):
        # returns initializer text for type t
        if t[0] in ('scalar', 'bitfield'):
            v = self.value(t)
            return '{' + v + '}' if self.r.random() < 0.05 else v
        if t[0] == 'array':
            n, et = t[1], t[2]
            items = []
            for i in range(self.r.randint(0, n)):
                if self.r.random() < 0.3:
                    idx = self.r.randint(0, n - 1)
                    items.append(f"[{idx}] = {self.init_braced(et, depth)}")
                else:
                    items.append(self.init_braced(et, depth) if et[0] not in ('scalar',) else self.init(et, depth))
            return '{' + ', '.join(items) + '}'
        if t[0] == 'record':
            fields = t[3]
            named = [f for f in fields if f['name'] and not f.get('anon')]
            items = []
            if t[2]:  # union
                if named and self.r.random() < 0.7:
                    f = self.r.choice(named)
                    items.append(f".{f['name']} = {self.init_braced(f['type'], depth)}")
                elif fields and fields[0]['name'] and not fields[0].get('anon'):
                    items.append(self.init_braced(fields[0]['type'], depth))
            else:
                for i in range(self.r.randint(0, 4)):
                    if named and self.r.random() < 0.6:
                        f = self.r.choice(named)
                        path, ft = self.path(f['type'])
                        items.append(f".{f['name']}{path} = {self.init_braced(ft, depth)}")
                    else:
                        # positional: a scalar value (may elide braces) if the next field is scalar-ish
                        items.append(str(self.r.randint(-5, 5)))
            return '{' + ', '.join(items) + '}'
    def path(self, t):
        # a random designator continuation into t: (text, subobject type)
        if self.r.random() < 0.5:
            return '', t
        if t[0] == 'array':
            i = self.r.randint(0, t[1] - 1)
            if self.r.random() < 0.3 and t[1] > 1 and t[2][0] == 'scalar':
                j = self.r.randint(i, t[1] - 1)
                return f"[{i} ... {j}]", t[2]
            rest, rt = self.path(t[2])
            return f"[{i}]" + rest, rt
        if t[0] == 'record':
            named = [f for f in t[3] if f['name'] and not f.get('anon')]
            if not named: return '', t
            f = self.r.choice(named)
            rest, rt = self.path(f['type'])
            return f".{f['name']}" + rest, rt
        return '', t
    def init_braced(self, t, depth):
        if t[0] in ('scalar', 'bitfield'):
            return self.init(t, depth)
        return self.init(t, depth + 1)
    def printer(self, t, expr, out, indent='  '):
        if t[0] == 'scalar':
            ty = t[1]
            if ty in ('float', 'double'): out.append(f'{indent}printf("%s=%.17g\\n", "{expr}", (double)({expr}));')
            elif ty == 'long double': out.append(f'{indent}printf("%s=%.21Lg\\n", "{expr}", {expr});')
            else: out.append(f'{indent}printf("%s=%lld\\n", "{expr}", (long long)({expr}));')
        elif t[0] == 'array':
            for i in range(t[1]):
                self.printer(t[2], f"{expr}[{i}]", out, indent)
        elif t[0] == 'record':
            for f in t[3]:
                ft = f['type']
                if ft[0] == 'bitfield':
                    if f['name']:
                        out.append(f'{indent}printf("%s=%lld\\n", "{expr}.{f["name"]}", (long long)({expr}.{f["name"]}));')
                elif f.get('anon'):
                    for g in ft[3]:
                        gt = g['type']
                        if g.get('anon') or not g['name']: continue
                        gname = g['name'] + '_' + ft[1]
                        if gt[0] == 'bitfield':
                            out.append(f'{indent}printf("%s=%lld\\n", "{expr}.{gname}", (long long)({expr}.{gname}));')
                        else:
                            self.printer(gt, f"{expr}.{gname}", out, indent)
                else:
                    self.printer(ft, f"{expr}.{f['name']}", out, indent)

def bitfield_paths(t, expr, out):
    if t[0] == 'array':
        for i in range(t[1]):
            bitfield_paths(t[2], f"{expr}[{i}]", out)
    elif t[0] == 'record':
        for f in t[3]:
            ft = f['type']
            if ft[0] == 'bitfield' and f['name']:
                out.append((f"{expr}.{f['name']}", ft))
            elif f.get('anon'):
                for g in ft[3]:
                    gt = g['type']
                    if g.get('anon') or not g['name']: continue
                    gname = g['name'] + '_' + ft[1]
                    if gt[0] == 'bitfield':
                        out.append((f"{expr}.{gname}", gt))
                    else:
                        bitfield_paths(gt, f"{expr}.{gname}", out)
            elif ft[0] != 'bitfield':
                bitfield_paths(ft, f"{expr}.{f['name']}", out)

def program(seed):
    g = Gen(seed)
    tops = [g.gen_record(0, g.r.random() < 0.2) for _ in range(3)]
    out = ['#include <stdio.h>', '#include <string.h>']
    for s in g.structs:
        out.append(g.record_def(*s))
    inits = []
    for i, t in enumerate(tops):
        for k in range(2):
            inits.append((t, f"g{i}_{k}", g.init(t)))
    for t, n, text in inits:
        out.append(f"{g.decl(t, n)} = {text};")
    out.append('static void bytes(const char *n, const void *p, size_t s) { const unsigned char *b = p; printf("%s:", n); for (size_t i = 0; i < s; i++) printf("%02x", b[i]); printf("\\n"); }')
    out.append('int main(void) {')
    for t, n, text in inits:
        out.append(f"  printf(\"sizeof {n} %zu\\n\", sizeof({n}));")
        g.printer(t, n, out)
        out.append(f"  {{ {g.decl(t, 'l_' + n)} = {text};")
        g.printer(t, 'l_' + n, out, '    ')
        paths = []
        bitfield_paths(t, 'l_' + n, paths)
        for path, bt in paths:
            for _ in range(3):
                ops = ['^= 0x15', '|= 6', '&= ~2', '>>= 1', '= -7', '= 1234567']
                if bt[2] <= 28:
                    # int arithmetic that cannot overflow (UB) on these widths
                    ops += ['+= 3', '-= 5', '*= -3', '++', '--', 'pre++', 'pre--', '= x.y']
                op = g.r.choice(ops)
                if op == 'pre++': e = f"++{path}"
                elif op == 'pre--': e = f"--{path}"
                elif op in ('++', '--'): e = f"{path}{op}"
                elif op == '= x.y': e = f"{path} = {path} + {path}"
                else: e = f"{path} {op}"
                out.append(f'    printf("%s -> %lld", "{e}", (long long)({e})); printf(" now %lld\\n", (long long)({path}));')
        out.append("  }")
    out.append('  return 0;\n}')
    return '\n'.join(out)



def build_and_run(compiler, flags, source, exe):
    built = subprocess.run([compiler, *flags, "-w", source, "-o", exe],
                           capture_output=True, text=True, timeout=300)
    if built.returncode != 0:
        return None, built.stderr
    ran = subprocess.run([exe], capture_output=True, text=True, timeout=60)
    return ran.stdout, ran.stderr


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    # The accc on PATH (the test suite puts the freshly built one first),
    # else the debug build.
    default_accc = shutil.which("accc") or os.path.join(here, "..", "..", "target", "debug", "accc")
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--accc", default=default_accc)
    parser.add_argument("--clang", default="clang-22")
    parser.add_argument("--out", default=None)
    args = parser.parse_args()
    out = args.out or tempfile.mkdtemp(prefix="c-layout-")
    os.makedirs(out, exist_ok=True)
    findings = 0
    work = tempfile.mkdtemp(prefix="c-layout-work-")
    for seed in range(args.seed, args.seed + args.count):
        source = os.path.join(work, f"p{seed}.c")
        with open(source, "w") as f:
            f.write(program(seed))
        for level in ("-O0", "-O2"):
            ref, error = build_and_run(args.clang, [level], source, source + ".ref")
            if ref is None:
                break  # a program clang rejects (a generator limit)
            got, error = build_and_run(args.accc, [level], source, source + ".acc")
            if got != ref:
                findings += 1
                kept = os.path.join(out, f"p{seed}.c")
                shutil.copy(source, kept)
                what = "accc fails" if got is None else "outputs differ"
                print(f"seed {seed} {level}: {what}: {kept}", flush=True)
                if got is None:
                    print(error, flush=True)
                break
    shutil.rmtree(work, ignore_errors=True)
    print(f"{args.count} programs, {findings} finding(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
