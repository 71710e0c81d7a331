#!/usr/bin/env python3
"""Robustness fuzzing of the executor (`ptxlint run`).

Mutates PTX kernels with ptxas-diff.py's operators (one change per mutant),
keeps the mutants ptxlint validates (`ptxlint --no-analyses` exits 0), runs
each kernel they contain with arguments made up from its parameter list, and
flags what the executor must never do on any valid input:

  crash      killed by a signal (segfault, abort, sanitizer abort)
  hang       still running after --timeout seconds (--max-steps bounds a
             kernel's own loops, so only the executor can hang)
  exit N     an exit status other than 0 (completed), 1 (fault) or 2 (usage)
  silent 1   exit 1 without any diagnostic
  internal   an assertion, "LLVM ERROR", "terminate called" or a sanitizer
             report on stderr

Pointer-sized parameters get zero-filled 64 KiB `out:` buffers, 32-bit ones
small integers (or 1.5 for floats), `.align 64 .b8 p[128]` (a CUtensorMap) a
random valid `tensormap:` over such a buffer, of the rank the file's
`.tensor.Nd` instructions use, and other structs by value zero bytes or a
buffer pointer and zeros (`struct:`), so most runs compute on garbage and many
end in a fault (out of bounds, misaligned, deadlock, step limit): that is
fine; what counts is that every run ends with exit 0, 1 or 2 and says why.

Usage:
    exec-fuzz.py [--ptxlint build/bin/ptxlint] [--seed N] [--count N]
                 [--operators default,token] [--timeout S] [--keep DIR]
                 PTX_FILE_OR_DIR...

Exit status: 0 = nothing flagged, 1 = something flagged, 2 = usage error.
Python 3 standard library only; deterministic for a given --seed and inputs.
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


sys.path.insert(0, os.path.join(HERE, "..", "isa"))
from ptxas_diff_load import ValidOnly, load_ptxas_diff  # noqa: E402


SCALAR_BYTES = {"8": 1, "16": 2, "32": 4, "64": 8}
ENTRY_RE = re.compile(r"\.entry\s+([\w$%.]+)\s*\(([^)]*)\)([^{]*)\{", re.S)


def kernels_of(text):
    """(name, [param specs], block) for each .entry with a body."""
    out = []
    for m in ENTRY_RE.finditer(text):
        name, params, dirs = m.group(1), m.group(2), m.group(3)
        specs = []
        for p in (x.strip() for x in params.split(",")):
            if not p:
                continue
            t = re.findall(r"\.([usbf])(8|16|32|64)\b", p)
            if not t:
                specs = None
                break
            cls, bits = t[-1]
            size = SCALAR_BYTES[bits]
            arr = re.search(r"\[(\d+)\]", p)
            if arr:
                size *= int(arr.group(1))
                if size == 128 and ".align 64" in p:
                    # a CUtensorMap (__grid_constant__): --arg tensormap:
                    specs.append(("tmap", "128"))
                    continue
                if size not in (1, 2, 4, 8):
                    # a struct by value: --arg struct:
                    specs.append(("struct", str(size)))
                    continue
                cls, bits = "b", str(size * 8)
            specs.append((cls, bits))
        if specs is None:
            continue
        block = "64"
        r = re.search(r"\.reqntid\s+([\d\s,]+)", dirs)
        if r:
            block = ",".join(x.strip() for x in r.group(1).split(",") if x.strip())
        else:
            r = re.search(r"\.maxntid\s+(\d+)", dirs)
            if r and int(r.group(1)) < 64:
                block = r.group(1)
        out.append((name, specs, block))
    return out


TMAP_TYPES = [("u8", 1), ("u16", 2), ("u32", 4), ("s32", 4), ("u64", 8), ("f16", 2),
              ("f32", 4), ("f64", 8), ("bf16", 2)]


def tensormap_spec(rng, rank, buf):
    """A valid --arg tensormap: of the given rank (1-5) over a 64 KiB buffer:
    small dims, a box whose row is 16-128 bytes, sometimes swizzled or
    OOB-NaN filled, sometimes with traversal strides."""
    t, e = rng.choice(TMAP_TYPES)
    row = rng.choice([16, 32, 64, 128])
    box = [row // e] + [rng.choice([1, 2, 4]) for _ in range(rank - 1)]
    dims = [rng.choice([row // e, 2 * row // e, 40])] + [rng.choice([1, 3, 8])
                                                        for _ in range(rank - 1)]
    f = ["type=" + t, "dims=" + "x".join(map(str, dims)), "box=" + "x".join(map(str, box))]
    if rank > 1 and rng.random() < 0.3:
        f.append("estrides=1x" + "x".join(str(rng.choice([1, 2, 3])) for _ in range(rank - 1)))
    if rng.random() < 0.3:
        f.append("swizzle=" + {32: "32B", 64: "64B", 128: "128B"}.get(row, "none"))
    if t[0] in "fb" and rng.random() < 0.3:
        f.append("fill=nan_request_zero_fma")
    return "tensormap:" + ",".join(f + ["out:65536:" + buf])


def arg_specs(specs, rng, work, tag, rank=None):
    args = []
    for k, (cls, bits) in enumerate(specs):
        buf = os.path.join(work, "%s.%d.bin" % (tag, k))
        if cls == "tmap":
            args.append(tensormap_spec(rng, rank or rng.randint(1, 5), buf))
        elif cls == "struct":
            # zero bytes, or a leading pointer to a buffer when there is room
            n = int(bits)
            args.append("struct:pad:%d" % n if n < 8 or rng.random() < 0.5 else
                        "struct:out:65536:%s%s" % (buf, ",pad:%d" % (n - 8) if n > 8 else ""))
        elif bits == "64" and cls != "f":
            args.append("out:65536:%s" % os.path.join(work, "%s.%d.bin" % (tag, k)))
        elif cls == "f":
            args.append("f%s:1.5" % bits)
        else:
            args.append("%s%s:%d" % ("u" if cls == "u" else cls, bits, rng.choice([0, 1, 3, 32, 100])))
    return args


# ptxlint's own failures, on its stderr. An assertion is glibc's "Assertion
# `expr' failed." (a kernel's failed assert, which `ptxlint run` prints like
# CUDA, "Assertion `expr` failed.", on stdout, is the program's own doing).
INTERNAL = re.compile(r"AddressSanitizer|runtime error:|Assertion `[^`\n]*' failed|LLVM ERROR|"
                      r"terminate called|UNREACHABLE|Stack dump:")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("inputs", nargs="+", metavar="PTX_FILE_OR_DIR")
    ap.add_argument("--ptxlint", default="build/bin/ptxlint")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=200, help="mutants to generate (default 200)")
    ap.add_argument("--operators", default="semantic",
                    help="ptxas-diff.py operators or groups: semantic (default: the ones "
                         "whose mutants mostly stay valid PTX and change what it computes), "
                         "default, token, order")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--max-steps", type=int, default=2000000)
    ap.add_argument("--max-bytes", type=int, default=400000,
                    help="skip input files larger than this (default 400 kB)")
    ap.add_argument("--keep", metavar="DIR", help="copy flagged mutants (.ptx + .txt) here")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    if not shutil.which(args.ptxlint) and not os.access(args.ptxlint, os.X_OK):
        ap.error("ptxlint '%s' is not an executable" % args.ptxlint)

    pd = load_ptxas_diff()
    ops = pd.resolve_operators(args.operators)
    files = [f for f in pd.collect_inputs(args.inputs)
             if os.path.getsize(f) <= args.max_bytes and not pd.is_32bit(f)
             and ".entry" in pd.read_text(f)]
    if not files:
        print("exec-fuzz: no usable .ptx files with kernels in the inputs", file=sys.stderr)
        return 2
    hargs = argparse.Namespace(seed=args.seed, count=args.count, max_bytes=args.max_bytes,
                               operators=ops, jobs=1, analyses=False)
    h = pd.Harness(hargs, ValidOnly(), files)
    work = tempfile.mkdtemp(prefix="exec-fuzz.")
    rng = random.Random(args.seed)
    flagged, runs, valid, outcomes = [], 0, 0, {}
    try:
        mutants = h.generate()
        for m in mutants:
            text = h.mutant_text(m)
            path = os.path.join(work, "m%05d.ptx" % m["index"])
            with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
                f.write(text)
            try:
                p = subprocess.run([args.ptxlint, "--no-analyses", path], capture_output=True,
                                   timeout=args.timeout)
            except subprocess.TimeoutExpired:
                flagged.append((m, path, "hang (validation)", ""))
                continue
            if p.returncode != 0:
                continue
            valid += 1
            ranks = re.findall(r"\.tensor\.([1-5])d\b", text)
            rank = int(max(set(ranks), key=ranks.count)) if ranks else None
            for name, specs, block in kernels_of(text)[:2]:
                cmd = [args.ptxlint, "run", path, "--kernel", name, "--grid", "2", "--block",
                       block, "--max-steps", str(args.max_steps)]
                for a in arg_specs(specs, rng, work, "m%05d" % m["index"], rank):
                    cmd += ["--arg", a]
                runs += 1
                try:
                    r = subprocess.run(cmd, capture_output=True, text=True, errors="replace",
                                       timeout=args.timeout)
                except subprocess.TimeoutExpired:
                    flagged.append((m, path, "hang", " ".join(cmd)))
                    continue
                err = r.stderr + r.stdout
                what = None
                if r.returncode < 0:
                    what = "crash (signal %d)" % -r.returncode
                elif r.returncode not in (0, 1, 2):
                    what = "exit %d" % r.returncode
                elif INTERNAL.search(r.stderr):
                    line = next(l for l in r.stderr.splitlines() if INTERNAL.search(l))
                    what = "internal: " + line.strip()[:300]
                elif r.returncode == 1 and "error" not in err:
                    what = "silent 1"
                rule = re.search(r"\[(exec-[a-z-]+|[a-z-]+)\]", err)
                key = "exit %d%s" % (r.returncode, " " + rule.group(1) if rule and r.returncode else "")
                outcomes[key] = outcomes.get(key, 0) + 1
                if what:
                    flagged.append((m, path, what, " ".join(cmd) + "\n" + err[-3000:]))
        print("exec-fuzz: seed %d: %d mutants of %d files, %d valid, %d runs, %d flagged"
              % (args.seed, len(mutants), len(files), valid, runs, len(flagged)))
        if not args.quiet:
            for k in sorted(outcomes, key=lambda k: -outcomes[k]):
                print("  %5d  %s" % (outcomes[k], k))
        for m, path, what, detail in flagged:
            print("FLAGGED %s: %s line %d (%s: %s)" % (what, m["file"], m["line"], m["operator"],
                                                       m["detail"]))
            if args.keep:
                os.makedirs(args.keep, exist_ok=True)
                base = os.path.join(args.keep, "m%05d" % m["index"])
                shutil.copy(path, base + ".ptx")
                with open(base + ".txt", "w") as f:
                    f.write("%s\n%s\n" % (what, detail))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if flagged else 0


if __name__ == "__main__":
    sys.exit(main())
