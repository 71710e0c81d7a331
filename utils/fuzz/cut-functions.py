#!/usr/bin/env python3
"""Cuts PTX modules into one small module per function, as fuzz seeds.

    utils/fuzz/cut-functions.py [--max-bytes N] [--every K] -o DIR FILE.ptx...

Each function definition of FILE (a `.entry` or a `.func` with a body)
becomes DIR/STEM.N.ptx: the module's header (`.version`, `.target`,
`.address_size`), its module-scope variables, a prototype of every other
`.func` it defines (so that calls still resolve) and that one body. The DWARF
sections, `.file` and `.loc` lines and comments are dropped (they make -G
builds ten times larger and the fuzzers cut inputs at -max_len). Pieces over
--max-bytes (default 8192, the fuzzers' -max_len) are skipped. --every K keeps
every K-th input file only.

The labelled corpus's whole modules are large; its functions one by one are
small, valid (what nvcc wrote) and reach the analyses, which is what a seed
for the lint fuzzer needs (docs/testing.md, "Fuzzing").
"""
import argparse
import os
import re
import sys


def strip(text):
    out = []
    depth_section = 0
    for line in text.splitlines():
        s = line.strip()
        if depth_section:
            depth_section += s.count('{') - s.count('}')
            continue
        if s.startswith('.section'):
            depth_section = s.count('{') - s.count('}')
            if depth_section == 0 and '{' not in s:
                depth_section = 1  # the brace is on the next line
            continue
        if s.startswith('//') or re.match(r'\.(loc|file)\s', s):
            continue
        # no DWARF left for the debug target to describe
        out.append(re.sub(r'^(\s*\.target\b[^/]*?),\s*debug\b', r'\1', line))
    return '\n'.join(out) + '\n'


def items(text):
    """Module-scope items: (kind, text) in order, kind 'fn' for a body."""
    res, cur, depth = [], [], 0
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        cur.append(c)
        if c == '"':  # strings do not nest braces
            j = text.find('"', i + 1)
            j = n - 1 if j < 0 else j
            cur.append(text[i + 1:j + 1])
            i = j + 1
            continue
        if c == '{':
            depth += 1
        elif c == '}':
            depth -= 1
            if depth == 0:
                t = ''.join(cur).strip()
                # `.global .u32 a[2] = {1, 2};` is a variable, not a body
                head = t[:t.find('{')]
                if re.search(r'\.(entry|func)\b', head) and '=' not in head:
                    res.append(('fn', t))
                    cur = []
        elif c == ';' and depth == 0:
            t = ''.join(cur).strip()
            if t:
                res.append(('decl', t))
            cur = []
        i += 1
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('-o', required=True)
    ap.add_argument('--max-bytes', type=int, default=8192)
    ap.add_argument('--every', type=int, default=1)
    ap.add_argument('files', nargs='+')
    a = ap.parse_args()
    os.makedirs(a.o, exist_ok=True)
    written = 0
    for k, path in enumerate(sorted(a.files)):
        if k % a.every:
            continue
        with open(path, encoding='utf-8', errors='replace') as f:
            text = strip(f.read())
        header = [l for l in text.splitlines()
                  if re.match(r'\s*\.(version|target|address_size)\b', l)]
        its = items('\n'.join(l for l in text.splitlines() if l not in header))
        decls = [t for kind, t in its if kind == 'decl']
        fns = [t for kind, t in its if kind == 'fn']
        protos = {}
        for t in fns:
            head = t[:t.find('{')]
            m = re.search(r'\.func\b(?:\s*\([^)]*\))?\s*([\w$%]+)', head)
            if m and not any(re.search(r'\b%s\b' % re.escape(m.group(1)), d) for d in decls):
                head = t[:t.find('{')].strip()
                # performance directives between the parameters and the body
                # do not belong to a prototype
                protos[t] = re.sub(r'\s*\.(maxnreg|noreturn|pragma)\b[^\n]*$', '', head,
                                   flags=re.M) + ';'
        # A callee whose body is in another piece is declared `.extern`: a
        # non-extern declaration without a definition is an error to ptxas.
        def extern(d):
            if not re.search(r'\.func\b', d.split('(')[0]):
                return d
            return '.extern ' + re.sub(r'^\s*(\.(visible|weak|extern)\s+)*', '', d)
        decls = [extern(d) for d in decls]
        protos = {f2: extern(p) for f2, p in protos.items()}
        stem = os.path.splitext(os.path.basename(path))[0]
        for n, t in enumerate(fns):
            body = '\n'.join(header) + '\n\n'
            m = re.search(r'\.func\b(?:\s*\([^)]*\))?\s*([\w$%]+)', t[:t.find('{')])
            own = m.group(1) if m else None
            # not the piece's own function: its declaration came before it
            body += '\n'.join(d for d in decls
                               if not (own and re.search(r'\.func\b', d.split('(')[0])
                                       and re.search(r'\b%s\b' % re.escape(own), d))) + '\n'
            body += '\n'.join(p for f2, p in protos.items() if f2 is not t) + '\n'
            body += t + '\n'
            if len(body.encode()) > a.max_bytes:
                continue
            with open(os.path.join(a.o, '%s.%d.ptx' % (stem, n)), 'w') as f:
                f.write(body)
            written += 1
    print('%d pieces' % written, file=sys.stderr)


if __name__ == '__main__':
    main()
