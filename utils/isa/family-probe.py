#!/usr/bin/env python3
"""family-probe.py: compare ptxas's and ptxlint's verdicts on generated
modifier combinations of instruction families, per target and PTX version.

Each family is a list of dimensions (modifier slots, each a list of choices,
the first being the default) and a function that writes the statement for one
choice per dimension (or None where the combination cannot be written, e.g.
a vector type without a vector destination). The probe writes every
combination in which at most --depth dimensions (default 2) leave their
default, plus --sample random deeper ones (seeded), one statement per line in
one kernel per (target, version), runs ptxas and ptxlint once per file and
compares error lines. Where they disagree, or where ptxas stopped at a fatal
error, the statement is assembled alone (ptxas reports some errors only for a
file without others); a ptxas crash alone counts as a rejection (ptxlint
refuses what crashes ptxas). A target/version pair that ptxas refuses for an
empty kernel (sm_100a before PTX ISA 8.6 ...) is skipped.

  OVER  ptxas accepts, ptxlint rejects        MISS  ptxas rejects, ptxlint accepts

  utils/isa/family-probe.py --ptxlint build/bin/ptxlint --family ld,st
  utils/isa/family-probe.py --family cvt --targets sm_90a,sm_100a --versions 8.7,9.0 --show 40

--list prints the families. --json OUT writes every record. Exit status 1
when a statement disagrees.
"""
import argparse, collections, itertools, json, os, random, re, subprocess, sys, tempfile

TARGETS = ['sm_75', 'sm_80', 'sm_90', 'sm_90a', 'sm_100a', 'sm_103a', 'sm_120a']
VERSIONS = ['7.8', '8.0', '8.5', '8.7', '8.8', '9.0']

DECLS = """\t.reg .b32 %r<12>;
\t.reg .b64 %rd<12>;
\t.reg .b16 %rs<12>;
\t.reg .f32 %f<12>;
\t.reg .f64 %fd<12>;
\t.reg .pred %p<4>;
\t.reg .b8 %rb<12>;
"""
DECL128 = "\t.reg .b128 %rq<4>;\n"

# Registers for a type's destination/source, by width.
REG = {8: '%rs', 16: '%rs', 32: '%r', 64: '%rd', 128: '%rq'}


def bits(t):
    t = t.lstrip('.')
    if t == 'pred':
        return 1
    m = re.search(r'(\d+)(x(\d+))?$', t)
    if not m:
        return None
    return int(m.group(1)) * (int(m.group(3)) if m.group(3) else 1)


def reg_of(t, k=1):
    t = t.lstrip('.')
    b = bits(t)
    if t == 'f32':
        return '%%f%d' % k
    if t == 'f64':
        return '%%fd%d' % k
    return '%s%d' % (REG[b if b in REG else 32], k)


def vec_of(t, vec, k=1):
    n = int(vec[2:]) if vec else 1
    if n == 1:
        return reg_of(t, k)
    return '{' + ', '.join(reg_of(t, k + i) for i in range(n)) + '}'


def J(*parts):
    return ''.join(p for p in parts if p)


# ---------------------------------------------------------------------------
# Families: name -> (dimensions, writer). A writer gets a dict of choices.

SEM_LD = ['', '.weak', '.volatile', '.relaxed.gpu', '.acquire.gpu', '.relaxed.cta', '.acquire.sys',
          '.relaxed.cluster', '.mmio.relaxed.sys', '.relaxed', '.volatile.gpu']
SEM_ST = ['', '.weak', '.volatile', '.relaxed.gpu', '.release.gpu', '.relaxed.cta', '.release.sys',
          '.relaxed.cluster', '.mmio.relaxed.sys', '.release', '.volatile.sys']
SPACES = ['', '.global', '.shared', '.shared::cta', '.shared::cluster', '.local', '.const', '.param']
L1 = ['', '.L1::evict_normal', '.L1::evict_unchanged', '.L1::evict_first', '.L1::evict_last', '.L1::no_allocate']
L2E = ['', '.L2::evict_first', '.L2::evict_last', '.L2::evict_normal']
PF = ['', '.L2::64B', '.L2::128B', '.L2::256B']
COP_LD = ['', '.ca', '.cg', '.cs', '.lu', '.cv']
COP_ST = ['', '.wb', '.cg', '.cs', '.wt']
VT = ['.b32', '.v2.b32', '.v4.b32', '.v8.b32', '.v2.b64', '.v4.b64', '.v8.f32', '.u8', '.v8.b16', '.b128',
      '.v2.f64', '.v4.f32', '.f16', '.v2.b128']


def split_vt(vt):
    p = vt.split('.')[1:]
    return ('.' + p[0], '.' + p[1]) if len(p) == 2 else ('', '.' + p[0])


def w_ld(c, op='ld'):
    vec, t = split_vt(c['vt'])
    if t == '.f16':
        return None
    d = vec_of(t, vec)
    hint = ', %rd2' if c['hint'] else ''
    addr = '[%rd1]' + c['unified']
    return '%s%s%s%s%s%s%s%s%s%s %s, %s%s;' % (op, c['sem'], c['space'], c['nc'], c['cop'], c['l1'], c['l2'],
                                                c['hint'], c['pf'], c['vt'], d, addr, hint)


def w_st(c):
    vec, t = split_vt(c['vt'])
    if t == '.f16':
        return None
    s = vec_of(t, vec)
    hint = ', %rd2' if c['hint'] else ''
    return 'st%s%s%s%s%s%s%s [%%rd1], %s%s;' % (c['sem'], c['space'], c['cop'], c['l1'], c['l2'], c['hint'],
                                                c['vt'], s, hint)


def w_ldu(c):
    vec, t = split_vt(c['vt'])
    if t == '.f16':
        return None
    return 'ldu%s%s%s %s, [%%rd1];' % (c['space'], c['pf'], c['vt'], vec_of(t, vec))


def w_prefetch(c):
    tail = ', %rd2' if c['hint'] else ''
    return 'prefetch%s%s%s%s [%%rd1]%s;' % (c['space'], c['level'], c['hint'], c['tensormap'], tail)


ATOM_OPS = ['.add', '.exch', '.cas', '.min', '.max', '.and', '.inc']
ATOM_T = ['.f32', '.u32', '.b32', '.f16', '.f16x2', '.bf16', '.bf16x2', '.f64', '.b64', '.u64', '.b128', '.s32']
ATOM_SEM = ['', '.relaxed', '.acquire', '.release', '.acq_rel', '.sc']
SCOPE = ['', '.cta', '.cluster', '.gpu', '.sys']
ATOM_SPACE = ['', '.global', '.shared', '.shared::cta', '.shared::cluster', '.local']
VEC = ['', '.v2', '.v4', '.v8']


def atom_val(t, vec, k):
    if t in ('.f16', '.bf16'):
        r = '%%rs%d' % k
    elif t in ('.f16x2', '.bf16x2'):
        r = '%%r%d' % k
    else:
        r = reg_of(t, k)
    n = int(vec[2:]) if vec else 1
    if n == 1:
        return r
    base = re.match(r'(%[a-z]+)(\d+)', r)
    return '{' + ', '.join('%s%d' % (base.group(1), k + i) for i in range(n)) + '}'


def w_atom(c, red=False):
    t, vec, o = c['type'], c['vec'], c['op']
    d = atom_val(t, vec, 1)
    b = atom_val(t, vec, 5 if not vec else 3)
    ops = ([] if red else [d]) + ['[%rd1]', b]
    if o == '.cas':
        if red:
            return None
        ops.append(atom_val(t, vec, 7 if not vec else 5))
    if c['hint']:
        ops.append('%rd2')
    name = 'red' if red else 'atom'
    return '%s%s%s%s%s%s%s%s%s %s;' % (name, c['sem'], c['scope'], c['space'], o, c['noftz'], c['hint'],
                                       vec, t, ', '.join(ops))


CVT_FMT = ['.e2m1x2', '.e3m2x2', '.e2m3x2', '.ue8m0x2', '.e4m3x2', '.e5m2x2', '.s2f6x2', '.e2m1x4', '.f16x2',
           '.bf16x2', '.tf32', '.f32', '.f16']
CVT_SRC = ['.f32', '.f16x2', '.bf16x2', '.e2m1x2', '.e3m2x2', '.e2m3x2', '.ue8m0x2', '.e4m3x2', '.e5m2x2', '.s2f6x2']


def cvt_reg(t, role):
    if t in ('.e2m1x2',):
        return '%rb' + ('1' if role == 'd' else '5')
    if t in ('.e4m3x2', '.e5m2x2', '.e3m2x2', '.e2m3x2', '.ue8m0x2', '.s2f6x2', '.f16'):
        return '%rs' + ('1' if role == 'd' else '5')
    if t == '.e2m1x4':
        return '%rs' + ('1' if role == 'd' else '5')
    if t == '.f32':
        return '%f' + ('1' if role == 'd' else '5')
    return '%r' + ('1' if role == 'd' else '5')


def w_cvt(c):
    d, a = c['dst'], c['src']
    if a == '.f32' and d in ('.f32', '.f16'):
        pass
    srcs = [cvt_reg(a, 'a')]
    if a == '.f32' and d not in ('.f32', '.tf32', '.f16'):
        srcs = ['%f5', '%f6']
        if d == '.e2m1x4':
            srcs = ['%f5', '%f6', '%f7', '%f8']
    tail = ', %r9' if c['rs'] == '.rs' else ''
    if c['rs'] == '.rs':
        srcs = ['%f5', '%f6', '%f7', '%f8'] if a == '.f32' else srcs
    return 'cvt%s%s%s%s%s%s %s, %s%s;' % (c['rnd'], c['sat'], c['relu'], c['satfinite2'], d, a,
                                           cvt_reg(d, 'd') if not (c['rs'] == '.rs' and d in ('.e4m3x2', '.e5m2x2', '.e2m1x4', '.e2m3x2', '.e3m2x2', '.bf16x2', '.f16x2')) else (
                                               '%r1' if d in ('.f16x2', '.bf16x2') else '%rs1'),
                                           ', '.join(srcs), tail)


FENCE = ['fence', 'membar', 'fence.proxy', 'fence.op_restrict', 'fence.sync_restrict', 'fence.mbarrier_init',
         'fence.proxy.tensormap::generic.release', 'fence.proxy.tensormap::generic.acquire']
FENCE_SEM = ['', '.sc', '.acq_rel', '.acquire', '.release', '.mbarrier_init', '.relaxed']
FENCE_SCOPE = ['', '.cta', '.cluster', '.gpu', '.sys', '.gl']
FENCE_PROXY = ['', '.alias', '.async', '.async.global', '.async.shared::cta', '.async.shared::cluster',
               '.tensormap::generic', '.shared::cta', '.shared::cluster', '.async::generic.acquire.sync_restrict::shared::cluster']


def w_fence(c):
    base = c['base']
    extra = ''
    if base.startswith('fence.proxy.tensormap'):
        extra = ' [%rd1], 128'
    return J(base, c['sem'], c['proxy'], c['scope']) + extra + ';'


CPB_DIR = ['.shared::cluster.global', '.shared::cta.global', '.global.shared::cta', '.shared::cluster.shared::cta',
           '.global.shared::cluster']
CPB_COMP = ['', '.mbarrier::complete_tx::bytes', '.bulk_group']


def w_cpbulk(c):
    d = c['dir']
    ops = ['[%rd1]', '[%rd2]', '%r1']
    if c['comp'] == '.mbarrier::complete_tx::bytes':
        ops.append('[%rd3]')
    if c['mc']:
        ops.append('%rs1')
    if c['hint']:
        ops.append('%rd4')
    if c['cp_mask']:
        ops.append('%rs2')
    return 'cp.async.bulk%s%s%s%s%s%s %s;' % (d, c['comp'], c['mc'], c['cta_group'], c['hint'], c['cp_mask'],
                                               ', '.join(ops))


CPR_OP = ['.add', '.min', '.max', '.inc', '.dec', '.and', '.or', '.xor']
CPR_T = ['.u32', '.s32', '.u64', '.s64', '.b32', '.b64', '.f32', '.f64', '.f16', '.bf16', '.noftz.f16',
         '.noftz.bf16']
CPR_DIR = ['.shared::cluster.shared::cta.mbarrier::complete_tx::bytes', '.global.shared::cta.bulk_group']


def w_cpreduce(c):
    ops = ['[%rd1]', '[%rd2]', '%r1']
    if 'mbarrier' in c['dir']:
        ops.append('[%rd3]')
    if c['hint']:
        if 'mbarrier' in c['dir']:
            ops.append('%rd4')
        else:
            ops.append('%rd4')
    return 'cp.reduce.async.bulk%s%s%s%s %s;' % (c['dir'], c['hint'], c['op'], c['type'], ', '.join(ops))


TENS_DIR = ['.shared::cluster.global', '.shared::cta.global', '.global.shared::cta']
TENS_DIM = ['.1d', '.2d', '.3d', '.5d']
TENS_LOAD = ['', '.tile', '.im2col', '.tile::gather4', '.im2col::w', '.tile::scatter4']


def w_tensor(c):
    dim = int(c['dim'][1])
    coords = '{' + ', '.join('%%r%d' % (i + 1) for i in range(dim)) + '}'
    load = c['dir'] != '.global.shared::cta'
    ops = ['[%rd1, ' + coords + ']', '[%rd2]'] if not load else ['[%rd2]', '[%rd1, ' + coords + ']']
    if load:
        comp = '.mbarrier::complete_tx::bytes'
        ops.append('[%rd3]')
    else:
        comp = '.bulk_group'
    if load and c['mode'].startswith('.im2col') and dim >= 3:
        ops.append('{%rs1}' if c['mode'] == '.im2col' else '{%rs1, %rs2}')
    if c['mc'] and load:
        ops.append('%rs3')
    if c['hint']:
        ops.append('%rd4')
    return 'cp.async.bulk.tensor%s%s%s%s%s%s%s %s;' % (c['dim'], c['dir'], c['mode'], comp, c['mc'],
                                                       c['cta_group'], c['hint'], ', '.join(ops))


FAMILIES = {
    'ld': ([('sem', SEM_LD), ('space', SPACES), ('nc', ['', '.nc']), ('cop', COP_LD), ('l1', L1), ('l2', L2E),
            ('hint', ['', '.L2::cache_hint']), ('pf', PF), ('vt', VT), ('unified', ['', '.unified'])], w_ld),
    'st': ([('sem', SEM_ST), ('space', SPACES[:6] + ['.param::func']), ('cop', COP_ST), ('l1', L1), ('l2', L2E),
            ('hint', ['', '.L2::cache_hint']), ('vt', VT)], w_st),
    'ldu': ([('space', ['', '.global', '.shared']), ('pf', PF), ('vt', VT)], w_ldu),
    'prefetch': ([('space', ['', '.global', '.local', '.const', '.param', '.shared']),
                  ('level', ['.L1', '.L2', '.L2::evict_last', '.L2::evict_normal', '.L2::evict_first', '']),
                  ('hint', ['', '.L2::cache_hint']), ('tensormap', ['', '.tensormap'])], w_prefetch),
    'atom': ([('op', ATOM_OPS), ('type', ATOM_T), ('sem', ATOM_SEM), ('scope', SCOPE), ('space', ATOM_SPACE),
              ('vec', VEC), ('noftz', ['', '.noftz']), ('hint', ['', '.L2::cache_hint'])], w_atom),
    'red': ([('op', ATOM_OPS[:1] + ATOM_OPS[3:]), ('type', ATOM_T), ('sem', ATOM_SEM), ('scope', SCOPE),
             ('space', ATOM_SPACE), ('vec', VEC), ('noftz', ['', '.noftz']), ('hint', ['', '.L2::cache_hint'])],
            lambda c: w_atom(c, True)),
    'cvt': ([('dst', CVT_FMT), ('src', CVT_SRC), ('rnd', ['.rn', '', '.rz', '.rp', '.rm', '.rs', '.rna']),
             ('sat', ['', '.satfinite']), ('relu', ['', '.relu']), ('satfinite2', ['']),
             ('rs', [''])], w_cvt),
    'fence': ([('base', FENCE), ('sem', FENCE_SEM), ('proxy', FENCE_PROXY), ('scope', FENCE_SCOPE)], w_fence),
    'cp.async.bulk': ([('dir', CPB_DIR), ('comp', CPB_COMP), ('mc', ['', '.multicast::cluster']),
                       ('cta_group', ['', '.cta_group::1', '.cta_group::2']), ('hint', ['', '.L2::cache_hint']),
                       ('cp_mask', ['', '.cp_mask'])], w_cpbulk),
    'cp.reduce.async.bulk': ([('dir', CPR_DIR), ('op', CPR_OP), ('type', CPR_T),
                              ('hint', ['', '.L2::cache_hint'])], w_cpreduce),
    'cp.async.bulk.tensor': ([('dir', TENS_DIR), ('dim', TENS_DIM), ('mode', TENS_LOAD),
                              ('mc', ['', '.multicast::cluster']),
                              ('cta_group', ['', '.cta_group::1', '.cta_group::2']),
                              ('hint', ['', '.L2::cache_hint'])], w_tensor),
}


def combos(dims, depth, sample, seed):
    names = [n for n, _ in dims]
    seen = set()
    out = []
    for k in range(depth + 1):
        for which in itertools.combinations(range(len(dims)), k):
            for vals in itertools.product(*[dims[i][1][1:] for i in which]):
                c = {n: ch[0] for n, ch in dims}
                for i, v in zip(which, vals):
                    c[names[i]] = v
                key = tuple(c[n] for n in names)
                if key not in seen:
                    seen.add(key)
                    out.append(c)
    rnd = random.Random(seed)
    for _ in range(sample):
        c = {n: rnd.choice(ch) for n, ch in dims}
        key = tuple(c[n] for n in names)
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out


def header(tgt, ver):
    return '.version %s\n.target %s\n.address_size 64\n' % (ver, tgt)


def module(tgt, ver, stmts):
    decl = DECLS + (DECL128 if float(ver) >= 8.3 else '')
    body = header(tgt, ver) + '.visible .entry k()\n{\n' + decl
    first = body.count('\n') + 1
    return body + '\n'.join('\t' + s for s in stmts) + '\n\tret;\n}\n', first


def ptxas_errors(a, path, tgt):
    try:
        r = subprocess.run([a.ptxas, '-arch=' + tgt, path, '-o', '/dev/null'], capture_output=True, text=True,
                           timeout=120)
    except subprocess.TimeoutExpired:
        return None, True, 'timeout'
    errs = {}
    for x in r.stderr.split('\n'):
        m = re.search(r'line (\d+); (error|fatal)\s*:\s*(.*)', x)
        if m:
            errs.setdefault(int(m.group(1)), m.group(3))
    crashed = r.returncode != 0 and 'aborted' not in r.stderr and 'fatal' not in r.stderr
    stopped = crashed or bool(re.search(r'line \d+; fatal', r.stderr)) or (r.returncode != 0 and not errs)
    first = r.stderr.strip().split('\n')[0] if r.returncode else ''
    if r.returncode and not first:
        first = 'ptxas exit status %d (crash)' % r.returncode
    return errs, stopped, first


def ptxas_verdicts(a, path, tgt, ver, stmts):
    """(rejects, message) per statement: one ptxas run for the batch, halved
    where ptxas stopped (a fatal error or a crash) until each part runs
    through or is one statement."""
    if not stmts:
        return []
    text, first = module(tgt, ver, stmts)
    open(path, 'w').write(text)
    errs, stopped, first_err = ptxas_errors(a, path, tgt)
    if not stopped:
        return [(first + i in errs, errs.get(first + i, '')) for i in range(len(stmts))]
    if len(stmts) == 1:
        return [(True, errs.get(first, first_err))]
    h = len(stmts) // 2
    return ptxas_verdicts(a, path, tgt, ver, stmts[:h]) + ptxas_verdicts(a, path, tgt, ver, stmts[h:])


def ptxlint_errors(a, path):
    l = subprocess.run([a.ptxlint, '--no-analyses', path], capture_output=True, text=True)
    errs = {}
    for x in (l.stdout + l.stderr).split('\n'):
        m = re.match(r'.*?:(\d+):(\d+): error: (.*)', x)
        if m:
            errs.setdefault(int(m.group(1)), m.group(3))
    return errs


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--ptxlint', default='build/bin/ptxlint')
    ap.add_argument('--ptxas', default='ptxas')
    ap.add_argument('--family', default=','.join(FAMILIES))
    ap.add_argument('--targets', default=','.join(TARGETS))
    ap.add_argument('--versions', default=','.join(VERSIONS))
    ap.add_argument('--depth', type=int, default=2)
    ap.add_argument('--sample', type=int, default=0)
    ap.add_argument('--seed', type=int, default=210)
    ap.add_argument('--show', type=int, default=20, help='disagreements to print per family')
    ap.add_argument('--json')
    ap.add_argument('--list', action='store_true')
    a = ap.parse_args()
    if a.list:
        for n, (dims, _) in FAMILIES.items():
            print(n, ' '.join('%s:%d' % (d, len(ch)) for d, ch in dims))
        return 0
    tmp = tempfile.mkdtemp(prefix='famprobe.')
    path = os.path.join(tmp, 'p.ptx')
    records, bad = [], 0
    valid = {}
    for tgt in a.targets.split(','):
        for ver in a.versions.split(','):
            open(path, 'w').write(module(tgt, ver, [])[0])
            valid[(tgt, ver)] = ptxas_errors(a, path, tgt)[2] == ''
    for fam in a.family.split(','):
        dims, writer = FAMILIES[fam]
        stmts = list(dict.fromkeys(s for s in map(writer, combos(dims, a.depth, a.sample, a.seed)) if s))
        res = collections.Counter()
        dis = []
        for tgt in a.targets.split(','):
            for ver in a.versions.split(','):
                if not valid[(tgt, ver)]:
                    continue
                pv = ptxas_verdicts(a, path, tgt, ver, stmts)
                text, first = module(tgt, ver, stmts)
                open(path, 'w').write(text)
                le = ptxlint_errors(a, path)
                for i, s in enumerate(stmts):
                    ln = first + i
                    p_rej, pmsg = pv[i]
                    l_rej = ln in le
                    if p_rej != l_rej:
                        # Alone: ptxas checks some things only in a file
                        # without other errors.
                        t1, f1 = module(tgt, ver, [s])
                        open(path, 'w').write(t1)
                        pe1, st1, first_err = ptxas_errors(a, path, tgt)
                        p_rej = bool(pe1) or bool(first_err)
                        pmsg = pe1.get(f1, first_err)
                        l1 = ptxlint_errors(a, path)
                        l_rej = f1 in l1
                        le[ln] = l1.get(f1, '')
                    kind = 'agree' if p_rej == l_rej else ('OVER' if l_rej else 'MISS')
                    res[kind] += 1
                    res['accepted'] += not p_rej
                    rec = dict(family=fam, target=tgt, version=ver, stmt=s, result=kind,
                               ptxas=pmsg[:100], ptxlint=le.get(ln, '')[:100])
                    records.append(rec)
                    if kind != 'agree':
                        dis.append(rec)
        n = res['agree'] + res['OVER'] + res['MISS']
        bad += len(dis)
        print('family-probe: %s: %d statements x %d target/version pairs = %d probes, %d agree (%.1f%%), '
              '%d OVER, %d MISS; ptxas accepts %d' % (fam, len(stmts), sum(valid.values()), n, res['agree'],
                                                      100.0 * res['agree'] / max(n, 1), res['OVER'], res['MISS'],
                                                      res['accepted']), flush=True)
        for r in dis[:a.show]:
            print('  %s %s %s: %s | ptxas: %s | ptxlint: %s' % (r['result'], r['target'], r['version'], r['stmt'],
                                                               r['ptxas'][:70], r['ptxlint'][:70]), flush=True)
    if a.json:
        json.dump(records, open(a.json, 'w'))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
