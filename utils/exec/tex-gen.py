#!/usr/bin/env python3
"""Random texture and surface kernels for `ptxlint run`, each with the
arguments that bind its objects, checked on the host for self-consistency
and ready for a GPU to record.

Each case is one PTX kernel over one object (docs/executor.md, "Textures and
surfaces"), 64 threads, every thread comparing two ways of reading the same
element:

  tex       tex point sampling (float or integer coordinates, normalized or
            not; clamp, border, wrap or mirror addressing; .f32 or .f16
            results; element or normalized
            reads of 1, 2 or 4 channels of 8- to 32-bit integers, f16 or f32;
            1d, 2d, 3d, a1d, a2d) against plain ld.global loads of the same
            bytes, addressed and converted in PTX;
  linear    the same with filter_mode=linear at texel centres, where the
            weights are 0 and 1 (CUDA C++ Programming Guide, "Linear
            Filtering"), so the result is the texel;
  level     tex.level at an integral lod of a mipmapped texture (levels=),
            or tex.grad with partials along the axes of 2^lod texels,
            against loads from that level (PTX ISA 9.0 9.7.10.2 sizes, the
            levels one after the other in the buffer);
  cube      tex.cube / tex.acube at directions made from a face and its
            (sc, tc) by OpenGL 4.6 Table 8.19 (the major axis a power of two,
            so the projection is exact) against a load of that texel;
  surface   sust.b (or the formatted sust.p, 1d/2d/3d: x in samples, 32-bit
            sources converted to the channels) of every element, then,
            after bar.sync, suld.b of another element; the expected surface and
            loads are computed here from the row-major layout.

The kernel writes the instruction's four words and the reference's side by
side; --self-check runs each case with --ptxlint and requires exit 0, no
warning and equal halves (surfaces: the expected buffers). The same runs go
through any ptxlint stand-in, so on a machine with a GPU

    PTXLINT_REAL=build/bin/ptxlint PTXLINT_CAPTURE_DIR=/tmp/texcases \\
        utils/exec/tex-gen.py --ptxlint utils/exec/gpu-capture.py --count 200
    utils/exec/gpu-record.py --out /tmp/texrec /tmp/texcases
    utils/exec/gpu-replay.py --ptxlint build/bin/ptxlint /tmp/texcases /tmp/texrec

records what the GPU computes for each (gpu-compare.py makes the CUDA arrays
and texture/surface objects from the same specs).

usage: tex-gen.py [--ptxlint PATH] [--seed N] [--count N] [--keep DIR]
                  [--self-check] [--quiet]
Exit status: 0 all consistent, 1 a case differed or failed, 2 usage.
Python 3 standard library only; deterministic for a given --seed.
"""
import argparse
import os
import random
import struct
import subprocess
import sys
import tempfile

THREADS = 64
# format channel type: (bytes, ld type, signed, float)
CHAN = {"u8": (1, "u8", False, False), "s8": (1, "s8", True, False),
        "u16": (2, "u16", False, False), "s16": (2, "s16", True, False),
        "u32": (4, "u32", False, False), "s32": (4, "s32", True, False),
        "f16": (2, "b16", False, True), "f32": (4, "f32", False, True)}
GEOMS = {"1d": (1, False), "2d": (2, False), "3d": (3, False), "a1d": (1, True),
         "a2d": (2, True)}


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


class Case:
    """A kernel, its --arg specs and its expected outputs (None: the two
    halves of out must agree instead)."""

    def __init__(self, name):
        self.name, self.lines, self.params, self.args, self.files = name, [], [], [], {}
        self.expect = {}

    def emit(self, s):
        self.lines.append("\t" + s)


def header():
    return ".version 8.5\n.target sm_80\n.address_size 64\n"


def level_dim(n, lv):
    return max(1, n >> lv)


def gen_tex(rng, idx, variant):
    c = Case("%s%d" % (variant, idx))
    chan = rng.choice(list(CHAN))
    nch = rng.choice([1, 2, 4])
    geom = rng.choice(list(GEOMS))
    rank, arr = GEOMS[geom]
    if variant == "level":
        geom = rng.choice(["1d", "2d", "3d"])
        rank, arr = GEOMS[geom]
    dims = [rng.randint(1, 9) for _ in range(rank)]
    if variant == "level":
        dims = [rng.choice([2, 4, 8, 5, 7]) for _ in range(rank)]
    layers = rng.randint(1, 3) if arr else 0
    cb, ldty, signed, isfloat = CHAN[chan]
    read_norm = not isfloat and cb <= 2 and rng.random() < 0.4
    float_out = isfloat or read_norm
    if variant == "linear" and not float_out:
        chan, cb, ldty, signed, isfloat = "f32", 4, "f32", False, True
        float_out, read_norm = True, False
    int_coords = variant == "tex" and rng.random() < 0.3
    normalized = not int_coords and (variant == "level" or rng.random() < 0.5)
    if variant == "linear" and any(n & (n - 1) for n in dims):
        normalized = False  # x / n * n must give the texel centre back exactly
    modes = ["clamp", "border"] + (["wrap", "mirror"] if normalized else [])
    mode = rng.choice(modes)
    levels = 0
    lod = 0
    if variant == "level":
        most = 1 + max(dims).bit_length() - 1
        levels = rng.randint(2, most) if most >= 2 else 1
        lod = rng.randint(0, levels - 1)
    W, H, D = (dims + [1, 1])[:3]
    layer_n = max(layers, 1)
    eb = cb * nch
    sizes = [(level_dim(W, lv), level_dim(H, lv), level_dim(D, lv)) for lv in range(max(levels, 1))]
    total = sum(w * h * d for w, h, d in sizes) * layer_n * eb
    level_off = sum(w * h * d for w, h, d in sizes[:lod]) * layer_n * eb
    LW, LH, LD = sizes[lod]
    if isfloat:  # finite values; f16 ones f16 holds exactly
        fmt = "<e" if chan == "f16" else "<f"
        data = b"".join(struct.pack(fmt, rng.randint(-2048, 2048) / rng.choice([1, 4, 64]))
                        for _ in range(total // cb))
    else:
        data = bytes(rng.getrandbits(8) for _ in range(total))
    c.files["t.bin"] = bytes(data)
    fields = ["format=%s%s" % (chan, "" if nch == 1 else "x%d" % nch),
              "dims=" + "x".join(map(str, dims))]
    if layers:
        fields.append("layers=%d" % layers)
    if levels:
        fields.append("levels=%d" % levels)
    if read_norm:
        fields.append("read=normalized")
    if variant == "linear":
        fields.append("filter_mode=linear")
    if normalized:
        fields.append("normalized_coords=1")
    fields.append("addr_mode=" + mode)
    c.args = ["texture:" + ",".join(fields) + ",in:t.bin", "in:t.bin",
              "out:%d:out.bin" % (THREADS * 32)]
    margin = 0 if variant == "level" else 2
    e = c.emit
    e(".reg .b32 %r<80>;")
    e(".reg .f32 %f<40>;")
    e(".reg .b16 %h<4>;")
    e(".reg .b64 %rd<12>;")
    e(".reg .pred %p<8>;")
    e("ld.param.u64 %rd1, [t];")
    e("ld.param.u64 %rd2, [src];")
    e("ld.param.u64 %rd3, [out];")
    e("mov.u32 %r1, %tid.x;")
    # Coordinates ix (r10..), clamped/wrapped index (r20..), in-range (p1..).
    lim = [LW, LH, LD]
    e("setp.eq.u32 %p4, %r1, %r1;")  # true
    for k in range(rank):
        a, b = rng.choice([1, 3, 5, 7, 11]), rng.randint(0, 13)
        span = lim[k] + 2 * margin
        e("mad.lo.u32 %%r%d, %%r1, %d, %d;" % (10 + k, a, b))
        e("rem.u32 %%r%d, %%r%d, %d;" % (10 + k, 10 + k, span))
        e("sub.s32 %%r%d, %%r%d, %d;" % (10 + k, 10 + k, margin))
        if mode == "wrap":
            e("rem.s32 %%r%d, %%r%d, %d;" % (20 + k, 10 + k, lim[k]))
            e("add.s32 %%r%d, %%r%d, %d;" % (20 + k, 20 + k, lim[k]))
            e("rem.s32 %%r%d, %%r%d, %d;" % (20 + k, 20 + k, lim[k]))
        elif mode == "mirror":  # p = ix mod 2n; p < n ? p : 2n - 1 - p
            e("rem.s32 %%r%d, %%r%d, %d;" % (20 + k, 10 + k, 2 * lim[k]))
            e("add.s32 %%r%d, %%r%d, %d;" % (20 + k, 20 + k, 2 * lim[k]))
            e("rem.s32 %%r%d, %%r%d, %d;" % (20 + k, 20 + k, 2 * lim[k]))
            e("sub.s32 %%r%d, %d, %%r%d;" % (24, 2 * lim[k] - 1, 20 + k))
            e("setp.ge.s32 %%p%d, %%r%d, %d;" % (5 + k, 20 + k, lim[k]))
            e("selp.b32 %%r%d, %%r24, %%r%d, %%p%d;" % (20 + k, 20 + k, 5 + k))
        else:
            e("max.s32 %%r%d, %%r%d, 0;" % (20 + k, 10 + k))
            e("min.s32 %%r%d, %%r%d, %d;" % (20 + k, 20 + k, lim[k] - 1))
            if mode == "border":
                e("setp.eq.s32 %%p%d, %%r%d, %%r%d;" % (5 + k, 20 + k, 10 + k))
                e("and.pred %%p4, %%p4, %%p%d;" % (5 + k))
    for k in range(rank, 3):
        e("mov.u32 %%r%d, 0;" % (20 + k))
    if arr:
        e("rem.u32 %%r19, %%r1, %d;" % layer_n)
    else:
        e("mov.u32 %r19, 0;")
    # Coordinate operands.
    crd = []
    for k in range(rank):
        if int_coords:
            crd.append("%%r%d" % (10 + k))
            continue
        e("cvt.rn.f32.s32 %%f%d, %%r%d;" % (10 + k, 10 + k))
        e("add.f32 %%f%d, %%f%d, 0f3f000000;" % (10 + k, 10 + k))
        if normalized:
            e("div.rn.f32 %%f%d, %%f%d, 0f%08x;" % (10 + k, 10 + k, f32_bits(lim[k])))
        e("mov.b32 %%r%d, %%f%d;" % (30 + k, 10 + k))
        crd.append("%%r%d" % (30 + k))
    if arr:
        crd = ["%r19"] + crd
    if len(crd) == 3:
        crd.append(crd[-1])
    ctype = "s32" if int_coords else "f32"
    dtype = "f32" if float_out else ("s32" if signed else "u32")
    # .f16 results of float texels (which f16 holds exactly), widened back
    # to f32 for the comparison.
    half = isfloat and variant == "tex" and rng.random() < 0.6
    mip = ".level" if variant == "level" else ""
    lodop = ", 0f%08x" % f32_bits(float(lod)) if variant == "level" else ""
    if variant == "level" and rng.random() < 0.5:
        # tex.grad with partials along the axes of length 2^lod texels:
        # lambda = log2(2^lod) = lod (OpenGL 4.6 8.14.1).
        mip = ".grad"
        n = 3 if rank == 3 else rank
        vec = 4 if rank == 3 else rank
        regs = []
        for v in range(2):
            comps = []
            for k in range(vec):
                val = (2.0 ** lod) / [W, H, D][k] if k < n and (k == v or n == 1) else 0.0
                r = 60 + 4 * v + k
                e("mov.b32 %%r%d, 0f%08x;" % (r, f32_bits(val)))
                comps.append("%%r%d" % r)
            regs.append("{%s}" % ", ".join(comps) if vec > 1 else "{%s}" % comps[0])
        lodop = ", %s, %s" % tuple(regs)
    if half:
        e("tex%s.%s.v4.f16.%s {%%h0, %%h1, %%h2, %%h3}, [%%rd1, {%s}]%s;"
          % (mip, geom, ctype, ", ".join(crd), lodop))
        for ch in range(4):
            e("cvt.f32.f16 %%f%d, %%h%d;" % (20 + ch, ch))
            e("mov.b32 %%r%d, %%f%d;" % (40 + ch, 20 + ch))
    else:
        e("tex%s.%s.v4.%s.%s {%%r40, %%r41, %%r42, %%r43}, [%%rd1, {%s}]%s;"
          % (mip, geom, dtype, ctype, ", ".join(crd), lodop))
    # Reference: the element's byte offset, then its channels.
    e("mad.lo.u32 %%r50, %%r19, %d, %%r22;" % LD)
    e("mad.lo.u32 %%r50, %%r50, %d, %%r21;" % LH)
    e("mad.lo.u32 %%r50, %%r50, %d, %%r20;" % LW)
    e("mul.lo.u32 %%r50, %%r50, %d;" % eb)
    e("add.u32 %%r50, %%r50, %d;" % level_off)
    e("cvt.u64.u32 %rd4, %r50;")
    e("add.u64 %rd4, %rd2, %rd4;")
    for ch in range(4):
        r = "%%r%d" % (44 + ch)
        if ch >= nch:
            one = ("0f3f800000" if float_out else "1") if ch == 3 else "0"
            e("mov.b32 %s, %s;" % (r, one))
            continue
        at = "[%%rd4+%d]" % (ch * cb)
        if chan == "f16":
            e("ld.global.b16 %%h1, %s;" % at)
            e("cvt.f32.f16 %f1, %h1;")
            e("mov.b32 %s, %%f1;" % r)
        elif chan == "f32" or not read_norm:
            e("ld.global.%s %s, %s;" % (ldty, r, at))
        else:
            e("ld.global.%s %s, %s;" % (ldty, r, at))
            den = float((1 << (cb * 8 - (1 if signed else 0))) - 1)
            e("cvt.rn.f32.%s %%f1, %s;" % ("s32" if signed else "u32", r))
            e("div.rn.f32 %%f1, %%f1, 0f%08x;" % f32_bits(den))
            if signed:
                e("max.f32 %f1, %f1, 0fbf800000;")
            e("mov.b32 %s, %%f1;" % r)
    if mode == "border":
        for ch in range(4):
            e("selp.b32 %%r%d, %%r%d, 0, %%p4;" % (44 + ch, 44 + ch))
    e("mul.wide.u32 %rd5, %r1, 32;")
    e("add.u64 %rd5, %rd3, %rd5;")
    e("st.global.v4.b32 [%rd5], {%r40, %r41, %r42, %r43};")
    e("st.global.v4.b32 [%rd5+16], {%r44, %r45, %r46, %r47};")
    e("ret;")
    c.params = [".param .u64 t", ".param .u64 src", ".param .u64 out"]
    c.halves = True
    return c


def gen_surface(rng, idx):
    c = Case("surf%d" % idx)
    chan = rng.choice(["u8", "u16", "u32", "s32", "f32"])
    nch = rng.choice([1, 2, 4])
    geom = rng.choice(list(GEOMS))
    rank, arr = GEOMS[geom]
    cb = CHAN[chan][0]
    eb = cb * nch
    while True:
        dims = [rng.randint(1, 6) for _ in range(rank)]
        layers = rng.randint(1, 3) if arr else 0
        W, H, D = (dims + [1, 1])[:3]
        count = W * H * D * max(layers, 1)
        if count <= THREADS:
            break
    init = bytes(rng.getrandbits(8) for _ in range(count * eb))
    c.files["s.bin"] = init
    fields = ["format=%s%s" % (chan, "" if nch == 1 else "x%d" % nch),
              "dims=" + "x".join(map(str, dims))]
    if layers:
        fields.append("layers=%d" % layers)
    c.args = ["surface:" + ",".join(fields) + ",inout:s.bin:s.out.bin",
              "out:%d:out.bin" % (THREADS * 16)]
    bits = cb * 8
    vec = "" if nch == 1 else ".v%d" % nch
    mult, add = rng.choice([1, 3, 5, 7]), rng.randint(0, 1000)
    while count > 1 and _gcd(mult, count) != 1:
        mult += 2
    mask = (1 << bits) - 1

    def coords(e_):
        x = e_ % W
        y = (e_ // W) % H
        z = (e_ // (W * H)) % D
        layer = e_ // (W * H * D)
        return x, y, z, layer

    # Expected: element e holds, channel k, (e * 0x9E3779B1 + k * 0x1234567) & mask.
    def val(e_, k):
        return (e_ * 0x9E3779B1 + k * 0x1234567 + add) & 0xFFFFFFFF & mask

    final = bytearray(init)
    for el in range(count):
        x, y, z, layer = coords(el)
        off = (((layer * D + z) * H + y) * W + x) * eb
        for k in range(nch):
            final[off + k * cb: off + (k + 1) * cb] = val(el, k).to_bytes(cb, "little")
    outb = bytearray(THREADS * 16)
    for t in range(count):
        src = (t * mult + 1) % count
        for k in range(nch):
            outb[t * 16 + 4 * k: t * 16 + 4 * k + 4] = val(src, k).to_bytes(4, "little")
    c.expect = {"s.out.bin": bytes(final), "out.bin": bytes(outb)}
    e = c.emit
    e(".reg .b32 %r<60>;")
    e(".reg .b%d %%v<4>;" % max(bits, 16) if bits != 32 else ".reg .b32 %v<4>;")
    e(".reg .b64 %rd<8>;")
    e(".reg .pred %p<2>;")
    e("ld.param.u64 %rd1, [s];")
    e("ld.param.u64 %rd2, [out];")
    e("mov.u32 %r1, %tid.x;")
    e("setp.ge.u32 %%p1, %%r1, %d;" % count)
    e("@%p1 bra DONE;")

    formatted = rng.random() < 0.5  # sust.p: x in samples, b32 sources

    def emit_coords(src, base, samples=False):
        # x in bytes (in samples for sust.p), y, z, layer of element src.
        e("rem.u32 %%r%d, %s, %d;" % (base, src, W))
        if not samples:
            e("mul.lo.u32 %%r%d, %%r%d, %d;" % (base, base, eb))
        e("div.u32 %%r%d, %s, %d;" % (base + 1, src, W))
        e("rem.u32 %%r%d, %%r%d, %d;" % (base + 1, base + 1, H))
        e("div.u32 %%r%d, %s, %d;" % (base + 2, src, W * H))
        e("rem.u32 %%r%d, %%r%d, %d;" % (base + 2, base + 2, D))
        e("div.u32 %%r%d, %s, %d;" % (base + 3, src, W * H * D))
        parts = ["%%r%d" % (base + k) for k in range(rank)]
        if arr:
            parts = ["%%r%d" % (base + 3)] + parts
        if len(parts) == 3:
            parts.append(parts[-1])
        return "{%s}" % ", ".join(parts) if len(parts) > 1 else parts[0]

    for k in range(nch):
        e("mad.lo.u32 %%r%d, %%r1, %d, %d;" % (20 + k, 0x9E3779B1, (k * 0x1234567 + add) & 0xFFFFFFFF))
        if bits == 32:
            e("mov.b32 %%v%d, %%r%d;" % (k, 20 + k))
        else:
            e("cvt.u%d.u32 %%v%d, %%r%d;" % (max(bits, 16), k, 20 + k))
    vals = ", ".join("%%v%d" % k for k in range(nch))
    vals = "{%s}" % vals if nch > 1 else vals
    if formatted and not arr:
        cs = emit_coords("%r1", 10, samples=True)
        for k in range(nch):
            if bits < 32:
                e("and.b32 %%r%d, %%r%d, %d;" % (20 + k, 20 + k, mask))
        rs = ", ".join("%%r%d" % (20 + k) for k in range(nch))
        e("sust.p.%s%s.b32.trap [%%rd1, %s], %s;" % (geom, vec, cs, "{%s}" % rs if nch > 1 else rs))
    else:
        cs = emit_coords("%r1", 10)
        e("sust.b.%s%s.b%d.trap [%%rd1, %s], %s;" % (geom, vec, bits, cs, vals))
    e("bar.sync 0;")
    e("mad.lo.u32 %%r2, %%r1, %d, 1;" % mult)
    e("rem.u32 %%r2, %%r2, %d;" % count)
    cs = emit_coords("%r2", 30)
    e("suld.b.%s%s.b%d.trap %s, [%%rd1, %s];" % (geom, vec, bits, vals, cs))
    e("mul.wide.u32 %rd3, %r1, 16;")
    e("add.u64 %rd3, %rd2, %rd3;")
    for k in range(nch):
        if bits == 32:
            e("st.global.b32 [%%rd3+%d], %%v%d;" % (4 * k, k))
        else:
            e("cvt.u32.u%d %%r%d, %%v%d;" % (max(bits, 16), 40 + k, k))
            e("st.global.b32 [%%rd3+%d], %%r%d;" % (4 * k, 40 + k))
    c.lines.append("DONE:")
    e("ret;")
    c.params = [".param .u64 s", ".param .u64 out"]
    c.halves = False
    return c


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


# OpenGL 4.6 Table 8.19: face -> (major axis, sign, (axis, sign) of sc, of tc).
CUBE_FACES = [(0, 1, (2, -1), (1, -1)), (0, -1, (2, 1), (1, -1)), (1, 1, (0, 1), (2, 1)),
              (1, -1, (0, 1), (2, -1)), (2, 1, (0, 1), (1, -1)), (2, -1, (0, -1), (1, -1))]


def gen_cube(rng, idx):
    """tex.cube / tex.acube at directions made here from a face and (sc, tc),
    against a load of the texel those give (the table above)."""
    c = Case("cube%d" % idx)
    nch = rng.choice([1, 2, 4])
    W = rng.randint(1, 8)
    cubes = rng.randint(1, 2) if rng.random() < 0.4 else 0
    eb = 4 * nch
    total = W * W * 6 * max(cubes, 1) * eb
    c.files["t.bin"] = b"".join(struct.pack("<f", rng.randint(-999, 999) / 8)
                                for _ in range(total // 4))
    fields = ["format=f32%s" % ("" if nch == 1 else "x%d" % nch), "dims=%dx%d" % (W, W), "cube=1"]
    if cubes:
        fields.append("layers=%d" % cubes)
    # Per thread: layer index, direction x, y, z, byte offset of the texel.
    dirs = b""
    for t in range(THREADS):
        face = rng.randrange(6)
        cube = rng.randrange(max(cubes, 1))
        ma = rng.choice([1.0, 2.0, 0.5])
        ax, sg, (sa, ss), (ta, ts) = CUBE_FACES[face]
        sc = f32(ma * rng.randint(-255, 255) / 256)
        tc = f32(ma * rng.randint(-255, 255) / 256)
        v = [0.0, 0.0, 0.0]
        v[ax] = sg * ma
        v[sa] = ss * sc
        v[ta] = ts * tc
        s_ = f32(f32(f32(sc / ma) + 1) * 0.5)
        t_ = f32(f32(f32(tc / ma) + 1) * 0.5)
        i = min(int(f32(s_ * W) // 1), W - 1)
        j = min(int(f32(t_ * W) // 1), W - 1)
        off = ((((cube * 6 + face) * W) + j) * W + i) * eb
        dirs += struct.pack("<I3fI12x", cube, *v, off)
    c.files["dir.bin"] = dirs
    c.args = ["texture:" + ",".join(fields) + ",in:t.bin", "in:t.bin", "in:dir.bin",
              "out:%d:out.bin" % (THREADS * 32)]
    e = c.emit
    e(".reg .b32 %r<60>;")
    e(".reg .b64 %rd<12>;")
    e("ld.param.u64 %rd1, [t];")
    e("ld.param.u64 %rd2, [src];")
    e("ld.param.u64 %rd6, [dirs];")
    e("ld.param.u64 %rd3, [out];")
    e("mov.u32 %r1, %tid.x;")
    e("mul.wide.u32 %rd7, %r1, 32;")
    e("add.u64 %rd7, %rd6, %rd7;")
    e("ld.global.v4.b32 {%r10, %r11, %r12, %r13}, [%rd7];")
    e("ld.global.u32 %r14, [%rd7+16];")
    if cubes:
        e("tex.acube.v4.f32.f32 {%r40, %r41, %r42, %r43}, [%rd1, {%r10, %r11, %r12, %r13}];")
    else:
        e("tex.cube.v4.f32.f32 {%r40, %r41, %r42, %r43}, [%rd1, {%r11, %r12, %r13, %r13}];")
    e("cvt.u64.u32 %rd4, %r14;")
    e("add.u64 %rd4, %rd2, %rd4;")
    for ch in range(4):
        if ch < nch:
            e("ld.global.b32 %%r%d, [%%rd4+%d];" % (44 + ch, 4 * ch))
        else:
            e("mov.b32 %%r%d, %s;" % (44 + ch, "0f3f800000" if ch == 3 else "0"))
    e("mul.wide.u32 %rd5, %r1, 32;")
    e("add.u64 %rd5, %rd3, %rd5;")
    e("st.global.v4.b32 [%rd5], {%r40, %r41, %r42, %r43};")
    e("st.global.v4.b32 [%rd5+16], {%r44, %r45, %r46, %r47};")
    e("ret;")
    c.params = [".param .u64 t", ".param .u64 src", ".param .u64 dirs", ".param .u64 out"]
    c.halves = True
    return c


def _gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def ptx_of(c):
    return (header() + ".visible .entry %s(%s)\n{\n" % (c.name, ", ".join(c.params))
            + "\n".join(c.lines) + "\n}\n")


def make(rng, idx):
    variant = rng.choice(["tex", "tex", "linear", "level", "cube", "surface", "surface"])
    if variant == "cube":
        return gen_cube(rng, idx)
    return gen_surface(rng, idx) if variant == "surface" else gen_tex(rng, idx, variant)


def run_case(args, c, d):
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, "kernel.ptx"), "w").write(ptx_of(c))
    for n, b in c.files.items():
        open(os.path.join(d, n), "wb").write(b)
    cmd = [os.path.abspath(args.ptxlint), "run", "kernel.ptx", "--kernel", c.name, "--grid", "1",
           "--block", str(THREADS)]
    for a in c.args:
        cmd += ["--arg", a]
    p = subprocess.run(cmd, cwd=d, capture_output=True, text=True, timeout=args.timeout)
    why = []
    if p.returncode != 0:
        why.append("exit %d: %s" % (p.returncode, p.stderr.strip()[-400:]))
    elif "warning" in p.stderr:
        why.append("warned: " + p.stderr.strip()[-400:])
    elif args.self_check:
        out = open(os.path.join(d, "out.bin"), "rb").read()
        if c.halves:
            for t in range(THREADS):
                a, b = out[t * 32: t * 32 + 16], out[t * 32 + 16: t * 32 + 32]
                if a != b:
                    why.append("thread %d: instruction %s, loads %s"
                               % (t, a.hex(), b.hex()))
                    break
        for n, want in c.expect.items():
            got = open(os.path.join(d, n), "rb").read()
            if got != want:
                first = next(i for i in range(min(len(got), len(want))) if got[i] != want[i])
                why.append("%s differs from byte %d" % (n, first))
    return why


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ptxlint", default=os.path.join(os.path.dirname(__file__), "..", "..",
                                                      "build", "bin", "ptxlint"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--keep", help="write the cases here (default: a temporary directory)")
    ap.add_argument("--self-check", action="store_true",
                    help="compare the two halves of each output and the expected buffers")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    root = args.keep or tempfile.mkdtemp(prefix="tex-gen-")
    bad = 0
    kinds = {}
    for i in range(args.count):
        c = make(rng, i)
        kinds[c.name.rstrip("0123456789")] = kinds.get(c.name.rstrip("0123456789"), 0) + 1
        why = run_case(args, c, os.path.join(root, c.name))
        if why:
            bad += 1
            print("tex-gen: %s (%s): %s" % (c.name, " ".join(c.args), "; ".join(why)))
        elif not args.quiet:
            print("tex-gen: %s ok" % c.name)
    print("tex-gen: seed %d: %d cases (%s), %d inconsistent"
          % (args.seed, args.count, ", ".join("%d %s" % (v, k) for k, v in sorted(kinds.items())),
             bad))
    if not args.keep:
        import shutil
        shutil.rmtree(root, ignore_errors=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
