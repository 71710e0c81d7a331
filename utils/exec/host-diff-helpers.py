#!/usr/bin/env python3
"""host-diff-helpers.py: which inline-PTX helper of a host-diff program differs?

host-diff.py (and a GPU recording of its programs) says which output word of a
program differs; the word is usually the end of a long expression. Each
program's single-instruction helpers (`HD T Xn(...)`: inline PTX on the device,
a reference expression on the host) are where ptxlint and the reference can
part, so this runs every helper alone on the arguments the host reference saw:

  1. the program is rebuilt for the host with each helper's reference
     expression logging its arguments and result, and run on the program's
     inputs (in.bin, acc.bin of the work directory);
  2. for each helper whose device side returns the instruction's result as it
     is, a one-instruction kernel runs the helper's PTX text in
     `ptxlint run` over those argument tuples (one thread each);
  3. every result that differs is printed with its arguments.

    host-diff-helpers.py --ptxlint build/bin/ptxlint WORKDIR

WORKDIR is a program directory of `host-diff.py --work W` (W/p<seed>-<arch>-
<mode>: k.cu, in.bin, acc.bin; mismatching programs are kept, or all with
--keep). Helpers whose device side post-processes the result (a NaN or zero
canonicalisation such as cz16x2) are listed as skipped. --ignore-nan leaves out
results where both sides are NaN of the helper's width (host-diff's outputs
canonicalise NaN, so those rarely matter). Exit 1 when a helper differs.
"""

import argparse
import importlib.util
import os
import re
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

HELPER = re.compile(r'HD (\w+) (X\d+)\(([^)]*)\) \{\n#ifdef __CUDA_ARCH__\n(.*?)#else\n  return (.*?);\n#endif',
                    re.S)
PLAIN = re.compile(r'  (\w+) D; asm\("(.*?)" : "=(\w)"\(D\)(?: : (.*?))?\);\n  return D;\n$', re.S)
# asm constraint -> (PTX register prefix, ld/st type, bytes)
REG = {'r': ('%r', 'u32', 4), 'h': ('%rs', 'u16', 2), 'l': ('%rd', 'u64', 8), 'f': ('%f', 'f32', 4),
       'd': ('%fd', 'f64', 8)}

LOG_PRELUDE = '''#include <cstdio>
#include <cstring>
#include <cstdint>
template <class T> unsigned long long hdh_bits(T v) {
  unsigned long long r = 0;
  memcpy(&r, &v, sizeof(T) < 8 ? sizeof(T) : 8);
  return r;
}
'''


def host_diff_module():
    spec = importlib.util.spec_from_file_location('host_diff', os.path.join(HERE, 'host-diff.py'))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def logging_source(src, helpers):
    """src with every helper's host expression logging its arguments and result."""
    out = src
    for rt, name, params, _, expr in helpers:
        names = [p.split()[-1] for p in params.split(',') if p.strip()]
        old = '  return %s;\n#endif' % expr
        new = ('  { auto R_ = %s; fprintf(stderr, "%s%s -> %%llx\\n"%s, hdh_bits(R_)); return R_; }\n#endif'
               % (expr, name, ''.join(' %llx' for _ in names), ''.join(', hdh_bits(%s)' % n for n in names)))
        start = out.index('HD %s %s(' % (rt, name))
        at = out.index(old, start)
        out = out[:at] + new + out[at + len(old):]
    return LOG_PRELUDE + out


def kernel_ptx(asm, dcons, cons):
    """A kernel running the helper's PTX once per thread on 8-byte argument
    slots (64 bytes a thread) and storing its result in 8 bytes."""
    lines = ['.version 8.7', '.target sm_90', '.address_size 64',
             '.visible .entry k(.param .u64 pin, .param .u64 pout)', '{',
             '.reg .b32 %r<8>; .reg .b64 %rd<16>; .reg .b16 %rs<8>; .reg .f32 %f<8>; .reg .f64 %fd<8>;',
             'ld.param.u64 %rd1, [pin]; ld.param.u64 %rd2, [pout];', 'mov.u32 %r7, %tid.x;',
             'mul.wide.u32 %rd3, %r7, 64;', 'add.u64 %rd4, %rd1, %rd3;',
             'mul.wide.u32 %rd5, %r7, 8;', 'add.u64 %rd6, %rd2, %rd5;']
    ops = []
    for k, c in enumerate(cons):
        prefix, ty, _ = REG[c]
        reg = '%s%d' % (prefix, k + 8 if c == 'l' else k + 1)
        lines.append('ld.global.%s %s, [%%rd4+%d];' % (ty, reg, 8 * k))
        ops.append(reg)
    prefix, ty, _ = REG[dcons]
    dreg = prefix + ('15' if dcons == 'l' else '6')
    body = re.sub(r'%(\d)', lambda m: dreg if m.group(1) == '0' else ops[int(m.group(1)) - 1], asm)
    lines.append(body.replace('%%', '%').replace('\\n', '\n').replace('\\t', '\t'))
    lines += ['st.global.%s [%%rd6], %s;' % (ty, dreg), 'ret;', '}', '']
    return '\n'.join(lines)


def is_nan(v, nbytes):
    if nbytes == 8:
        return (v >> 52) & 0x7ff == 0x7ff and v & ((1 << 52) - 1)
    if nbytes == 4:
        return (v >> 23) & 0xff == 0xff and v & ((1 << 23) - 1)
    return (v >> 10) & 0x1f == 0x1f and v & 0x3ff


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--ptxlint', required=True)
    ap.add_argument('--ignore-nan', action='store_true')
    ap.add_argument('--limit', type=int, default=8, help='differences shown per helper')
    ap.add_argument('workdir')
    args = ap.parse_args()
    d = args.workdir
    src = open(os.path.join(d, 'k.cu')).read()
    helpers = HELPER.findall(src)
    tmp = tempfile.mkdtemp(prefix='hdh-')
    cu = os.path.join(tmp, 'k.cu')
    with open(cu, 'w') as f:
        f.write(logging_source(src, helpers))
    hd = host_diff_module()
    err = hd.host_build(tmp, open(cu).read(), hd.cuda_include_flags(tmp))
    if err:
        print(err)
        return 2
    p = subprocess.run([os.path.join(tmp, 'host'), os.path.join(d, 'in.bin'), os.path.join(d, 'acc.bin'),
                        os.devnull, os.devnull, os.devnull], capture_output=True, text=True)
    calls = {}
    for line in p.stderr.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[0].startswith('X') and parts[-2] == '->':
            calls.setdefault(parts[0], set()).add(tuple(int(x, 16) for x in parts[1:-2] + parts[-1:]))
    checked, skipped, differing = [], [], 0
    for rt, name, params, dev, expr in helpers:
        if name not in calls:
            continue
        m = PLAIN.match(dev)
        if not m:
            skipped.append(name)
            continue
        _, asm, dcons, ins = m.groups()
        cons = re.findall(r'"(\w)"\(', ins or '')
        rows = sorted(calls[name])
        with open(os.path.join(tmp, 'x.ptx'), 'w') as f:
            f.write(kernel_ptx(asm, dcons, cons))
        with open(os.path.join(tmp, 'x.in'), 'wb') as f:
            for row in rows:
                f.write(b''.join(struct.pack('<Q', a & (2**64 - 1)) for a in row[:-1]).ljust(64, b'\0'))
        q = subprocess.run([args.ptxlint, 'run', os.path.join(tmp, 'x.ptx'), '--kernel', 'k', '--grid', '1',
                            '--block', str(len(rows)), '--arg', 'in:' + os.path.join(tmp, 'x.in'),
                            '--arg', 'out:%d:%s' % (8 * len(rows), os.path.join(tmp, 'x.out')), '-w'],
                           capture_output=True, text=True)
        if q.returncode:
            print('%s: ptxlint run failed: %s' % (name, (q.stdout + q.stderr).strip()[:400]))
            differing += 1
            continue
        checked.append(name)
        out = open(os.path.join(tmp, 'x.out'), 'rb').read()
        nbytes = REG[dcons][2]
        mask = (1 << (8 * nbytes)) - 1
        shown = 0
        for i, row in enumerate(rows):
            got = struct.unpack_from('<Q', out, 8 * i)[0] & mask
            exp = row[-1] & mask
            if got == exp or (args.ignore_nan and is_nan(got, nbytes) and is_nan(exp, nbytes)):
                continue
            differing += 1
            if shown < args.limit:
                shown += 1
                print('%s `%s` (%s): host %x, ptxlint %x' % (
                    name, asm, ' '.join('%x' % a for a in row[:-1]), exp, got))
    print('host-diff-helpers: %d helpers run, %d skipped (device side post-processes: %s), %d differing results'
          % (len(checked), len(skipped), ' '.join(skipped) or '-', differing))
    return 1 if differing else 0


if __name__ == '__main__':
    sys.exit(main())
