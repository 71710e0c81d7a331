#!/usr/bin/env python3
"""modifier-probe.py: insert one modifier into every distinct instruction form
of a set of PTX files and compare ptxas's and ptxlint's verdict per line.

For each distinct mnemonic (opcode plus modifiers) of the files, its first
occurrence gets MOD inserted (after the last modifier, or with --first right
after the opcode); all insertions of a file go into one copy, which ptxas and
ptxlint each check once; error lines are compared. A line that ptxas did not
report (it may have stopped at a fatal error) but ptxlint did is assembled
alone to confirm. Prints a summary and the disagreements:

  OVER  ptxas accepts, ptxlint rejects        MISS  ptxas rejects, ptxlint accepts

  utils/isa/modifier-probe.py --ptxlint build/bin/ptxlint --mod .pred DIR/*.ptx
  for m in .uni .any .bf16; do utils/isa/modifier-probe.py --mod $m --first ...; done

The helper-90 round ran every modifier of the ISA table, first and last, over
the corpus (docs/ptxas-differences.md).
"""
import argparse, collections, os, re, signal, subprocess, sys, tempfile

INS = re.compile(r'^(\s*(?:@!?%?\w+\s+)?)([a-z][a-z0-9_]*)((?:\.[\w:]+)*)(\s.*|;.*)$')


def errors_ptxas(text):
    out = {}
    for x in text.split('\n'):
        m = re.search(r'line (\d+); error\s*:\s*(.*)', x)
        if m:
            out.setdefault(int(m.group(1)), m.group(2))
    return out


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--ptxlint', default='build/bin/ptxlint')
    ap.add_argument('--ptxas', default='ptxas')
    ap.add_argument('--mod', required=True, help='the modifier to insert, e.g. .pred')
    ap.add_argument('--first', action='store_true', help='insert right after the opcode')
    ap.add_argument('--all', action='store_true', help='print agreeing forms too')
    ap.add_argument('files', nargs='+')
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix='modprobe.')
    res = collections.Counter()
    done = {}
    for path in a.files:
        src = open(path).read().split('\n')
        lines = list(src)
        tgt = next((l.split()[1].rstrip(',') for l in lines if l.startswith('.target')), None)
        if not tgt:
            continue
        changed = {}
        for i, l in enumerate(lines):
            if l.lstrip().startswith(('.', '//', '$', '{', '}')) or not l.strip():
                continue
            m = INS.match(l)
            if not m or not m.group(3):
                continue
            sig = m.group(2) + m.group(3)
            if sig in done or sig in changed.values():
                continue
            parts = re.findall(r'\.[\w:]+', m.group(3))
            mods = (a.mod + ''.join(parts)) if a.first else (''.join(parts) + a.mod)
            lines[i] = m.group(1) + m.group(2) + mods + m.group(4)
            changed[i + 1] = sig
        if not changed:
            continue
        out = os.path.join(tmp, 'mut.ptx')
        open(out, 'w').write('\n'.join(lines))
        r = subprocess.run([a.ptxas, '-arch=' + tgt, out, '-o', '/dev/null'], capture_output=True, text=True)
        pl = errors_ptxas(r.stderr)
        l = subprocess.run([a.ptxlint, '--no-analyses', out], capture_output=True, text=True)
        ll = {}
        for x in (l.stdout + l.stderr).split('\n'):
            m = re.match(r'.*?:(\d+):\d+: error: (.*)', x)
            if m:
                ll.setdefault(int(m.group(1)), m.group(2))
        fatal = [int(m.group(1)) for m in re.finditer(r'line (\d+); fatal', r.stderr)]
        cut = min(fatal) if fatal else 1 << 30
        for ln, sig in changed.items():
            p, q = ln in pl, ln in ll
            if ln > cut or (p != q and not p):
                one = list(src)
                one[ln - 1] = lines[ln - 1]
                o1 = os.path.join(tmp, 'one.ptx')
                open(o1, 'w').write('\n'.join(one))
                r1 = subprocess.run([a.ptxas, '-arch=' + tgt, o1, '-o', '/dev/null'], capture_output=True, text=True)
                p = r1.returncode != 0
                if p:
                    pl[ln] = r1.stderr.strip().split('\n')[0][-70:]
            key = 'agree' if p == q else ('OVER' if q else 'MISS')
            res[key] += 1
            done[sig] = (key, p, pl.get(ln, '')[:70], ll.get(ln, '')[:70], os.path.basename(path))
    print('modifier-probe: %s %s: %d forms, %d agree, %d OVER, %d MISS' %
          (a.mod, 'first' if a.first else 'last', sum(res.values()), res['agree'], res['OVER'], res['MISS']))
    for sig, v in sorted(done.items()):
        if v[0] != 'agree' or a.all:
            print(v[0], 'ptxas-rej' if v[1] else 'ptxas-acc', sig, '|', v[2], '|', v[3], '|', v[4])
    return 1 if res['OVER'] or res['MISS'] else 0


if __name__ == '__main__':
    sys.exit(main())
