"""What the executor's differential testers (host-diff.py, warp-diff.py) share:
their common options, where ptxlint and the work directory are, the schedule
of seeds over targets and modes, the parallel run loop and its summary, and
the word-by-word comparison of an expected and a produced buffer."""
import concurrent.futures
import os
import shutil
import struct
import subprocess
import sys
import tempfile


# --modes: how nvcc compiles the device code. O3 and G are what real builds
# use; O0 turns NVVM's optimization off (-Xcicc -O0) with ptxas's default
# kept, and Gopt is -G with device optimization back on (-dopt=on): two other
# shapes of PTX for the same program (more locals and moves, fewer folded
# idioms, debug code without the -G spills). Not -Xcicc -O1: CUDA 13.0's NVVM
# there gave two live __half2 temporaries one stack slot (host-diff
# --focus-intrin --intrin-extra seed 205901, sm_80: __hmin2's result passed to
# __hadd2 after __habs2 had written its own result over it), so its mismatches
# are the compiler's.
MODE_FLAGS = {
    'O3': ['-O3'],
    'G': ['-G'],
    'O0': ['-Xcicc', '-O0'],
    'Gopt': ['-G', '-dopt=on'],
}


def mode_flags(mode):
    """nvcc's flags for one of --modes."""
    if mode not in MODE_FLAGS:
        raise SystemExit('unknown mode %r (known: %s)' % (mode, ', '.join(MODE_FLAGS)))
    return MODE_FLAGS[mode]


def add_common_args(ap, archs):
    """The options every tester takes; ARCHS is the default --archs."""
    ap.add_argument('--count', type=int, default=20)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--archs', default=archs)
    ap.add_argument('--modes', default='O3,G',
                    help='comma-separated nvcc modes: ' + ', '.join(
                        '%s (%s)' % (m, ' '.join(f)) for m, f in MODE_FLAGS.items()))
    ap.add_argument('--ptxlint', default=None)
    ap.add_argument('--work', default=None)
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--keep', action='store_true', help='keep passing programs too')
    ap.add_argument('--quiet', action='store_true')


def prepare(args, tool):
    """Checks for nvcc and g++ and fills in --ptxlint and --work. Returns an
    exit status (2) when the tools are missing, else None."""
    if not shutil.which('nvcc') or not shutil.which('g++'):
        print('%s: nvcc and g++ are required' % tool, file=sys.stderr)
        return 2
    if args.ptxlint is None:
        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        args.ptxlint = shutil.which('ptxlint') or os.path.join(root, 'build', 'bin', 'ptxlint')
    args.ptxlint = os.path.abspath(args.ptxlint)
    if args.work is None:
        args.work = tempfile.mkdtemp(prefix=tool + '-')
    os.makedirs(args.work, exist_ok=True)
    return None


def run_all(args, tool, one, is_failure, show_work=False):
    """Runs one(seed, arch, mode) for --count seeds from --seed, the targets
    in turn and the modes after each round of targets, --jobs at a time.
    one returns (status, message); is_failure(status) decides the exit
    status. Prints each program's result and a summary; returns 1 on any
    failure, else 0."""
    archs = args.archs.split(',')
    modes = args.modes.split(',')
    for m in modes:
        mode_flags(m)
    jobs = []
    for i in range(args.count):
        jobs.append((args.seed + i, archs[i % len(archs)], modes[(i // len(archs)) % len(modes)]))
    stats = {}
    bad = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
        futs = {ex.submit(one, s, a, m): (s, a, m) for s, a, m in jobs}
        for fut in concurrent.futures.as_completed(futs):
            s, a, m = futs[fut]
            try:
                st, msg = fut.result()
            except subprocess.TimeoutExpired:
                st, msg = 'exec-error', 'timeout'
            except OSError as e:
                # e.g. ptxlint relinked under a running batch: report the
                # program instead of losing the rest of the batch's results
                st, msg = 'exec-error', 'OSError: %s' % e
            stats[st] = stats.get(st, 0) + 1
            if st != 'ok':
                if is_failure(st):
                    bad += 1
                print('seed %d %s %s: %s %s' % (s, a, m, st.upper(), msg), flush=True)
            elif not args.quiet:
                print('seed %d %s %s: ok' % (s, a, m), flush=True)
    summary = ', '.join('%s %d' % kv for kv in sorted(stats.items()))
    print('%s: %d programs, %s%s' % (tool, len(jobs), summary,
                                     ' (work dir %s)' % args.work if show_work else ''))
    return 1 if bad else 0


def compare_words(name, expected, got, unit, where, care=None, limit=6):
    """The first LIMIT words (UNIT bytes, little-endian) where GOT differs
    from EXPECTED, as messages naming each by where(index); words whose
    care[index] is false are not compared. A length difference is one
    message."""
    if len(expected) != len(got):
        return ['%s: %d bytes expected, got %d' % (name, len(expected), len(got))]
    if expected == got:
        return []
    fmt = '<Q' if unit == 8 else '<I'
    problems = []
    for off in range(0, len(expected), unit):
        idx = off // unit
        if care is not None and not care[idx]:
            continue
        e, g = expected[off:off + unit], got[off:off + unit]
        if e != g:
            problems.append('%s %s: expected 0x%x got 0x%x' % (
                name, where(idx), struct.unpack(fmt, e)[0], struct.unpack(fmt, g)[0]))
            if len(problems) >= limit:
                break
    return problems


def verdict(work_dir, problems, keep):
    """(status, message) of one program from its comparison problems; a
    passing program's directory is removed unless KEEP."""
    if problems:
        return 'mismatch', work_dir + '\n  ' + '\n  '.join(problems)
    if not keep:
        shutil.rmtree(work_dir, ignore_errors=True)
    return 'ok', ''
