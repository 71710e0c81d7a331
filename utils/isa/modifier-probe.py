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

--mods FILE (one modifier per line, or a comma-separated list) probes a group
of modifiers in one pass: each form's statement is repeated once per modifier
(a multi-line statement as a whole), each copy with its own modifier, so ptxas
and ptxlint run once per file for the whole group. When ptxas stops at a fatal
error, the lines after it are checked again in a copy without the mutation
that stopped it (repeated until none is left), not one at a time. --json OUT
writes every (modifier, form) record.

--vector-operand N probes operands instead of modifiers: each scalar register
source operand (the second operand on, one-line statements) of every distinct
mnemonic is written as a {...} of N copies of itself (`neg.bf16x2 %r3, {%r1,
%r1}`), one copy of the statement per operand position (reported as `opK`).
The helper-119 round ran it with N = 2 (ptxas 13.0 reads the first element
in some families: the ISA table's `scalarvec` lines) and N = 3.

--packed-operand N does the same with N fresh registers whose widths sum to
the operand register's declared width (`{%pk3_1_0, %pk3_1_1}` of `.b32` for
a `.b64` register, declared on a line of their own before the statement),
as ptxas takes for st.async's value (the ISA table's `packedvec` lines; the
helper-126 round ran N = 2 and N = 4).

--immediate-first probes `{...}` operands led by an immediate (ptxas types
a source vector by its first element and, after an immediate, checks no
element's size; the helper-134 round). Per source operand position K of
every distinct mnemonic, up to four copies of the statement:
  opK-imm   a `{...}` operand with its first element replaced by 0
  opK-immx  the same with its second element a fresh register of another
            width (.b64 for a 32-bit or narrower element, .b32 for a
            64-bit one)
  opK-pk    a scalar register operand written as {0, %half}, a fresh
            register of half its width (an immediate-led pack)
  opK-pkx   a scalar register operand written as {0, itself}
The helper-141 round ran it over the tcgen05/wgmma/TMA corpus builds and
the cuda::ptx wrappers (docs/testing.md).
--immediate IMM replaces the leading 0 of all four by IMM: a float literal
(0f3F800000, 0d3FF0000000000000) probes float-immediate-led vectors (the
helper-149 round, over the mma/wmma/wgmma/tcgen05 fragment operands).

The helper-90 round ran the 336 most frequent modifiers of the ISA table,
first and last, over the corpus; the helper-91 round the rest, grouped; the
helper-94 round the cuda::ptx wrappers file and the first position of the
cover set with the position-dependent modifiers (docs/testing.md,
docs/ptxas-differences.md).
"""
import argparse, collections, json, os, re, signal, subprocess, sys, tempfile

INS = re.compile(r'^(\s*(?:@!?%?\w+\s+)?)([a-z][a-z0-9_]*)((?:\.[\w:]+)*)(\s.*|;.*)$')


def errors_ptxas(text):
    out = {}
    for x in text.split('\n'):
        m = re.search(r'line (\d+); error\s*:\s*(.*)', x)
        if m:
            out.setdefault(int(m.group(1)), m.group(2))
    return out


def fatal_lines(text):
    return [int(m.group(1)) for m in re.finditer(r'line (\d+); fatal\s*:', text)]


def run_ptxas(a, tgt, path):
    try:
        r = subprocess.run([a.ptxas, '-arch=' + tgt, path, '-o', '/dev/null'],
                           capture_output=True, text=True, timeout=a.timeout)
    except subprocess.TimeoutExpired:
        return None
    return r


def run_ptxlint(a, path):
    l = subprocess.run([a.ptxlint, '--no-analyses', path], capture_output=True, text=True)
    ll = {}
    for x in (l.stdout + l.stderr).split('\n'):
        m = re.match(r'.*?:(\d+):\d+: error: (.*)', x)
        if m:
            ll.setdefault(int(m.group(1)), m.group(2))
    return ll


def retarget_line(l, tgt):
    """--retarget: the module's .target (options after the name kept) and
    .version 9.0, which every late target accepts."""
    if l.startswith('.target'):
        rest = l.split(None, 1)[1] if len(l.split(None, 1)) > 1 else ''
        opts = rest.split(',', 1)[1] if ',' in rest else ''
        return '.target ' + tgt + (',' + opts if opts else '')
    if l.startswith('.version'):
        return '.version 9.0'
    return l


# A scalar register operand: %r12, %rd3, %f1, %fd2, %rs4, %p1, %SP ... (not a
# special register with a component, not a vector, not an address).
SCALAR_REG = re.compile(r'^%[A-Za-z_$][\w$]*$')
SPECIAL = {'%tid', '%ntid', '%laneid', '%warpid', '%nwarpid', '%ctaid', '%nctaid', '%smid', '%nsmid',
           '%gridid', '%clock', '%clock64', '%globaltimer', '%lanemask_eq', '%lanemask_le',
           '%lanemask_lt', '%lanemask_ge', '%lanemask_gt', '%dynamic_smem_size', '%total_smem_size'}
SPECIAL_PREFIX = ('%envreg', '%pm', '%cluster', '%ncluster', '%is_explicit', '%aggr_smem', '%reserved_smem',
                  '%current_graph', '%cta', '%nctarank')


REG_DECL = re.compile(r'^\s*\.reg\s+(\.[a-z0-9]+)\s+([^;]*);')


def type_bits(t):
    """The width of a register type (.b64: 64, .f16x2: 32), None for .pred."""
    m = re.match(r'^\.[a-z]+?(\d+)(x2)?$', t)
    if not m:
        return None
    return int(m.group(1)) * (2 if m.group(2) else 1)


def split_operands(text):
    """Top-level comma-separated operands (commas inside {}, [] or () kept)."""
    out, depth, cur = [], 0, ''
    for ch in text:
        if ch in '{[(':
            depth += 1
        elif ch in '}])':
            depth -= 1
        if ch == ',' and depth == 0:
            out.append(cur)
            cur = ''
        else:
            cur += ch
    out.append(cur)
    return out


def statement_end(lines, i):
    """Index of the line that ends the statement starting at line i (its ';')."""
    for j in range(i, min(i + 40, len(lines))):
        if ';' in lines[j].split('//')[0]:
            return j
    return None


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--ptxlint', default='build/bin/ptxlint')
    ap.add_argument('--ptxas', default='ptxas')
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument('--mod', help='the modifier to insert, e.g. .pred')
    g.add_argument('--mods', help='a group of modifiers: a file, one per line, or a comma-separated list')
    g.add_argument('--packed-operand', type=int, metavar='N',
                   help='write each scalar register source operand as a {...} of N fresh registers '
                        'whose widths sum to its own')
    g.add_argument('--vector-operand', type=int, metavar='N',
                   help='write each scalar register source operand as a {...} of N copies of itself')
    g.add_argument('--immediate-first', action='store_true',
                   help='write each source {...} operand with an immediate first element (and a register '
                        'of another width second), and each scalar register source as {0, r}')
    g.add_argument('--retarget', help='comma-separated targets: probe every distinct form unchanged under '
                   '.target T and .version 9.0 (the late-target probe; no modifier inserted)')
    ap.add_argument('--immediate', default='0',
                    help='with --immediate-first: the leading immediate (default 0; a float literal '
                         'such as 0f3F800000 or 0d3FF0000000000000 probes float-immediate-led vectors)')
    ap.add_argument('--first', action='store_true', help='insert right after the opcode')
    ap.add_argument('--all', action='store_true', help='print agreeing forms too')
    ap.add_argument('--json', help='write every record to this file')
    ap.add_argument('--timeout', type=float, default=120)
    ap.add_argument('--verbose', action='store_true', help='report each file and disagreement on stderr as it comes')
    ap.add_argument('--strip', action='store_true',
                    help='drop the one-line instructions that are not probed (faster on big files)')
    ap.add_argument('files', nargs='+')
    a = ap.parse_args()
    if a.retarget:
        mods = [t for t in a.retarget.split(',') if t]
    elif a.immediate_first:
        mods = ['op%d-%s' % (k, v) for k in range(1, 8) for v in ('imm', 'immx', 'pk', 'pkx')]
    elif a.vector_operand or a.packed_operand:
        mods = ['op%d' % k for k in range(1, 8)]
    elif a.mod:
        mods = [a.mod]
    elif os.path.exists(a.mods):
        mods = [x.strip() for x in open(a.mods) if x.strip() and not x.startswith('#')]
    else:
        mods = [x for x in a.mods.split(',') if x]
    tmp = tempfile.mkdtemp(prefix='modprobe.')
    res = collections.Counter()
    done = {}   # (mod, sig) -> record
    # --retarget probes one target per pass over the files: the target is a
    # property of the whole module, so the targets cannot share one copy.
    opmode = bool(a.vector_operand or a.packed_operand or a.immediate_first)
    passes = [[t] for t in mods] if a.retarget else [mods]
    all_mods = mods
    for path, mods in ((p, m) for m in passes for p in a.files):
        src = open(path).read().split('\n')
        tgt = next((l.split()[1].rstrip(',') for l in src if l.startswith('.target')), None)
        if not tgt:
            continue
        if a.retarget:
            tgt = mods[0]
            src = [retarget_line(l, tgt) for l in src]
        # --packed-operand: each register's declared width (names and
        # parameterized-name prefixes).
        widths, prefixes = {}, {}
        if a.packed_operand or a.immediate_first:
            for l in src:
                d = REG_DECL.match(l)
                if not d:
                    continue
                bits = type_bits(d.group(1))
                for nm in d.group(2).split(','):
                    nm = nm.strip()
                    pm = re.match(r'^(%[\w$]+)<\d+>$', nm)
                    if pm:
                        prefixes[pm.group(1)] = bits
                    elif nm:
                        widths[nm] = bits

        def reg_bits(reg):
            if reg in widths:
                return widths[reg]
            pm = re.match(r'^(%[A-Za-z_$][\w$]*?)\d+$', reg)
            return prefixes.get(pm.group(1)) if pm else None
        def vector_muts(m, sig, seen):
            """--vector-operand: the statement with one scalar register source
            written as {r, r, ...}, per operand position not yet probed."""
            body = m.group(4)
            if ';' not in body:
                return {}
            ops_text, tail = body.split(';', 1)
            ops = split_operands(ops_text)
            muts = {}
            if a.immediate_first:
                return immediate_muts(m, sig, seen, ops, tail)
            for k in range(1, len(ops)):
                md = 'op%d' % k
                reg = ops[k].strip()
                if (not SCALAR_REG.match(reg) or reg in SPECIAL or reg.startswith(SPECIAL_PREFIX)
                        or (md, sig) in done or (md, sig) in seen):
                    continue
                decl = []
                if a.packed_operand:
                    bits = reg_bits(reg)
                    if not bits or bits % a.packed_operand or bits // a.packed_operand < 8:
                        continue
                    name = '%%pk%d_%d_' % (len(seen), k)
                    decl = ['\t.reg .b%d %s<%d>;' % (bits // a.packed_operand, name, a.packed_operand)]
                    elems = [name + str(j) for j in range(a.packed_operand)]
                else:
                    elems = [reg] * a.vector_operand
                seen.add((md, sig))
                new = list(ops)
                lead = ops[k][:len(ops[k]) - len(ops[k].lstrip())]
                new[k] = lead + '{' + ', '.join(elems) + '}'
                muts[md] = decl + [m.group(1) + m.group(2) + m.group(3) + ','.join(new) + ';' + tail]
            return muts

        def immediate_muts(m, sig, seen, ops, tail):
            """--immediate-first: the statement with one source operand led by
            an immediate, per (operand position, variant) not yet probed."""
            muts = {}
            head = m.group(1) + m.group(2) + m.group(3)
            for k in range(1, len(ops)):
                op = ops[k].strip()
                lead = ops[k][:len(ops[k]) - len(ops[k].lstrip())]
                variants = []
                if op.startswith('{') and op.endswith('}'):
                    elems = [x.strip() for x in op[1:-1].split(',')]
                    if not all(SCALAR_REG.match(x) for x in elems):
                        continue
                    variants.append(('imm', [], [a.immediate] + elems[1:]))
                    bits = reg_bits(elems[1]) if len(elems) > 1 else None
                    if bits:
                        other = 32 if bits == 64 else 64
                        name = '%%ix%d_%d' % (len(seen), k)
                        variants.append(('immx', ['\t.reg .b%d %s;' % (other, name)],
                                         [a.immediate, name] + elems[2:]))
                elif SCALAR_REG.match(op) and op not in SPECIAL and not op.startswith(SPECIAL_PREFIX):
                    bits = reg_bits(op)
                    if not bits or bits < 16:
                        continue
                    name = '%%ip%d_%d' % (len(seen), k)
                    variants.append(('pk', ['\t.reg .b%d %s;' % (bits // 2, name)], [a.immediate, name]))
                    variants.append(('pkx', [], [a.immediate, op]))
                for v, decl, new_elems in variants:
                    md = 'op%d-%s' % (k, v)
                    if (md, sig) in done or (md, sig) in seen:
                        continue
                    seen.add((md, sig))
                    new = list(ops)
                    new[k] = lead + '{' + ', '.join(new_elems) + '}'
                    muts[md] = decl + [head + ','.join(new) + ';' + tail]
            return muts

        # The statements to probe: (start, end, sig, mutated lines per modifier).
        def find_picks(src):
            picks, seen = [], set()
            for i, l in enumerate(src):
                if l.lstrip().startswith(('.', '//', '$', '{', '}')) or not l.strip():
                    continue
                m = INS.match(l)
                if not m or not (m.group(3) or opmode):
                    continue
                sig = m.group(2) + m.group(3)
                if opmode:
                    muts = vector_muts(m, sig, seen)
                    if muts:
                        picks.append((i, i, sig, muts))
                    continue
                todo = [md for md in mods if (md, sig) not in done]
                if sig in seen or not todo:
                    continue
                end = statement_end(src, i)
                if end is None:
                    continue
                seen.add(sig)
                parts = ''.join(re.findall(r'\.[\w:]+', m.group(3)))
                muts = {}
                for md in todo:
                    if a.retarget:
                        muts[md] = src[i:end + 1]
                        continue
                    mm = (md + parts) if a.first else (parts + md)
                    muts[md] = [m.group(1) + m.group(2) + mm + m.group(4)] + src[i + 1:end + 1]
                picks.append((i, end, sig, muts))
            return picks
        picks = find_picks(src)
        if picks and a.strip:
            # Drop the one-line instruction statements that are not probed:
            # ptxas checks each statement alone, and big files (the cuda::ptx
            # wrappers) cost seconds per run otherwise.
            keep = {p[0] for p in picks}
            src = [l for i, l in enumerate(src)
                   if i in keep or not (INS.match(l) and l.rstrip().endswith(';')
                                        and not l.lstrip().startswith(('.', '//', '$', '{', '}')))]
            picks = find_picks(src)
        if not picks:
            continue

        def build(active):
            """The file with every (pick, mod) in `active` inserted; returns the
            text and a map from output line (1-based) to (pick index, mod)."""
            out, where = [], {}
            starts = {p[0]: k for k, p in enumerate(picks)}
            i = 0
            while i < len(src):
                k = starts.get(i)
                if k is None:
                    out.append(src[i])
                    i += 1
                    continue
                s, e, sig, muts = picks[k]
                used = False
                for md, block in muts.items():
                    if (k, md) not in active:
                        continue
                    used = True
                    for x in block:
                        out.append(x)
                        where[len(out)] = (k, md)
                if not used and not a.retarget:
                    out.extend(src[s:e + 1])
                i = e + 1
            return '\n'.join(out), where

        verdict = {}  # (k, md) -> (ptxas rejects, ptxas msg, ptxlint rejects, ptxlint msg)
        queue = [{(k, md) for k, p in enumerate(picks) for md in p[3]}]
        runs = 0
        while queue and runs < 400:
            pending = queue.pop()
            runs += 1
            text, where = build(pending)
            out = os.path.join(tmp, 'mut.ptx')
            open(out, 'w').write(text)
            r = run_ptxas(a, tgt, out)
            ll = run_ptxlint(a, out)
            first_line = {}
            for ln, key in sorted(where.items()):
                first_line.setdefault(key, ln)
            perkey_l = collections.defaultdict(str)
            for ln, key in where.items():
                if ln in ll and not perkey_l[key]:
                    perkey_l[key] = ll[ln]
            if r is None:
                stderr, crashed = '', True
            else:
                stderr = r.stderr
                # A signal, or an exit without ptxas's closing line: ptxas crashed
                # after the errors it printed.
                crashed = r.returncode < 0 or r.returncode > 128 or (
                    r.returncode != 0 and 'aborted' not in stderr and 'fatal' not in stderr)
            pl = errors_ptxas(stderr)
            fat = fatal_lines(stderr)
            if fat:
                cut = min(fat)
            elif crashed:
                cut = max([ln for ln in pl if ln in where] or [0])
            else:
                cut = 1 << 30
            fkey = where.get(cut) if fat else None
            perkey_p = collections.defaultdict(str)
            for ln, key in where.items():
                if ln in pl and not perkey_p[key]:
                    perkey_p[key] = pl[ln]
            nxt = set()
            for key in pending:
                ln = first_line[key]
                if key == fkey:
                    msg = next((x for x in stderr.split('\n') if 'fatal' in x), '')
                    verdict[key] = (True, 'fatal: ' + msg[-80:], bool(perkey_l[key]), perkey_l[key])
                elif ln > cut or (crashed and not fat and ln == cut and not perkey_p[key]):
                    nxt.add(key)
                # (Before a crash, an unreported line counts as accepted: ptxas
                # reports as it parses, and what ptxlint rejects there is
                # assembled alone below anyway.)
                else:
                    verdict[key] = (bool(perkey_p[key]), perkey_p[key], bool(perkey_l[key]), perkey_l[key])
            if nxt == pending:
                # No progress (a crash or a fatal error outside the probed
                # lines): split the set, down to single insertions.
                if len(pending) == 1:
                    (key,) = pending
                    why = 'ptxas crash' if crashed else 'fatal at unprobed line %d' % cut
                    verdict[key] = (None, why, bool(perkey_l[key]), perkey_l[key])
                    continue
                order = sorted(pending, key=lambda k: first_line[k])
                h = len(order) // 2
                queue.append(set(order[h:]))
                queue.append(set(order[:h]))
            elif nxt:
                queue.append(nxt)
        for key in set().union(*queue) if queue else ():
            verdict.setdefault(key, (None, 'not run', False, ''))
        # Confirm alone what ptxlint rejects and ptxas did not report.
        for key, v in list(verdict.items()):
            if v[0] is False and v[2]:
                text, _ = build({key})
                o1 = os.path.join(tmp, 'one.ptx')
                open(o1, 'w').write(text)
                r1 = run_ptxas(a, tgt, o1)
                if r1 is not None and r1.returncode != 0:
                    verdict[key] = (True, r1.stderr.strip().split('\n')[0][-70:], v[2], v[3])
        if a.verbose:
            print('modifier-probe: %s: %d insertions, %d ptxas runs' % (os.path.basename(path), len(verdict), runs),
                  file=sys.stderr, flush=True)
        for (k, md), v in verdict.items():
            sig = picks[k][2]
            if v[0] is None:
                key = 'error'
            else:
                key = 'agree' if v[0] == v[2] else ('OVER' if v[2] else 'MISS')
            res[key] += 1
            done[(md, sig)] = dict(result=key, mod=md, sig=sig, ptxas_rejects=v[0], ptxas=v[1][:90],
                                   ptxlint=v[3][:90], file=os.path.basename(path), target=tgt,
                                   line=src[picks[k][0]].strip()[:160])
            if a.verbose and key != 'agree':
                print(key, 'ptxas-rej' if v[0] else 'ptxas-acc', md, sig, '|', v[1][:70], '|', v[3][:70], '|',
                      os.path.basename(path), file=sys.stderr, flush=True)
    where = 'unchanged' if a.retarget else 'first' if a.first else 'last'
    what = ('%d targets' % len(all_mods)) if a.retarget else (a.mod or '%d modifiers' % len(all_mods))
    print('modifier-probe: %s %s: %d forms, %d agree, %d OVER, %d MISS, %d errors' %
          (what, where, sum(res.values()), res['agree'], res['OVER'],
           res['MISS'], res['error']))
    for key, v in sorted(done.items()):
        if v['result'] != 'agree' or a.all:
            print(v['result'], 'ptxas-rej' if v['ptxas_rejects'] else 'ptxas-acc', v['mod'], v['sig'], '|',
                  v['ptxas'][:70], '|', v['ptxlint'][:70], '|', v['file'])
    if a.json:
        with open(a.json, 'w') as f:
            json.dump(dict(first=a.first, records=list(done.values())), f)
    return 1 if res['OVER'] or res['MISS'] else 0


if __name__ == '__main__':
    sys.exit(main())
