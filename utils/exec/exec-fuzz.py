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
buffer pointer and zeros (`struct:`), and a parameter or module variable that a
texture or surface instruction (tex, tld4, txq, suld, sust, sured, suq) reads
as its handle a random `texture:`, `surface:` or `sampler:` object over random
texels (`--arg`, or `--bind` for a module .texref/.surfref/.samplerref) of the
geometry the instruction names, now and then of another geometry, format or
size; so most runs compute on garbage and many
end in a fault (out of bounds, misaligned, deadlock, step limit): that is
fine; what counts is that every run ends with exit 0, 1 or 2 and says why.

Usage:
    exec-fuzz.py [--ptxlint build/bin/ptxlint] [--seed N] [--count N]
                 [--operators default,token] [--timeout S] [--keep DIR]
                 PTX_FILE_OR_DIR...
    exec-fuzz.py --show-objects PTX_FILE...   (the handles it would bind)

Exit status: 0 = nothing flagged, 1 = something flagged, 2 = usage error.
Python 3 standard library only; deterministic for a given --seed and inputs.
"""
import argparse
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


sys.path.insert(0, os.path.join(HERE, "..", "isa"))
from ptxas_diff_load import ValidOnly, load_ptxas_diff  # noqa: E402


SCALAR_BYTES = {"8": 1, "16": 2, "32": 4, "64": 8}
ENTRY_RE = re.compile(r"\.entry\s+([\w$%.]+)\s*\(([^)]*)\)([^{]*)\{", re.S)


OPAQUE_RE = re.compile(r"\.(texref|surfref|samplerref)\b")


def body_of(text, start):
    """The text of the function body whose '{' is at text[start - 1]."""
    depth, i = 1, start
    while i < len(text) and depth:
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        i += 1
    return text[start:i]


def kernels_of(text):
    """(name, [param specs], block, body) for each .entry with a body; a
    spec is (class, bits, param name)."""
    out = []
    for m in ENTRY_RE.finditer(text):
        name, params, dirs = m.group(1), m.group(2), m.group(3)
        specs = []
        for p in (x.strip() for x in params.split(",")):
            if not p:
                continue
            pname = p.split()[-1].split("[")[0]
            o = OPAQUE_RE.search(p)
            if o:
                # .param .texref t (and .u64 .ptr .texref t): an object handle
                specs.append((o.group(1), "64", pname))
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
                    specs.append(("tmap", "128", pname))
                    continue
                if size not in (1, 2, 4, 8):
                    # a struct by value: --arg struct:
                    specs.append(("struct", str(size), pname))
                    continue
                cls, bits = "b", str(size * 8)
            specs.append((cls, bits, pname))
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
        out.append((name, specs, block, body_of(text, m.end())))
    return out


# Texture and surface instructions and the handles they read: the first
# operand in brackets (`tex.2d.v4.f32.f32 d, [h, {x, y}]`, `sust.b.1d.b32.trap
# [h, {x}], v`, `txq.width.b32 r, [h]`), in independent mode `[t, s, {c}]`
# (a texture and a sampler).
OBJ_OP_RE = re.compile(r"\b(tex|tld4|txq|suld|sust|sured|suq)((?:\.\w+)*)\s[^;\[]*\[\s*([%\w$.]+)"
                       r"\s*(?:,\s*([%\w$.]+)\s*,)?")
GEOM_NAMES = ("1d", "2d", "3d", "a1d", "a2d", "cube", "acube", "2dms", "a2dms")
PARAM_LD_RE = re.compile(r"\bld\.param\.[ub]64\s+(%\w+)\s*,\s*\[\s*([\w$.]+)\s*(?:\+\s*0\s*)?\]")
MOV_RE = re.compile(r"\b(?:mov|cvta\.to\.global|cvt\.u64\.u64)\.[ub]64\s+(%\w+)\s*,\s*([%\w$.]+)\s*;")


ST_PARAM_RE = re.compile(r"\bst\.param\.[bu]64\s+\[\s*([\w$]+)\s*(?:\+\s*0\s*)?\]\s*,\s*(%\w+)")
CALL_RE = re.compile(r"\bcall(?:\.uni)?\s+(?:\([^)]*\)\s*,\s*)?([\w$.]+)\s*,\s*\(([^)]*)\)")
FUNC_RE = re.compile(r"\.func\s+(?:\([^)]*\)\s*)?([\w$.]+)\s*\(([^)]*)\)[^{;]*\{", re.S)


def object_uses(body, callees=None):
    """{param or variable name: [(kind, geometry, mipmapped, float result)]}
    for the handles body's texture and surface instructions read, through
    ld.param and mov chains and, with callees ({function: [uses of each
    parameter]}, callee_object_uses), calls that pass them on (nvcc -G keeps
    tex2D and surf2Dread out of line). kind is texture, surface or sampler;
    geometry None for txq/suq."""
    src = {}
    for m in PARAM_LD_RE.finditer(body):
        src[m.group(1)] = m.group(2)
    for m in MOV_RE.finditer(body):
        if m.group(2) in src:
            src[m.group(1)] = src[m.group(2)]
        elif not m.group(2).startswith("%"):
            src[m.group(1)] = m.group(2)  # mov.u64 %rd, var: a module variable's handle
    uses = {}
    for m in OBJ_OP_RE.finditer(body):
        op, mods = m.group(1), m.group(2).split(".")[1:]
        geom = next((g for g in mods if g in GEOM_NAMES), None)
        if op == "tld4" and geom is None:
            geom = "2d"
        kind = "surface" if op.startswith("su") else "texture"
        mip = op == "tex" and ("level" in mods or "grad" in mods)
        # tex.2d.v4.f32.s32: the result type before the coordinate type
        fres = op in ("tex", "tld4") and len(mods) >= 2 and mods[-2].startswith("f")
        h = src.get(m.group(3), m.group(3))
        uses.setdefault(h, []).append((kind, geom, mip, fres))
        if m.group(4):
            uses.setdefault(src.get(m.group(4), m.group(4)), []).append(("sampler", None, False,
                                                                         False))
    if callees:
        args = {}
        for m in re.finditer("%s|%s" % (ST_PARAM_RE.pattern, CALL_RE.pattern), body):
            if m.group(1):
                args[m.group(1)] = src.get(m.group(2), m.group(2))
                continue
            per_param = callees.get(m.group(3), [])
            for a, pu in zip((x.strip() for x in m.group(4).split(",")), per_param):
                if pu and a in args:
                    uses.setdefault(args[a], []).extend(pu)
    return uses


def callee_object_uses(text, rounds=4):
    """{.func name: [object uses of each parameter]}, through calls nested
    up to rounds deep."""
    funcs = []
    for m in FUNC_RE.finditer(text):
        params = [p.split()[-1].split("[")[0] for p in m.group(2).split(",") if p.strip()]
        funcs.append((m.group(1), params, body_of(text, m.end())))
    out = {}
    for _ in range(rounds):
        new = {}
        for name, params, body in funcs:
            u = object_uses(body, out)
            new[name] = [u.get(p, []) for p in params]
        if new == out:
            break
        out = new
    return out


def module_objects(text):
    """{name: kind} of the module-scope .texref/.surfref/.samplerref variables,
    and whether a .samplerref has an initializer."""
    out = {}
    for m in re.finditer(r"^\s*\.global\s+\.(texref|surfref|samplerref)\s+([\w$]+)\s*(=)?", text, re.M):
        out[m.group(2)] = ({"texref": "texture", "surfref": "surface",
                            "samplerref": "sampler"}[m.group(1)], bool(m.group(3)))
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


OBJ_FORMATS = {"u8": 1, "s8": 1, "u16": 2, "s16": 2, "u32": 4, "s32": 4, "f16": 2, "f32": 4}
# geometry: (rank, layered, cube)
GEOM_SHAPE = {"1d": (1, False, False), "2d": (2, False, False), "3d": (3, False, False),
              "a1d": (1, True, False), "a2d": (2, True, False), "cube": (2, False, True),
              "acube": (2, True, True), "2dms": (2, False, False), "a2dms": (2, True, False)}
ADDR_MODES = ["clamp", "border", "clamp_ogl", "clamp_to_edge", "clamp_to_border"]
OBJECTS = {}  # kind -> count of object arguments made, for the summary


def sampler_fields(rng, normalized):
    f = ["filter_mode=" + rng.choice(["nearest", "linear", "point"])]
    modes = ADDR_MODES + (["wrap", "mirror"] if normalized else [])
    if rng.random() < 0.5:
        f.append("addr_mode=" + rng.choice(modes))
    else:
        f += ["addr_mode_%d=%s" % (i, rng.choice(modes)) for i in range(3) if rng.random() < 0.6]
    if normalized:
        f.append("normalized_coords=1")
    elif rng.random() < 0.2:
        f.append(rng.choice(["normalized_coords=0", "force_unnormalized_coords=1"]))
    return f


def object_spec(rng, kind, geom, mip, buf, fres=False):
    """A random texture:, surface: or sampler: spec for a handle an
    instruction of geometry geom (None: any) reads; its texels, random, in
    buf; for an instruction with float results (fres) mostly a float format or
    a normalized read. One in ten is odd: another geometry or kind, or a
    buffer of the wrong size, which the executor must refuse or fault on
    cleanly."""
    odd = rng.random() < 0.1
    if odd and rng.random() < 0.3:
        kind = rng.choice(["texture", "surface", "sampler"])
    OBJECTS[kind] = OBJECTS.get(kind, 0) + 1
    if kind == "sampler":
        return "sampler:" + ",".join(sampler_fields(rng, rng.random() < 0.5))
    if odd or geom not in GEOM_SHAPE:
        geom = rng.choice(list(GEOM_SHAPE)) if odd or geom else rng.choice(["1d", "2d", "3d"])
    rank, layered, cube = GEOM_SHAPE[geom]
    chan = rng.choice(list(OBJ_FORMATS))
    if kind == "texture" and fres and not odd and rng.random() < 0.8:
        chan = rng.choice(["f16", "f32", "u8", "s8", "u16", "s16"])
    nch = rng.choice([1, 2, 4])
    cb = OBJ_FORMATS[chan]
    if cube:
        w = rng.choice([1, 2, 3, 4, 8])
        dims = [w, w]
    else:
        dims = [rng.choice([1, 2, 3, 4, 5, 8, 16, 33]) for _ in range(rank)]
    layers = rng.randint(1, 3) if layered else 0
    f = ["format=%s%s" % (chan, "" if nch == 1 else "x%d" % nch), "dims=" + "x".join(map(str, dims))]
    if layers:
        f.append("layers=%d" % layers)
    levels = 0
    if kind == "texture":
        if cube:
            f.append("cube=1")
        if mip or rng.random() < 0.1:
            levels = rng.randint(1, max(dims).bit_length())
            f.append("levels=%d" % levels)
        isfloat = chan[0] == "f"
        read_norm = not isfloat and cb <= 2 and rng.random() < (0.9 if fres else 0.4)
        if read_norm:
            f.append("read=normalized")
        normalized = rng.random() < 0.5
        s = sampler_fields(rng, normalized)
        if not (isfloat or read_norm) and not odd:
            s = [x for x in s if x != "filter_mode=linear"]  # CUDA refuses it
        f += s
        if levels and (isfloat or read_norm) and rng.random() < 0.3:
            f.append("mipmap_filter_mode=linear")
    elif rng.random() < 0.5:
        f.append("layout=" + rng.choice(["array", "linear"]))
    W, H, D = (dims + [1, 1])[:3]
    elems = sum(max(1, W >> i) * max(1, H >> i) * max(1, D >> i) for i in range(max(levels, 1)))
    elems *= max(layers, 1) * (6 if cube else 1)
    n = elems * cb * nch
    if odd and rng.random() < 0.3:
        n = max(0, n + rng.choice([-cb * nch, -1, 1, cb * nch]))
    if chan[0] == "f" and rng.random() < 0.7:
        fmt = "<e" if chan == "f16" else "<f"
        data = b"".join(struct.pack(fmt, rng.randint(-2048, 2048) / rng.choice([1, 4, 64]))
                        for _ in range(n // cb)) + bytes(n % cb)
    else:  # any bits: NaN, infinities and denormals for float formats
        data = bytes(rng.getrandbits(8) for _ in range(n))
    with open(buf, "wb") as fh:
        fh.write(data)
    if kind == "surface":
        return "surface:" + ",".join(f + ["inout:%s:%s.out" % (buf, buf)])
    return "texture:" + ",".join(f + ["in:" + buf])


OPAQUE_KIND = {"texref": "texture", "surfref": "surface", "samplerref": "sampler"}


def arg_specs(specs, rng, work, tag, rank=None, uses=None):
    uses = uses or {}
    args = []
    for k, (cls, bits, pname) in enumerate(specs):
        buf = os.path.join(work, "%s.%d.bin" % (tag, k))
        if pname in uses or cls in OPAQUE_KIND:
            us = uses.get(pname) or [(OPAQUE_KIND.get(cls, "texture"), None, False, False)]
            kind, geom, _, fres = rng.choice([u for u in us if u[1]] or us)
            mip = any(u[2] for u in us if u[0] == kind)
            args.append(object_spec(rng, kind, geom, mip, buf, fres))
        elif cls == "tmap":
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


def bind_specs(text, uses, rng, work, tag):
    """--bind NAME=SPEC for the module's .texref/.surfref/.samplerref
    variables: those the kernel reads always (a .samplerref with an
    initializer half the time), the others half the time."""
    out = []
    for k, (name, (kind, init)) in enumerate(sorted(module_objects(text).items())):
        if name in uses and not init or rng.random() < 0.5:
            us = [u for u in uses.get(name, []) if u[0] == kind]
            geom, fres = next(((u[1], u[3]) for u in us if u[1]), (None, False))
            buf = os.path.join(work, "%s.bind%d.bin" % (tag, k))
            out += ["--bind", "%s=%s" % (name, object_spec(rng, kind, geom, any(u[2] for u in us),
                                                           buf, fres))]
    return out


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
    ap.add_argument("--show-objects", action="store_true",
                    help="print the texture, surface and sampler handles each kernel of the "
                         "inputs reads (name: kind geometry ...) and exit")
    args = ap.parse_args(argv)
    if args.show_objects:
        for path in args.inputs:
            text = open(path, encoding="utf-8", errors="surrogateescape").read()
            callees = callee_object_uses(text)
            for name, _, _, body in kernels_of(text):
                for h, us in sorted(object_uses(body, callees).items()):
                    print("%s %s: %s" % (name, h, " ".join(sorted(set(
                        "%s.%s%s%s" % (k, g or "any", ".mip" if m else "", ".f" if f else "")
                        for k, g, m, f in us)))))
        return 0
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
            callees = callee_object_uses(text)
            for name, specs, block, body in kernels_of(text)[:2]:
                cmd = [args.ptxlint, "run", path, "--kernel", name, "--grid", "2", "--block",
                       block, "--max-steps", str(args.max_steps)]
                tag = "m%05d" % m["index"]
                uses = object_uses(body, callees)
                for a in arg_specs(specs, rng, work, tag, rank, uses):
                    cmd += ["--arg", a]
                cmd += bind_specs(text, uses, rng, work, tag)
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
        if OBJECTS:
            print("exec-fuzz: object arguments: %s" % ", ".join(
                "%d %s" % (OBJECTS[k], k) for k in sorted(OBJECTS)))
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
