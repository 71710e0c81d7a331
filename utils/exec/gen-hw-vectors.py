#!/usr/bin/env python3
"""Writes hand-made PTX cases for recording on a GPU (gpu-record.py) and
replaying in `ptxlint run` (gpu-replay.py): every comparison and selection
form (set, setp, selp, slct) in every precision, with register operands and
with constant operands (which ptxas folds into the instruction: HSETP2's
immediate and constant-bank forms, PTX ISA 9.7.4.x and sass-hsetp2), and the
floating-point arithmetic and conversions whose corners the spec defines:
signed zeros, infinities, quiet and signalling NaNs with payloads,
subnormals with and without .ftz, saturation, every rounding mode.

usage: gen-hw-vectors.py OUTDIR [--only NAME,...]

(--only followup writes a pending case that is not in the default set:
questions left by stop 28 for the next recording; --only
atom-f32,atom-f16,atom-bf16,atom-f64 the atom/red arithmetic helper-93
left for one.)

Each case is one kernel: thread i reads operand words A[i], B[i] (u64) and a
predicate word C[i] (u32), runs every probe of the kernel and stores probe
k's 32- or 64-bit result at OUT[k][i]. Operands are all pairs of a type's
edge values. A case directory holds kernel.ptx, in0.bin (A), in1.bin (B),
in2.bin (C), case.json and probes.txt (probe k's instruction text, for
reading a difference).
"""
import argparse
import json
import shutil
import os
import struct

CMP_F = ["eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"]
CMP_S = ["eq", "ne", "lt", "le", "gt", "ge"]
CMP_U = ["eq", "ne", "lo", "ls", "hi", "hs"]
BOPS = ["and", "or", "xor"]

F16 = [0x0000, 0x8000, 0x0001, 0x8001, 0x0002, 0x01ff, 0x03ff, 0x83ff, 0x0400, 0x8400, 0x0401,
       0x3bff, 0x3c00, 0xbc00, 0x3c01, 0x3555, 0x4000, 0xc000, 0x7bff, 0xfbff, 0x7c00, 0xfc00,
       0x7e00, 0xfe00, 0x7c01, 0xfc01, 0x7d55, 0x7fff, 0x1000, 0x0200, 0x8200, 0x5bf0]
BF16 = [0x0000, 0x8000, 0x0001, 0x8001, 0x007f, 0x807f, 0x0080, 0x8080, 0x3f80, 0xbf80, 0x3f81,
        0x4000, 0xc000, 0x7f7f, 0xff7f, 0x7f80, 0xff80, 0x7fc0, 0xffc0, 0x7f81, 0xff81, 0x7fa5,
        0x3eaa, 0x0040, 0x8040, 0x4b80, 0x3000, 0x1234]
F32 = [0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x007fffff, 0x807fffff, 0x00800000,
       0x80800000, 0x00400000, 0x3f800000, 0xbf800000, 0x3f800001, 0x3effffff, 0x3f000000,
       0x40000000, 0x7f7fffff, 0xff7fffff, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000,
       0x7f800001, 0xff800001, 0x7fa00000, 0x7fffffff, 0x33800000, 0x387fc000, 0x38800000,
       0x477fe000, 0x477ff000, 0x4f000000, 0xcf000000, 0x5f000000, 0x4b800000, 0x3fc00000,
       0xbfc00000, 0x40200000, 0x37800000, 0x33000001, 0x477fefff]
F64 = [0x0, 0x8000000000000000, 0x1, 0x8000000000000001, 0x000fffffffffffff, 0x0010000000000000,
       0x3ff0000000000000, 0xbff0000000000000, 0x3ff0000000000001, 0x4000000000000000,
       0x7fefffffffffffff, 0xffefffffffffffff, 0x7ff0000000000000, 0xfff0000000000000,
       0x7ff8000000000000, 0xfff8000000000000, 0x7ff0000000000001, 0x7ff4000000000000,
       0x36a0000000000000, 0x380fffffffffffff, 0x3810000000000000, 0x47efffffe0000000,
       0x47efffffffffffff, 0x3fe0000000000000, 0x3ff8000000000000, 0xc1e0000000000000,
       0x43e0000000000000, 0x3e70000000000001, 0x7fffffffffffffff, 0x41dfffffffc00000]
I32 = [0, 1, 2, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff, 0x10000, 0x7fffffff, 0x80000000,
       0x80000001, 0xfffffffe, 0xffffffff, 0x12345678]
I64 = [0, 1, 0x7fffffff, 0x80000000, 0xffffffff, 0x100000000, 0x7fffffffffffffff,
       0x8000000000000000, 0xffffffffffffffff, 0xfffffffffffffffe, 0x123456789abcdef0,
       0x8000000080000000]

REG_DECL = """    .reg .pred %p<8>;
    .reg .b16 %h<16>;
    .reg .b32 %r<32>;
    .reg .b64 %rd<16>;
    .reg .f32 %f<8>;
    .reg .f64 %fd<8>;
"""


class Kernel:
    """A kernel of probes over N operand pairs."""

    def __init__(self, name, target="sm_90", version="8.5"):
        self.name, self.target, self.version = name, target, version
        self.probes = []  # (text, body lines, result register, width)

    def probe(self, text, body, res, width=32):
        self.probes.append((text, body, res, width))

    def ptx(self, n):
        out = [".version %s" % self.version, ".target %s" % self.target, ".address_size 64", "",
               ".visible .entry %s(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pout)"
               % self.name, "{", REG_DECL,
               "    mov.u32 %r1, %ctaid.x;", "    mov.u32 %r2, %ntid.x;", "    mov.u32 %r3, %tid.x;",
               "    mad.lo.u32 %r0, %r1, %r2, %r3;",
               "    setp.ge.u32 %p7, %r0, {};".format(n), "    @%p7 bra $DONE;",
               "    ld.param.u64 %rd1, [pa];", "    ld.param.u64 %rd2, [pb];",
               "    ld.param.u64 %rd3, [pc];", "    ld.param.u64 %rd4, [pout];",
               "    cvta.to.global.u64 %rd1, %rd1;", "    cvta.to.global.u64 %rd2, %rd2;",
               "    cvta.to.global.u64 %rd3, %rd3;", "    cvta.to.global.u64 %rd4, %rd4;",
               "    mul.wide.u32 %rd5, %r0, 8;", "    add.u64 %rd6, %rd1, %rd5;",
               "    add.u64 %rd7, %rd2, %rd5;", "    ld.global.u64 %rd8, [%rd6];",
               "    ld.global.u64 %rd9, [%rd7];", "    mul.wide.u32 %rd5, %r0, 4;",
               "    add.u64 %rd6, %rd3, %rd5;", "    ld.global.u32 %r4, [%rd6];",
               "    setp.ne.u32 %p6, %r4, 0;",
               # a/b as every width: %h1/%h2 low halves, %r5/%r6 low words,
               # %f1/%f2, %fd1/%fd2
               "    cvt.u16.u64 %h1, %rd8;", "    cvt.u16.u64 %h2, %rd9;",
               "    cvt.u32.u64 %r5, %rd8;", "    cvt.u32.u64 %r6, %rd9;",
               "    mov.b32 %f1, %r5;", "    mov.b32 %f2, %r6;",
               "    mov.b64 %fd1, %rd8;", "    mov.b64 %fd2, %rd9;",
               "    shr.u64 %rd10, %rd8, 16;", "    cvt.u16.u64 %h3, %rd10;"]
        off = 0
        for k, (text, body, res, width) in enumerate(self.probes):
            out.append("    // probe %d: %s" % (k, text))
            out += ["    " + b for b in body]
            if width == 64:
                out.append("    mul.wide.u32 %rd10, %r0, 8;")
            else:
                out.append("    mul.wide.u32 %rd10, %r0, 4;")
            out.append("    add.u64 %rd11, %rd4, %rd10;")
            out.append("    st.global.%s [%%rd11+%d], %s;" % ("u64" if width == 64 else "u32", off, res))
            off += n * (8 if width == 64 else 4)
        out += ["$DONE:", "    ret;", "}", ""]
        return "\n".join(out), off


def pairs(xs, ys=None):
    ys = xs if ys is None else ys
    return [(a, b) for a in xs for b in ys]


def x2(vals):
    """Packed pairs: each value in the low half with a rotated partner above."""
    return [v | (vals[(i * 7 + 3) % len(vals)] << 16) for i, v in enumerate(vals)]


def pred_out(expr_lines, two=False):
    """Lines that turn %p1 (and %p2) into %r10 = p | q << 1."""
    if two:
        return expr_lines + ["selp.u32 %r10, 1, 0, %p1;", "selp.u32 %r11, 2, 0, %p2;",
                             "or.b32 %r10, %r10, %r11;"]
    return expr_lines + ["selp.u32 %r10, 1, 0, %p1;"]


def half_regs(ty):
    return ("%h1", "%h2") if ty in ("f16", "bf16") else ("%r5", "%r6")


def cmp_float_kernel(ty):
    k = Kernel("cmp_" + ty)
    a, b = {"f16": ("%h1", "%h2"), "bf16": ("%h1", "%h2"), "f16x2": ("%r5", "%r6"),
            "bf16x2": ("%r5", "%r6"), "f32": ("%f1", "%f2"), "f64": ("%fd1", "%fd2")}[ty]
    ftzs = [""] if ty in ("bf16", "bf16x2", "f64") else ["", ".ftz"]
    two = ty not in ("f16", "bf16")  # scalar half setp has no q
    pq = "%p1|%p2" if two else "%p1"
    for op in CMP_F:
        for ftz in ftzs:
            t = "setp.%s%s.%s %s, %s, %s;" % (op, ftz, ty, pq, a, b)
            k.probe(t, pred_out([t], two), "%r10")
            for bop in BOPS:
                t = "setp.%s.%s%s.%s %s, %s, %s, !%%p6;" % (op, bop, ftz, ty, pq, a, b)
                k.probe(t, pred_out([t], two), "%r10")
    # set with every destination the spec lists for this source type
    if ty in ("f32", "f64"):
        dsts = [("u32", "%r10"), ("s32", "%r10"), ("f32", "%r10")]
    elif ty in ("f16", "bf16"):
        dsts = [("u32", "%r10"), ("s32", "%r10"), ("u16", "%h10"), ("s16", "%h10")]
    else:
        dsts = [("u32", "%r10"), ("s32", "%r10"), (ty, "%r10")]
    for op in CMP_F:
        for ftz in ftzs:
            for dt, reg in dsts:
                body = ["set.%s%s.%s.%s %s, %s, %s;" % (op, ftz, dt, ty, reg, a, b)]
                body2 = ["set.%s.xor%s.%s.%s %s, %s, %s, %%p6;" % (op, ftz, dt, ty, reg, a, b)]
                for bd in (body, body2):
                    if reg == "%h10":
                        bd = bd + ["cvt.u32.u16 %r10, %h10;"]
                    k.probe(bd[0], bd, "%r10")
    # f16 / bf16 destinations from scalar sources
    if ty in ("f16", "f32", "f64"):
        for op in ("lt", "equ", "nan", "ge"):
            for dt in ("f16", "bf16"):
                ftz = ".ftz" if dt == "f16" and ty != "f64" else ""
                body = ["set.%s%s.%s.%s %%h10, %s, %s;" % (op, ftz, dt, ty, a, b),
                        "cvt.u32.u16 %r10, %h10;"]
                k.probe(body[0], body, "%r10")
    return k


def cmp_int_kernel():
    k = Kernel("cmp_int")
    for w in (16, 32, 64):
        a, b = {16: ("%h1", "%h2"), 32: ("%r5", "%r6"), 64: ("%rd8", "%rd9")}[w]
        for op in CMP_S:
            t = "setp.%s.s%d %%p1|%%p2, %s, %s;" % (op, w, a, b)
            k.probe(t, pred_out([t], True), "%r10")
        for op in CMP_U:
            t = "setp.%s.u%d %%p1|%%p2, %s, %s;" % (op, w, a, b)
            k.probe(t, pred_out([t], True), "%r10")
            t = "setp.%s.and.u%d %%p1|%%p2, %s, %s, %%p6;" % (op, w, a, b)
            k.probe(t, pred_out([t], True), "%r10")
        for op in ("eq", "ne"):
            t = "setp.%s.b%d %%p1, %s, %s;" % (op, w, a, b)
            k.probe(t, pred_out([t]), "%r10")
        for dt in ("u32", "f32"):
            t = "set.lt.%s.s%d %%r10, %s, %s;" % (dt, w, a, b)
            k.probe(t, [t], "%r10")
            t = "set.hs.or.%s.u%d %%r10, %s, %s, !%%p6;" % (dt, w, a, b)
            k.probe(t, [t], "%r10")
        if w in (16, 32):
            t = "set.gt.f16.s%d %%h10, %s, %s;" % (w, a, b)
            k.probe(t, [t, "cvt.u32.u16 %r10, %h10;"], "%r10")
    # selp in every type, slct
    for ty, a, b, reg, w in (("b16", "%h1", "%h2", "%h10", 16), ("u32", "%r5", "%r6", "%r10", 32),
                             ("f32", "%f1", "%f2", "%f5", 32), ("b64", "%rd8", "%rd9", "%rd12", 64),
                             ("f64", "%fd1", "%fd2", "%fd5", 64)):
        body = ["selp.%s %s, %s, %s, %%p6;" % (ty, reg, a, b)]
        if w == 16:
            body.append("cvt.u32.u16 %r10, %h10;")
            k.probe(body[0], body, "%r10")
        elif w == 32:
            if reg != "%r10":
                body.append("mov.b32 %r10, " + reg + ";")
            k.probe(body[0], body, "%r10")
        else:
            if reg != "%rd12":
                body.append("mov.b64 %rd12, " + reg + ";")
            k.probe(body[0], body, "%rd12", 64)
    for dt, a, b in (("u32", "%r5", "%r6"), ("f32", "%f1", "%f2"), ("s64", "%rd8", "%rd9"),
                     ("f64", "%fd1", "%fd2"), ("b16", "%h1", "%h2")):
        for ct, c, ftz in (("s32", "%r6", ""), ("f32", "%f2", ""), ("f32", "%f2", ".ftz")):
            reg = {"u32": "%r10", "f32": "%f5", "s64": "%rd12", "f64": "%fd5", "b16": "%h10"}[dt]
            body = ["slct%s.%s.%s %s, %s, %s, %s;" % (ftz, dt, ct, reg, a, b, c)]
            if dt in ("s64", "f64"):
                if reg != "%rd12":
                    body.append("mov.b64 %rd12, " + reg + ";")
                k.probe(body[0], body, "%rd12", 64)
            else:
                if dt == "b16":
                    body.append("cvt.u32.u16 %r10, %h10;")
                elif reg != "%r10":
                    body.append("mov.b32 %r10, " + reg + ";")
                k.probe(body[0], body, "%r10")
    return k


def hexlit(ty, v):
    if ty == "f32":
        return "0f%08X" % v
    return "0d%016X" % v


def cmp_const_kernel(ty):
    """Comparisons against constants, which ptxas folds into the
    instruction (immediate or constant bank) instead of a register."""
    k = Kernel("cmpk_" + ty)
    consts = {"f16": F16, "bf16": BF16, "f32": F32, "f64": F64, "f16x2": x2(F16),
              "bf16x2": x2(BF16)}[ty]
    a = {"f16": "%h1", "bf16": "%h1", "f16x2": "%r5", "bf16x2": "%r5", "f32": "%f1",
         "f64": "%fd1"}[ty]
    ftzs = [""] if ty in ("bf16", "bf16x2", "f64") else ["", ".ftz"]
    two = ty not in ("f16", "bf16")
    pq = "%p1|%p2" if two else "%p1"
    for c in consts:
        for op in CMP_F:
            for ftz in ftzs:
                if ty in ("f32", "f64"):
                    lit = hexlit(ty, c)
                    t1 = "setp.%s%s.%s %%p1|%%p2, %s, %s;" % (op, ftz, ty, a, lit)
                    k.probe(t1, pred_out([t1], True), "%r10")
                    t2 = "setp.%s%s.%s %%p1|%%p2, %s, %s;" % (op, ftz, ty, lit, a)
                    k.probe(t2, pred_out([t2], True), "%r10")
                else:
                    reg, mov = ("%h3", "mov.b16 %%h3, 0x%04X;" % c) if ty in ("f16", "bf16") \
                        else ("%r7", "mov.b32 %%r7, 0x%08X;" % c)
                    t1 = "setp.%s%s.%s %s, %s, %s;" % (op, ftz, ty, pq, a, reg)
                    k.probe(mov + " " + t1, pred_out([mov, t1], two), "%r10")
                    t2 = "setp.%s%s.%s %s, %s, %s;" % (op, ftz, ty, pq, reg, a)
                    k.probe(mov + " " + t2, pred_out([mov, t2], two), "%r10")
    return k


def arith_f32_kernel():
    k = Kernel("arith_f32")
    a, b = "%f1", "%f2"

    def p(t):
        k.probe(t, [t, "mov.b32 %r10, %f5;"], "%r10")
    for rnd in ("rn", "rz", "rm", "rp"):
        for ftz in ("", ".ftz"):
            for sat in ("", ".sat"):
                p("add.%s%s%s.f32 %%f5, %s, %s;" % (rnd, ftz, sat, a, b))
                p("mul.%s%s%s.f32 %%f5, %s, %s;" % (rnd, ftz, sat, a, b))
                p("fma.%s%s%s.f32 %%f5, %s, %s, %s;" % (rnd, ftz, sat, a, b, a))
        p("div.%s.f32 %%f5, %s, %s;" % (rnd, a, b))
        p("div.%s.ftz.f32 %%f5, %s, %s;" % (rnd, a, b))
        p("sqrt.%s.f32 %%f5, %s;" % (rnd, b))
        p("rcp.%s.ftz.f32 %%f5, %s;" % (rnd, b))
    p("sub.rn.f32 %f5, %f1, %f2;")
    p("sub.ftz.f32 %f5, %f1, %f2;")
    for mn in ("min", "max"):
        for m in ("", ".ftz", ".NaN", ".xorsign.abs", ".ftz.NaN"):
            p("%s%s.f32 %%f5, %s, %s;" % (mn, m, a, b))
    p("abs.f32 %f5, %f1;")
    p("abs.ftz.f32 %f5, %f1;")
    p("neg.f32 %f5, %f1;")
    p("neg.ftz.f32 %f5, %f1;")
    p("copysign.f32 %f5, %f1, %f2;")
    p("div.full.f32 %f5, %f1, %f2;")
    p("div.approx.f32 %f5, %f1, %f2;")
    for t in ("finite", "infinite", "number", "notanumber", "normal", "subnormal"):
        body = ["testp.%s.f32 %%p1, %s;" % (t, a), "selp.u32 %r10, 1, 0, %p1;"]
        k.probe(body[0], body, "%r10")
    # conversions from f32
    for rnd in ("rn", "rz", "rm", "rp"):
        for dt in ("f16", "bf16"):
            body = ["cvt.%s.%s.f32 %%h10, %s;" % (rnd, dt, a), "cvt.u32.u16 %r10, %h10;"]
            k.probe(body[0], body, "%r10")
        for it in ("s32", "u32"):
            for sat in ("", ".sat"):
                t = "cvt.%si.%s.f32 %%r10, %s;" % (rnd, it, a) if not sat else \
                    "cvt.%si.sat.%s.f32 %%r10, %s;" % (rnd, it, a)
                k.probe(t, [t], "%r10")
        for it in ("s64", "u64"):
            t = "cvt.%si.%s.f32 %%rd12, %s;" % (rnd, it, a)
            k.probe(t, [t], "%rd12", 64)
        for it in ("s16", "u8", "s8"):
            body = ["cvt.%si.%s.f32 %%h10, %s;" % (rnd, it, a), "cvt.u32.u16 %r10, %h10;"] \
                if it == "s16" else ["cvt.%si.%s.f32 %%r10, %s;" % (rnd, it, a)]
            k.probe(body[0], body, "%r10")
        p("cvt.%si.f32.f32 %%f5, %s;" % (rnd, a))
        p("cvt.%si.ftz.f32.f32 %%f5, %s;" % (rnd, a))
    for ftz in ("", ".ftz"):
        for sat in ("", ".sat"):
            t = "cvt%s%s.f64.f32 %%fd5, %s;" % (ftz, sat, a)
            k.probe(t, [t, "mov.b64 %rd12, %fd5;"], "%rd12", 64)
    for body in (["cvt.rna.tf32.f32 %r10, %f1;"], ["cvt.rn.tf32.f32 %r10, %f1;"],
                 ["cvt.rz.tf32.f32 %r10, %f1;"],
                 ["cvt.rn.f16x2.f32 %r10, %f1, %f2;"], ["cvt.rz.relu.f16x2.f32 %r10, %f1, %f2;"],
                 ["cvt.rn.bf16x2.f32 %r10, %f1, %f2;"], ["cvt.rn.relu.satfinite.bf16x2.f32 %r10, %f1, %f2;"],
                 ["cvt.rn.satfinite.e4m3x2.f32 %h10, %f1, %f2;", "cvt.u32.u16 %r10, %h10;"],
                 ["cvt.rn.satfinite.e5m2x2.f32 %h10, %f1, %f2;", "cvt.u32.u16 %r10, %h10;"],
                 ["cvt.rn.satfinite.relu.e4m3x2.f32 %h10, %f1, %f2;", "cvt.u32.u16 %r10, %h10;"]):
        k.probe(body[0], body, "%r10")
    # approximate functions: recorded to measure the documented error
    for fn in ("rcp.approx.f32", "rcp.approx.ftz.f32", "sqrt.approx.f32", "rsqrt.approx.f32",
               "ex2.approx.f32", "ex2.approx.ftz.f32", "lg2.approx.f32", "sin.approx.f32",
               "cos.approx.f32", "tanh.approx.f32"):
        p("%s %%f5, %%f1;" % fn)
    return k


def arith_half_kernel(ty):
    k = Kernel("arith_" + ty)
    scalar = ty in ("f16", "bf16")
    a, b = ("%h1", "%h2") if scalar else ("%r5", "%r6")
    res = "%h10" if scalar else "%r10"

    def p(t):
        body = [t] + (["cvt.u32.u16 %r10, %h10;"] if scalar else [])
        k.probe(t, body, "%r10")
    ftzs = [""] if ty.startswith("bf") else ["", ".ftz"]
    for ftz in ftzs:
        sats = [""] if ty.startswith("bf") else ["", ".sat"]
        for sat in sats:
            for op in ("add", "sub", "mul"):
                p("%s.rn%s%s.%s %s, %s, %s;" % (op, ftz, sat, ty, res, a, b))
                p("%s%s%s.%s %s, %s, %s;" % (op, ftz, sat, ty, res, a, b))
            p("fma.rn%s%s.%s %s, %s, %s, %s;" % (ftz, sat, ty, res, a, b, a))
        if not ty.startswith("bf"):
            p("fma.rn%s.relu.%s %s, %s, %s, %s;" % (ftz, ty, res, a, b, b))
        for mn in ("min", "max"):
            for m in ("", ".NaN", ".xorsign.abs"):
                p("%s%s%s.%s %s, %s, %s;" % (mn, ftz, m, ty, res, a, b))
        p("neg%s.%s %s, %s;" % (ftz, ty, res, a))
        p("abs%s.%s %s, %s;" % (ftz, ty, res, a))
    if ty.startswith("bf"):
        p("fma.rn.relu.%s %s, %s, %s, %s;" % (ty, res, a, b, b))
    if scalar:
        # conversions from the half type
        k.probe("cvt.f32.%s" % ty, ["cvt.f32.%s %%f5, %s;" % (ty, a), "mov.b32 %r10, %f5;"], "%r10")
        if ty == "f16":
            k.probe("cvt.ftz.f32.f16", ["cvt.ftz.f32.f16 %f5, %h1;", "mov.b32 %r10, %f5;"], "%r10")
        k.probe("cvt.f64.%s" % ty, ["cvt.f64.%s %%fd5, %s;" % (ty, a), "mov.b64 %rd12, %fd5;"],
                "%rd12", 64)
        for rnd in ("rni", "rzi", "rmi", "rpi"):
            k.probe("cvt.%s.s32.%s" % (rnd, ty), ["cvt.%s.s32.%s %%r10, %s;" % (rnd, ty, a)], "%r10")
            k.probe("cvt.%s.u16.%s" % (rnd, ty), ["cvt.%s.u16.%s %%h10, %s;" % (rnd, ty, a),
                                                   "cvt.u32.u16 %r10, %h10;"], "%r10")
            p("cvt.%s.%s.%s %s, %s;" % (rnd, ty, ty, res, a))
        other = "bf16" if ty == "f16" else "f16"
        for rnd in ("rn", "rz", "rm", "rp"):
            p("cvt.%s.%s.%s %s, %s;" % (rnd, other, ty, res, a))
        if ty == "f16":
            for fn in ("ex2.approx.f16", "tanh.approx.f16"):
                p("%s %s, %s;" % (fn, res, a))
        else:
            for fn in ("ex2.approx.ftz.bf16", "tanh.approx.bf16"):
                p("%s %s, %s;" % (fn, res, a))
    return k


def unary_half_kernel(ty):
    """Every value of a 16-bit type (%h1; %r5 holds it with a partner in
    the high half) through the unary operations and conversions."""
    k = Kernel("unary_" + ty)

    def p16(t):
        k.probe(t, [t, "cvt.u32.u16 %r10, %h10;"], "%r10")

    def p32(t):
        k.probe(t, [t], "%r10")
    ftzs = [""] if ty == "bf16" else ["", ".ftz"]
    for ftz in ftzs:
        p16("neg%s.%s %%h10, %%h1;" % (ftz, ty))
        p16("abs%s.%s %%h10, %%h1;" % (ftz, ty))
        p32("neg%s.%sx2 %%r10, %%r5;" % (ftz, ty))
        p32("abs%s.%sx2 %%r10, %%r5;" % (ftz, ty))
        p16("add%s.%s %%h10, %%h1, %%h1;" % (ftz, ty))
        p16("mul%s.%s %%h10, %%h1, %%h1;" % (ftz, ty))
        p16("min%s.%s %%h10, %%h1, %%h3;" % (ftz, ty))
    k.probe("cvt.f32.%s" % ty, ["cvt.f32.%s %%f5, %%h1;" % ty, "mov.b32 %r10, %f5;"], "%r10")
    if ty == "f16":
        k.probe("cvt.ftz.f32.f16", ["cvt.ftz.f32.f16 %f5, %h1;", "mov.b32 %r10, %f5;"], "%r10")
    k.probe("cvt.f64.%s" % ty, ["cvt.f64.%s %%fd5, %%h1;" % ty, "mov.b64 %rd12, %fd5;"], "%rd12", 64)
    for rnd in ("rni", "rzi", "rmi", "rpi"):
        p16("cvt.%s.%s.%s %%h10, %%h1;" % (rnd, ty, ty))
        p32("cvt.%s.s32.%s %%r10, %%h1;" % (rnd, ty))
        p32("cvt.%s.u32.%s %%r10, %%h1;" % (rnd, ty))
        p16("cvt.%s.s16.%s %%h10, %%h1;" % (rnd, ty))
        p16("cvt.%s.u16.%s %%h10, %%h1;" % (rnd, ty))
        if ty == "f16":  # ptxas 13.0 rejects cvt.{s8,u8}.bf16 ("Arguments mismatch")
            p16("cvt.%s.s8.%s %%h10, %%h1;" % (rnd, ty))
            p16("cvt.%s.u8.%s %%h10, %%h1;" % (rnd, ty))
        k.probe("cvt.%s.s64.%s" % (rnd, ty), ["cvt.%s.s64.%s %%rd12, %%h1;" % (rnd, ty)], "%rd12", 64)
    other = "bf16" if ty == "f16" else "f16"
    for rnd in ("rn", "rz", "rm", "rp"):
        p16("cvt.%s.%s.%s %%h10, %%h1;" % (rnd, other, ty))
    if ty == "f16":
        p16("ex2.approx.f16 %h10, %h1;")
        p16("tanh.approx.f16 %h10, %h1;")
        p32("ex2.approx.f16x2 %r10, %r5;")
        for body in (["cvt.rn.satfinite.e4m3x2.f16x2 %h10, %r5;", "cvt.u32.u16 %r10, %h10;"],
                     ["cvt.rn.satfinite.e5m2x2.f16x2 %h10, %r5;", "cvt.u32.u16 %r10, %h10;"],
                     ["cvt.rn.satfinite.relu.e4m3x2.f16x2 %h10, %r5;", "cvt.u32.u16 %r10, %h10;"],
                     ["cvt.rn.f16x2.e4m3x2 %r10, %h1;"], ["cvt.rn.f16x2.e5m2x2 %r10, %h1;"],
                     ["cvt.rn.relu.f16x2.e4m3x2 %r10, %h1;"]):
            k.probe(body[0], body, "%r10")
    else:
        p16("ex2.approx.ftz.bf16 %h10, %h1;")
        p16("tanh.approx.bf16 %h10, %h1;")
    # set/setp against the partner half
    for op in ("lt", "equ", "num", "geu"):
        for ftz in ftzs:
            body = ["setp.%s%s.%s %%p1, %%h1, %%h3;" % (op, ftz, ty), "selp.u32 %r10, 1, 0, %p1;"]
            k.probe(body[0], body, "%r10")
            body = ["set.%s%s.%s.%s %%h10, %%h1, %%h3;" % (op, ftz, ty, ty), "cvt.u32.u16 %r10, %h10;"]
            k.probe(body[0], body, "%r10")
            p32("set.%s%s.%sx2.%sx2 %%r10, %%r5, %%r6;" % (op, ftz, ty, ty))
    return k


def arith_f64_kernel():
    k = Kernel("arith_f64")

    def p(t):
        k.probe(t, [t, "mov.b64 %rd12, %fd5;"], "%rd12", 64)
    for rnd in ("rn", "rz", "rm", "rp"):
        p("add.%s.f64 %%fd5, %%fd1, %%fd2;" % rnd)
        p("mul.%s.f64 %%fd5, %%fd1, %%fd2;" % rnd)
        p("fma.%s.f64 %%fd5, %%fd1, %%fd2, %%fd1;" % rnd)
        p("div.%s.f64 %%fd5, %%fd1, %%fd2;" % rnd)
        p("sqrt.%s.f64 %%fd5, %%fd2;" % rnd)
        p("rcp.%s.f64 %%fd5, %%fd2;" % rnd)
        k.probe("cvt.%s.f32.f64" % rnd, ["cvt.%s.f32.f64 %%f5, %%fd1;" % rnd, "mov.b32 %r10, %f5;"],
                "%r10")
        k.probe("cvt.%s.ftz.f32.f64" % rnd, ["cvt.%s.ftz.f32.f64 %%f5, %%fd1;" % rnd,
                                             "mov.b32 %r10, %f5;"], "%r10")
        k.probe("cvt.%s.f16.f64" % rnd, ["cvt.%s.f16.f64 %%h10, %%fd1;" % rnd,
                                         "cvt.u32.u16 %r10, %h10;"], "%r10")
        for it in ("s32", "u32", "s64", "u64"):
            if it in ("s32", "u32"):
                k.probe("cvt.%si.%s.f64" % (rnd, it), ["cvt.%si.%s.f64 %%r10, %%fd1;" % (rnd, it)], "%r10")
            else:
                k.probe("cvt.%si.%s.f64" % (rnd, it), ["cvt.%si.%s.f64 %%rd12, %%fd1;" % (rnd, it)],
                        "%rd12", 64)
        p("cvt.%si.f64.f64 %%fd5, %%fd1;" % rnd)
    for mn in ("min", "max"):
        p("%s.f64 %%fd5, %%fd1, %%fd2;" % mn)
    p("sub.f64 %fd5, %fd1, %fd2;")
    p("abs.f64 %fd5, %fd1;")
    p("neg.f64 %fd5, %fd1;")
    p("copysign.f64 %fd5, %fd1, %fd2;")
    p("rcp.approx.ftz.f64 %fd5, %fd2;")
    p("rsqrt.approx.f64 %fd5, %fd2;")
    for t in ("finite", "infinite", "number", "notanumber", "normal", "subnormal"):
        body = ["testp.%s.f64 %%p1, %%fd1;" % t, "selp.u32 %r10, 1, 0, %p1;"]
        k.probe(body[0], body, "%r10")
    return k


def mufu_kernel(width):
    """The MUFU-based .approx instructions of one operand width over many
    inputs (%f1 / %fd1 / %r5 as an f16x2 or bf16x2 pair)."""
    k = Kernel("mufu_%d" % width)

    def p(t, res):
        if res == "%fd5":
            k.probe(t, [t, "mov.b64 %rd12, %fd5;"], "%rd12", 64)
        else:
            k.probe(t, [t] + (["mov.b32 %r10, %f5;"] if res == "%f5" else []), "%r10")
    if width == 32:
        for fn in ("sin", "cos", "tanh", "lg2", "ex2"):
            for ftz in (("",) if fn == "tanh" else ("", ".ftz")):
                p("%s.approx%s.f32 %%f5, %%f1;" % (fn, ftz), "%f5")
        for fn in ("tanh.approx.f16x2", "tanh.approx.bf16x2", "ex2.approx.f16x2", "ex2.approx.ftz.bf16x2"):
            p("%s %%r10, %%r5;" % fn, "%r10")
    else:
        for fn in ("rsqrt.approx.f64", "rsqrt.approx.ftz.f64", "rcp.approx.ftz.f64"):
            p("%s %%fd5, %%fd1;" % fn, "%fd5")
    return k


def cvt_narrow_kernel():
    """f32 and f64 to f16, bf16 and f32 in every rounding mode, with and
    without .ftz, .sat and .relu (ptxas drops the forms it rejects), for
    subnormal, tiny and huge inputs."""
    k = Kernel("cvt_narrow")
    for rnd in ("rn", "rz", "rm", "rp"):
        for ftz in ("", ".ftz"):
            for sat in ("", ".sat"):
                for dst in ("f16", "bf16"):
                    t = "cvt.%s%s%s.%s.f32 %%h10, %%f1;" % (rnd, ftz, sat, dst)
                    k.probe(t, [t, "cvt.u32.u16 %r10, %h10;"], "%r10")
                t = "cvt.%s%s%s.f32.f64 %%f5, %%fd1;" % (rnd, ftz, sat)
                k.probe(t, [t, "mov.b32 %r10, %f5;"], "%r10")
            for dst in ("f16", "bf16"):
                t = "cvt.%s%s.relu.%s.f32 %%h10, %%f1;" % (rnd, ftz, dst)
                k.probe(t, [t, "cvt.u32.u16 %r10, %h10;"], "%r10")
    for ftz in ("", ".ftz"):
        for sat in ("", ".sat"):
            t = "cvt%s%s.f32.f16 %%f5, %%h1;" % (ftz, sat)
            k.probe(t, [t, "mov.b32 %r10, %f5;"], "%r10")
            t = "cvt%s%s.f64.f32 %%fd5, %%f1;" % (ftz, sat)
            k.probe(t, [t, "mov.b64 %rd12, %fd5;"], "%rd12", 64)
    return k


def cvt_narrow_inputs():
    """Words whose low 32 bits are f32 subnormals, values around the f16 and
    bf16 subnormal and overflow ranges, and edge values; the whole word an
    f64 near the f32 limits."""
    f32 = [m | s for m in (1, 2, 0x3ff, 0x400, 0x401, 0x1000, 0x7fff, 0x8000, 0x400000, 0x7fffff)
           for s in (0, 0x80000000)]
    f32 += [(e << 23) | m | s for e in (1, 2, 100, 102, 103, 104, 111, 112, 113, 142, 143, 254)
            for m in (0, 1, 0x1000, 0x2000, 0x3fe000, 0x400000, 0x7fe000, 0x7fffff) for s in (0, 0x80000000)]
    f32 += F32
    f64 = [0x36a0000000000000, 0x36a0000000000001, 0x3690000000000000, 0x380fffffffffffff,
           0x3810000000000000, 0x47efffffe0000000, 0x47efffffefffffff, 0x47effffff0000000,
           0xb6a0000000000000, 0x0000000000000001, 0x7ff0000000000000, 0x7ff8000000000001]
    return [(f64[i % len(f64)] & ~0xFFFFFFFF if i % 3 == 0 else f64[i % len(f64)]) | v if i % 3 == 0 else
            (f64[i % len(f64)] if i % 3 == 1 else v) for i, v in enumerate(f32)]


def contract_kernel():
    """mul + add/sub pairs without rounding modifiers, which ptxas may fuse
    into one fma (PTX ISA 8.5 9.7.3), next to pairs it must not fuse. The
    addend is c = -RN(a*b) + small, so a fused result shows the product's
    rounding error and an unfused one does not."""
    k = Kernel("contract")

    def p(name, body, res="%f5", width=32):
        if res.startswith("%fd"):
            k.probe(name, body + ["mov.b64 %%rd12, %s;" % res], "%rd12", 64)
        elif res.startswith("%h"):
            k.probe(name, body + ["cvt.u32.u16 %%r10, %s;" % res], "%r10")
        elif res.startswith("%r"):
            k.probe(name, body + ["mov.b32 %%r10, %s;" % res] if res != "%r10" else body, "%r10")
        else:
            k.probe(name, body + ["mov.b32 %%r10, %s;" % res], "%r10")
    c32 = ["mul.rn.f32 %f3, %f1, %f2;", "neg.f32 %f3, %f3;", "fma.rn.f32 %f3, %f1, 0f35800000, %f3;",
           "neg.f32 %f6, %f3;"]
    p("add", c32 + ["mul.f32 %f4, %f1, %f2;", "add.f32 %f5, %f4, %f3;"])
    p("add-rev", c32 + ["mul.f32 %f4, %f1, %f2;", "add.f32 %f5, %f3, %f4;"])
    p("sub-product-first", c32 + ["mul.f32 %f4, %f1, %f2;", "sub.f32 %f5, %f4, %f6;"])
    p("sub-product-second", c32 + ["mul.f32 %f4, %f1, %f2;", "sub.f32 %f5, %f6, %f4;"])
    p("add-sat", c32 + ["mul.f32 %f4, %f1, %f2;", "add.sat.f32 %f5, %f4, %f3;"])
    p("ftz-both", c32 + ["mul.ftz.f32 %f4, %f1, %f2;", "add.ftz.f32 %f5, %f4, %f3;"])
    p("ftz-mul-only", c32 + ["mul.ftz.f32 %f4, %f1, %f2;", "add.f32 %f5, %f4, %f3;"])
    p("add-rn", c32 + ["mul.f32 %f4, %f1, %f2;", "add.rn.f32 %f5, %f4, %f3;"])
    p("mul-rn", c32 + ["mul.rn.f32 %f4, %f1, %f2;", "add.f32 %f5, %f4, %f3;"])
    p("two-adds", c32 + ["mul.f32 %f4, %f1, %f2;", "add.f32 %f5, %f4, %f3;", "add.f32 %f7, %f3, %f4;",
                         "mov.b32 %r10, %f5;", "mov.b32 %r11, %f7;", "xor.b32 %r10, %r10, %r11;"], "%r10")
    p("other-use", c32 + ["mul.f32 %f4, %f1, %f2;", "add.f32 %f5, %f4, %f3;",
                          "mov.b32 %r10, %f5;", "mov.b32 %r11, %f4;", "xor.b32 %r10, %r10, %r11;"], "%r10")
    p("product-twice", c32 + ["mul.f32 %f4, %f1, %f2;", "add.f32 %f5, %f4, %f4;"])
    p("other-block", c32 + ["mul.f32 %f4, %f1, %f2;", "@%p6 bra $CB1;", "add.f32 %f3, %f3, 0f00000000;",
                            "$CB1:", "add.f32 %f5, %f4, %f3;"])
    p("predicated-add", c32 + ["mov.f32 %f5, %f3;", "mul.f32 %f4, %f1, %f2;", "@%p6 add.f32 %f5, %f4, %f3;"])
    p("mul-chain", c32 + ["mul.f32 %f4, %f1, 0f3F800000;", "mul.f32 %f7, %f4, %f2;", "add.f32 %f5, %f7, %f3;"])
    p("neg-product", c32 + ["mul.f32 %f4, %f1, %f2;", "neg.f32 %f7, %f4;", "add.f32 %f5, %f7, %f6;"])
    p("operand-changes", c32 + ["mov.f32 %f7, %f1;", "mul.f32 %f4, %f7, %f2;", "mov.f32 %f7, %f2;",
                                "add.f32 %f5, %f4, %f3;", "add.f32 %f5, %f5, %f7;"])
    c64 = ["mul.rn.f64 %fd3, %fd1, %fd2;", "neg.f64 %fd3, %fd3;",
           "fma.rn.f64 %fd3, %fd1, 0d3CB0000000000000, %fd3;"]
    p("add.f64", c64 + ["mul.f64 %fd4, %fd1, %fd2;", "add.f64 %fd5, %fd4, %fd3;"], "%fd5")
    p("sub.f64", c64 + ["mul.f64 %fd4, %fd1, %fd2;", "sub.f64 %fd5, %fd3, %fd4;"], "%fd5")
    for ty, small in (("f16", "0x1400"), ("bf16", "0x3400")):
        c16 = ["mul.rn.%s %%h3, %%h1, %%h2;" % ty, "neg.%s %%h3, %%h3;" % ty,
               "mov.b16 %%h6, %s;" % small, "fma.rn.%s %%h3, %%h1, %%h6, %%h3;" % ty]
        p("add." + ty, c16 + ["mul.%s %%h4, %%h1, %%h2;" % ty, "add.%s %%h5, %%h4, %%h3;" % ty], "%h5")
        p("sub." + ty, c16 + ["mul.%s %%h4, %%h1, %%h2;" % ty, "sub.%s %%h5, %%h3, %%h4;" % ty], "%h5")
        c2 = ["mul.rn.%sx2 %%r12, %%r5, %%r6;" % ty, "neg.%sx2 %%r12, %%r12;" % ty,
              "mov.b32 %%r13, {%s, %s};" % (small, small), "fma.rn.%sx2 %%r12, %%r5, %%r13, %%r12;" % ty]
        p("add.%sx2" % ty, c2 + ["mul.%sx2 %%r14, %%r5, %%r6;" % ty, "add.%sx2 %%r10, %%r14, %%r12;" % ty],
          "%r10")
    p("add.ftz.f16", ["mul.rn.f16 %h3, %h1, %h2;", "neg.f16 %h3, %h3;", "mul.ftz.f16 %h4, %h1, %h2;",
                      "add.ftz.f16 %h5, %h4, %h3;"], "%h5")
    return k


def contract_inputs(n):
    """Operand words: an f64 in [1, 2) whose low word is an f32 of
    magnitude 1..2 whose low half is an f16 (or bf16) of magnitude 0.5..2."""
    out, s = [], 0x2545F4914F6CDD1D
    while len(out) < n:
        s = (s * 6364136223846793005 + 1442695040888963407) & (2 ** 64 - 1)
        r = s >> 16
        h = ((0x3800 + (r & 0x7FF)) | (r >> 11 & 1) << 15) & 0xFFFF
        f = ((0x3F80 | (r >> 12 & 0x7F)) | (r >> 19 & 1) << 15) << 16 | h
        out.append((0x3FF00000 | (r >> 20 & 0xFFFFF)) << 32 | f)
    return out


def mufu_inputs(width, n):
    """N deterministic inputs: every edge value, then pseudo-random bit
    patterns, values of moderate size and values near the functions'
    breakpoints (multiples of pi/4, powers of two, 1.0)."""
    state = [0x9E3779B97F4A7C15]

    def rnd():
        state[0] = (state[0] * 6364136223846793005 + 1442695040888963407) & (2 ** 64 - 1)
        return state[0] >> 11

    if width == 32:
        out = list(F32)
        while len(out) < n:
            r, kind = rnd(), len(out) % 4
            if kind == 0:
                out.append(r & 0xFFFFFFFF)
            elif kind == 1:  # |x| < 2^8: sign, exponent 117..135
                out.append((r & 0x807FFFFF) | ((117 + (r >> 40) % 19) << 23))
            elif kind == 2:  # near k * pi / 4
                x = ((r >> 20) % 512 - 256) * 0.7853981633974483
                b = struct.unpack("<I", struct.pack("<f", x))[0]
                out.append((b + (r & 0xFF) - 128) & 0xFFFFFFFF)
            else:  # around 1 and powers of two (lg2's and ex2's breakpoints)
                e = 127 + (r >> 30) % 41 - 20
                out.append(((e << 23) + (r & 0x3FF) - 512) & 0xFFFFFFFF | (r >> 63) << 31)
        return out[:n]
    out = list(F64)
    while len(out) < n:
        r, kind = rnd() << 11 | rnd() & 0x7FF, len(out) % 3
        if kind == 0:
            out.append(r)
        elif kind == 1:  # positive normals of every size
            out.append(r & 0x7FFFFFFFFFFFFFFF)
        else:  # positive subnormals
            out.append(r & 0x000FFFFFFFFFFFFF)
    return out[:n]


def cvt_int_kernel():
    k = Kernel("cvt_int")
    for rnd in ("rn", "rz", "rm", "rp"):
        for st, src in (("s32", "%r5"), ("u32", "%r5"), ("s64", "%rd8"), ("u64", "%rd8"),
                        ("s16", "%h1"), ("u16", "%h1")):
            k.probe("cvt.%s.f32.%s" % (rnd, st), ["cvt.%s.f32.%s %%f5, %s;" % (rnd, st, src),
                                                   "mov.b32 %r10, %f5;"], "%r10")
            k.probe("cvt.%s.f64.%s" % (rnd, st), ["cvt.%s.f64.%s %%fd5, %s;" % (rnd, st, src),
                                                   "mov.b64 %rd12, %fd5;"], "%rd12", 64)
            k.probe("cvt.%s.f16.%s" % (rnd, st), ["cvt.%s.f16.%s %%h10, %s;" % (rnd, st, src),
                                                   "cvt.u32.u16 %r10, %h10;"], "%r10")
            k.probe("cvt.%s.bf16.%s" % (rnd, st), ["cvt.%s.bf16.%s %%h10, %s;" % (rnd, st, src),
                                                    "cvt.u32.u16 %r10, %h10;"], "%r10")
    for dt, reg in (("s8", "%r10"), ("u8", "%r10"), ("s16", "%h10"), ("u16", "%h10"),
                    ("s32", "%r10"), ("u32", "%r10")):
        for st, src in (("s32", "%r5"), ("u32", "%r5"), ("s64", "%rd8"), ("u64", "%rd8")):
            for sat in ("", ".sat"):
                if dt == st and sat:
                    continue
                t = "cvt%s.%s.%s %s, %s;" % (sat, dt, st, reg, src)
                body = [t] + (["cvt.u32.u16 %r10, %h10;"] if reg == "%h10" else [])
                k.probe(t, body, "%r10")
    return k


def ftz_kernel():
    """Results next to the smallest normal under .ftz (is a result that is
    tiny before rounding but rounds up to 2^-126 flushed?), and the NaN
    preference of fma.f64 among three operands."""
    k = Kernel("ftz_edge")

    def p32(t):
        k.probe(t, [t, "mov.b32 %r10, %f5;"], "%r10")
    for rnd in ("rn", "rz", "rm", "rp"):
        for ftz in ("", ".ftz"):
            p32("mul.%s%s.f32 %%f5, %%f1, %%f2;" % (rnd, ftz))
            p32("fma.%s%s.f32 %%f5, %%f1, %%f2, 0f00000000;" % (rnd, ftz))
            p32("fma.%s%s.f32 %%f5, %%f1, %%f2, 0f80000000;" % (rnd, ftz))
            p32("div.%s%s.f32 %%f5, %%f1, %%f2;" % (rnd, ftz))
            p32("add.%s%s.f32 %%f5, %%f1, %%f2;" % (rnd, ftz))
        p32("sqrt.%s.ftz.f32 %%f5, %%f1;" % rnd)
        p32("rcp.%s.ftz.f32 %%f5, %%f2;" % rnd)
    p32("div.full.ftz.f32 %f5, %f1, %f2;")
    p32("div.approx.ftz.f32 %f5, %f1, %f2;")
    p32("mul.ftz.sat.f32 %f5, %f1, %f2;")
    # f16 products and fmas near 2^-14 (%h1/%h2 are the low halves)
    for ftz in ("", ".ftz"):
        for body in (["mul.rn%s.f16 %%h10, %%h1, %%h2;" % ftz],
                     ["fma.rn%s.f16 %%h10, %%h1, %%h2, %%h11;" % ftz],
                     ["mul.rn%s.f16x2 %%r10, %%r5, %%r6;" % ftz]):
            if "%h11" in body[0]:
                body = ["mov.b16 %h11, 0x0000;"] + body
            if "%h10" in body[-1]:
                body = body + ["cvt.u32.u16 %r10, %h10;"]
            k.probe(body[-2] if len(body) > 1 and "%h10" in body[-1] else body[-1], body, "%r10")
    return k


def nan64_kernel():
    """fma.f64 NaN preference with three distinct operands, and NaN
    conversions from f64 to bf16."""
    k = Kernel("nan64")

    def p64(t):
        k.probe(t, [t, "mov.b64 %rd12, %fd5;"], "%rd12", 64)
    p64("fma.rn.f64 %fd5, %fd1, 0d3FF0000000000000, %fd2;")
    p64("fma.rn.f64 %fd5, 0d3FF0000000000000, %fd1, %fd2;")
    p64("fma.rn.f64 %fd5, %fd1, %fd2, 0d0000000000000000;")
    p64("fma.rn.f64 %fd5, %fd1, %fd2, %fd2;")
    p64("fma.rz.f64 %fd5, %fd1, 0d3FF0000000000000, %fd2;")
    p64("mul.rn.f64 %fd5, %fd2, %fd1;")
    p64("add.rn.f64 %fd5, %fd2, %fd1;")
    p64("sub.rn.f64 %fd5, %fd2, %fd1;")
    p64("div.rn.f64 %fd5, %fd2, %fd1;")
    for rnd in ("rn", "rz"):
        k.probe("cvt.%s.bf16.f64" % rnd, ["cvt.%s.bf16.f64 %%h10, %%fd1;" % rnd,
                                          "cvt.u32.u16 %r10, %h10;"], "%r10")
    return k


def bitfield_kernel():
    """bfe/bfi of every width with position and length anywhere in 0..0xffff
    (the spec reads their low 8 bits), mul24 and the 8/16-bit div/rem:
    operand a is %rd8; b's low half holds pos, its next half len."""
    k = Kernel("bitfield")
    prep = ["cvt.u32.u64 %r11, %rd9;", "and.b32 %r12, %r11, 0xffff;", "shr.u32 %r13, %r11, 16;"]
    for t in ("u32", "s32"):
        k.probe("bfe.%s" % t, prep + ["bfe.%s %%r10, %%r5, %%r12, %%r13;" % t], "%r10")
    for t in ("u64", "s64"):
        k.probe("bfe.%s" % t, prep + ["bfe.%s %%rd12, %%rd8, %%r12, %%r13;" % t], "%rd12", 64)
    k.probe("bfi.b32", prep + ["bfi.b32 %r10, %r5, 0x5a5a5a5a, %r12, %r13;"], "%r10")
    k.probe("bfi.b64", prep + ["bfi.b64 %rd12, %rd8, 0x5a5a5a5a5a5a5a5a, %r12, %r13;"], "%rd12", 64)
    k.probe("bfi.b64 (a from b)", prep + ["not.b64 %rd13, %rd8;",
                                          "bfi.b64 %rd12, %rd13, %rd8, %r12, %r13;"], "%rd12", 64)
    for t in ("u32", "s32"):
        for h in ("lo", "hi"):
            k.probe("mul24.%s.%s" % (h, t), ["mul24.%s.%s %%r10, %%r5, %%r6;" % (h, t)], "%r10")
        k.probe("mad24.lo.%s" % t, ["mad24.lo.%s %%r10, %%r5, %%r6, %%r5;" % t], "%r10")
        k.probe("mad24.hi.%s" % t, ["mad24.hi.%s %%r10, %%r5, %%r6, %%r5;" % t], "%r10")
    for t in ("s16", "u16"):
        for op in ("div", "rem"):
            k.probe("%s.%s" % (op, t), ["%s.%s %%h10, %%h1, %%h2;" % (op, t), "cvt.u32.u16 %r10, %h10;"], "%r10")
    for t in ("s32", "u32", "s64", "u64"):
        for op in ("div", "rem"):
            if t.endswith("64"):
                k.probe("%s.%s" % (op, t), ["%s.%s %%rd12, %%rd8, %%rd9;" % (op, t)], "%rd12", 64)
            else:
                k.probe("%s.%s" % (op, t), ["%s.%s %%r10, %%r5, %%r6;" % (op, t)], "%r10")
    return k


BITPOS = [0, 1, 2, 7, 8, 15, 16, 31, 32, 33, 47, 48, 63, 64, 65, 96, 127, 128, 129, 200, 255, 256,
          257, 300, 511, 0x1ff0, 0xffff]
BITA = [0x0, 0xffffffffffffffff, 0x8000000000000000, 0x123456789abcdef0, 0xfedcba9876543210,
        0x80000000, 0x7fffffff, 0x00ff00ff00ff00ff]


def conv_kernel():
    """Conversions where compiled programs differed on an H200: f32 ->
    e4m3x2/e5m2x2 (satfinite, relu), f16x2 -> e5m2x2, integer results of
    out-of-range floats, cvt.sat.f64.f64, and set into f16 from 64-bit
    integers."""
    k = Kernel("conv")
    for body in (["cvt.rn.satfinite.e4m3x2.f32 %h10, %f1, %f2;", "cvt.u32.u16 %r10, %h10;"],
                 ["cvt.rn.satfinite.e5m2x2.f32 %h10, %f1, %f2;", "cvt.u32.u16 %r10, %h10;"],
                 ["cvt.rn.satfinite.relu.e5m2x2.f32 %h10, %f1, %f2;", "cvt.u32.u16 %r10, %h10;"],
                 ["cvt.rn.satfinite.e5m2x2.f16x2 %h10, %r5;", "cvt.u32.u16 %r10, %h10;"],
                 ["cvt.rn.f16x2.e5m2x2 %r10, %h1;"], ["cvt.rn.f16x2.e4m3x2 %r10, %h1;"],
                 ["cvt.rzi.s32.f64 %r10, %fd1;"], ["cvt.rzi.u32.f64 %r10, %fd1;"],
                 ["cvt.rzi.s64.f32 %rd12, %f1;", "cvt.u32.u64 %r10, %rd12;"],
                 ["cvt.rzi.s64.f32 %rd12, %f1;", "shr.u64 %rd12, %rd12, 32;", "cvt.u32.u64 %r10, %rd12;"],
                 ["cvt.rmi.s64.f64 %rd12, %fd1;", "cvt.u32.u64 %r10, %rd12;"],
                 ["cvt.sat.f64.f64 %fd5, %fd1;", "mov.b64 %rd12, %fd5;", "cvt.u32.u64 %r10, %rd12;"],
                 ["cvt.sat.f64.f64 %fd5, %fd1;", "mov.b64 %rd12, %fd5;", "shr.u64 %rd12, %rd12, 32;",
                  "cvt.u32.u64 %r10, %rd12;"],
                 ["set.ne.f16.s64 %h10, %rd8, %rd9;", "mov.b32 %r10, {%h10, %h10};"],
                 ["set.ne.f16.s64 %h10, %rd8, %rd9;", "cvt.u32.u16 %r10, %h10;"]):
        k.probe(body[0] if len(body) < 3 else " ".join(body[:3]), body, "%r10")
    return k


def video_kernel(seed=1, count=400):
    """A random sample of the video instructions (PTX ISA 9.7.9.x): scalar
    vadd/vsub/vabsdiff/vmin/vmax/vshl/vshr/vmad/vset with byte and half
    selectors, .sat/.clamp/.wrap/.po/.shr7/.shr15, a secondary operation or a
    merged destination, and the SIMD x2/x4 forms. Forms ptxas rejects are
    dropped by write_video_case."""
    import random
    r = random.Random(seed)
    k = Kernel("video")
    sel1 = ["", ".b0", ".b1", ".b2", ".b3", ".h0", ".h1"]
    st = ["u32", "s32"]
    for _ in range(count):
        op = r.choice(["vadd", "vsub", "vabsdiff", "vmin", "vmax", "vshl", "vshr", "vmad", "vset",
                       "vadd2", "vsub2", "vavrg2", "vabsdiff2", "vmin2", "vmax2", "vset2",
                       "vadd4", "vsub4", "vavrg4", "vabsdiff4", "vmin4", "vmax4", "vset4"])
        d, a, b = r.choice(st), r.choice(st), r.choice(st)
        asel, bsel = r.choice(sel1), r.choice(sel1)
        if op in ("vshl", "vshr"):
            b = "u32"
            mods = (".sat" if r.random() < 0.3 else "") + r.choice([".clamp", ".wrap"])
            tail = ""
            if r.random() < 0.4:
                mods += r.choice([".add", ".min", ".max"])
                tail = ", %r7"
            text = "%s.%s.%s.%s%s %%r10, %%r5%s, %%r6%s%s;" % (op, d, a, b, mods, asel, bsel, tail)
        elif op == "vmad":
            mods = r.choice(["", ".po", ".shr7", ".shr15", ".sat", ".shr15.sat"])
            na = "-" if r.random() < 0.3 and ".po" not in mods else ""
            nc = "-" if r.random() < 0.3 and ".po" not in mods and not na else ""
            text = "vmad.%s.%s.%s%s %%r10, %s%%r5%s, %%r6%s, %s%%r7;" % (d, a, b, mods, na, asel, bsel, nc)
        elif op == "vset":
            cmp_ = r.choice(["eq", "ne", "lt", "le", "gt", "ge"])
            tail = ""
            mods = ""
            if r.random() < 0.4:
                mods = r.choice([".add", ".min", ".max"])
                tail = ", %r7"
            text = "vset.%s.%s.%s%s %%r10, %%r5%s, %%r6%s%s;" % (a, b, cmp_, mods, asel, bsel, tail)
        elif op[-1] in "24":
            n = int(op[-1])
            lanes = "0123" if n == 2 else "01234567"
            def sel():
                return "." + ("h" if n == 2 else "b") + "".join(r.choice(lanes) for _ in range(n))
            dsel = sel() if r.random() < 0.3 else ""
            mods = ".sat" if (r.random() < 0.3 and "vset" not in op and "avrg" not in op) else ""
            if op.startswith("vset"):
                cmp_ = r.choice(["eq", "ne", "lt", "le", "gt", "ge"])
                text = "%s.%s.%s.%s.add %%r10%s, %%r5%s, %%r6%s, %%r7;" % (op, a, b, cmp_, dsel, sel(), sel())
            else:
                text = "%s.%s.%s.%s%s.add %%r10%s, %%r5%s, %%r6%s, %%r7;" % (op, d, a, b, mods, dsel, sel(), sel())
        else:
            mods = ".sat" if r.random() < 0.4 else ""
            if r.random() < 0.4:
                mods += r.choice([".add", ".min", ".max"])
                text = "%s.%s.%s.%s%s %%r10, %%r5%s, %%r6%s, %%r7;" % (op, d, a, b, mods, asel, bsel)
            elif r.random() < 0.5:
                dsel = r.choice([".b0", ".b1", ".b2", ".b3", ".h0", ".h1"])
                text = "%s.%s.%s.%s%s %%r10%s, %%r5%s, %%r6%s, %%r7;" % (op, d, a, b, mods, dsel, asel, bsel)
            else:
                text = "%s.%s.%s.%s%s %%r10, %%r5%s, %%r6%s;" % (op, d, a, b, mods, asel, bsel)
        k.probe(text, ["cvt.u32.u64 %r7, %rd9;", "shr.u64 %rd13, %rd8, 32;", "cvt.u32.u64 %r10, %rd13;",
                       text], "%r10")
    return k


def followup_kernel():
    """Stop 28's open questions, for the next recording (not in the default
    set: gen-hw-vectors.py OUT --only followup). Rules inferred from few
    recorded words, and the two real-build programs no reading of the spec
    explains: packed 16-bit add/sub/min/max with register and folded
    constant operands, and the cvt.pack / cvt.s64.s16 chains they fed; fns
    with an offset of INT32_MIN over many masks and bases; whole-word .sat
    with a .s32 a and a .u32 d; vshl/vshr .sat into a byte or half of d;
    unsigned secondary operations of every scalar video op on negative
    results; cvt.f64.bf16 read back as two words."""
    k = Kernel("followup", version="8.7")
    lo = ["cvt.u32.u64 %r7, %rd9;", "shr.u64 %rd13, %rd8, 32;", "cvt.u32.u64 %r10, %rd13;"]
    for op in ("add", "sub", "min", "max"):
        for ty in ("u16x2", "s16x2"):
            k.probe("%s.%s %%r10, %%r5, %%r6;" % (op, ty), ["%s.%s %%r10, %%r5, %%r6;" % (op, ty)], "%r10")
            for c in ("0x35e494ad", "0xffffffff", "0x00010000", "0x0000ffff", "0x80008000"):
                k.probe("%s.%s %%r10, %%r5, mov %s" % (op, ty, c),
                        ["mov.u32 %%r11, %s;" % c, "%s.%s %%r10, %%r5, %%r11;" % (op, ty)], "%r10")
                k.probe("%s.%s %%r10, mov %s, %%r5" % (op, ty, c),
                        ["mov.u32 %%r11, %s;" % c, "%s.%s %%r10, %%r11, %%r5;" % (op, ty)], "%r10")
    # 95909542b4753a82: the sign of a cvt.pack whose c is such a sum
    k.probe("add.u16x2 + cvt.pack.sat.s8.s32.b32 59, b, c",
            ["mov.u32 %r11, 0x35e494ad;", "add.u16x2 %r12, %r5, %r11;", "mov.u32 %r13, 59;",
             "cvt.pack.sat.s8.s32.b32 %r10, %r13, %r6, %r12;"], "%r10")
    for ty in ("s8", "u8", "s4", "u2"):
        k.probe("cvt.pack.sat.%s.s32.b32 %%r10, %%r5, %%r6, %%r7;" % ty,
                lo[:1] + ["cvt.pack.sat.%s.s32.b32 %%r10, %%r5, %%r6, %%r7;" % ty], "%r10")
    # 78948014f2ae23bf: add.u16x2 of -1, then cvt.s64.s16 from a 64-bit register
    k.probe("add.u16x2 -1 + cvt.s64.s16 of a .u64", ["mov.u32 %r11, -1;", "and.b32 %r12, %r5, 1;",
            "add.u16x2 %r13, %r11, %r12;", "cvt.u64.u32 %rd13, %r13;", "cvt.s64.s16 %rd12, %rd13;"],
            "%rd12", 64)
    k.probe("cvt.f64.bf16 chain", ["cvt.u16.u32 %h4, %r5;", "cvt.f64.bf16 %fd3, %h4;",
            "mov.b64 %rd12, %fd3;", "setp.nan.f64 %p1, %fd3, %fd3;", "cvt.u32.u64 %r11, %rd12;",
            "neg.s32 %r12, %r11;", "selp.b32 %r13, 1, %r12, %p1;", "brev.b32 %r10, %r13;"], "%r10")
    k.probe("fns.b32 %r10, %r5, %r6, INT32_MIN", ["and.b32 %r12, %r6, 31;", "mov.u32 %r11, 0x80000000;",
            "fns.b32 %r10, %r5, %r12, %r11;"], "%r10")
    k.probe("fns.b32 %r10, %r5, %r6, %r7", lo[:1] + ["and.b32 %r12, %r6, 31;", "fns.b32 %r10, %r5, %r12, %r7;"],
            "%r10")
    for op in ("vadd", "vsub", "vabsdiff", "vmin", "vmax"):
        for at, bt in (("s32", "u32"), ("u32", "s32"), ("s32", "s32"), ("u32", "u32")):
            k.probe("%s.u32.%s.%s.sat %%r10, %%r5, %%r6;" % (op, at, bt),
                    ["%s.u32.%s.%s.sat %%r10, %%r5, %%r6;" % (op, at, bt)], "%r10")
            for sec in ("min", "max", "add"):
                t = "%s.u32.%s.%s.%s %%r10, %%r5, %%r6, %%r7;" % (op, at, bt, sec)
                k.probe(t, lo + [t], "%r10")
                t = "%s.u32.%s.%s.sat.%s %%r10, %%r5, %%r6, %%r7;" % (op, at, bt, sec)
                k.probe(t, lo + [t], "%r10")
    for op in ("vshl", "vshr"):
        for dt, at in (("u32", "u32"), ("s32", "s32"), ("u32", "s32"), ("s32", "u32")):
            for dsel in (".b0", ".b2", ".h0", ".h1", ""):
                t = "%s.%s.%s.u32.sat.clamp %%r10%s, %%r5, %%r6.b0, %%r7;" % (op, dt, at, dsel)
                k.probe(t, lo + [t] if dsel else lo + [t.replace(", %r7;", ";")], "%r10")
            for sec in ("min", "max"):
                t = "%s.%s.%s.u32.clamp.%s %%r10, %%r5, %%r6.b0, %%r7;" % (op, dt, at, sec)
                k.probe(t, lo + [t], "%r10")
    return k


def atomics_kernel(kind):
    """Helper-93's open questions about atom/red arithmetic (not in the default
    set: gen-hw-vectors.py OUT --only atom-f32,atom-f16,atom-bf16,atom-f64).
    Each probe stores a (the slot's old value) into a thread-private slot,
    runs one atomic with b and reads the slot back: whether atom.add.f32
    flushes subnormal inputs and results on global memory and keeps them on
    shared memory, as PTX ISA 9.0 9.7.13.5 says of "the current
    implementation" (also the sm_90 vector form); the NaN each add returns;
    f16/bf16 (x2) add.noftz with subnormals; and the NaN and +-0 rules of the
    sm_90 vector min/max.noftz on f16/bf16, which the spec does not give
    (host-diff --focus-atomic keeps NaN and zero out of them). The global
    slot is the thread's word of in0 (read already), the shared one a
    16-byte slot per thread."""
    k = Kernel("atom_" + kind, version="8.5")
    gslot = ["mul.wide.u32 %rd12, %r0, 8;", "add.u64 %rd12, %rd1, %rd12;"]
    sslot = ["mov.u32 %r12, atom_slot;", "mad.lo.u32 %r12, %r3, 16, %r12;"]
    if kind == "f32":
        for sp, slot, addr in (("global", gslot, "%rd12"), ("shared", sslot, "%r12")):
            k.probe("atom.%s.add.f32 (new value)" % sp, slot + [
                "st.%s.u32 [%s], %%r5;" % (sp, addr), "atom.%s.add.f32 %%f3, [%s], %%f2;" % (sp, addr),
                "ld.%s.u32 %%r10, [%s];" % (sp, addr)], "%r10")
            k.probe("red.%s.add.f32 (new value)" % sp, slot + [
                "st.%s.u32 [%s], %%r5;" % (sp, addr), "red.%s.add.f32 [%s], %%f2;" % (sp, addr),
                "ld.%s.u32 %%r10, [%s];" % (sp, addr)], "%r10")
        k.probe("atom.global.add.v2.f32 (new value of element 0)", gslot + [
            "st.global.v2.u32 [%rd12], {%r5, %r6};", "atom.global.add.v2.f32 {%f3, %f4}, [%rd12], {%f2, %f1};",
            "ld.global.u32 %r10, [%rd12];"], "%r10")
        k.probe("atom.global.add.f32 (old value)", gslot + [
            "st.global.u32 [%rd12], %r5;", "atom.global.add.f32 %f3, [%rd12], %f2;", "mov.b32 %r10, %f3;"],
            "%r10")
    elif kind == "f64":
        for sp, slot, addr in (("global", gslot, "%rd12"), ("shared", sslot, "%r12")):
            k.probe("atom.%s.add.f64 (new value)" % sp, slot + [
                "st.%s.u64 [%s], %%rd8;" % (sp, addr), "atom.%s.add.f64 %%fd3, [%s], %%fd2;" % (sp, addr),
                "ld.%s.u64 %%rd13, [%s];" % (sp, addr)], "%rd13", 64)
    else:
        bf = kind == "bf16"
        ty = "bf16" if bf else "f16"
        for sp, slot, addr in (("global", gslot, "%rd12"), ("shared", sslot, "%r12")):
            k.probe("atom.%s.add.noftz.%s (new value)" % (sp, ty), slot + [
                "st.%s.u16 [%s], %%h1;" % (sp, addr), "atom.%s.add.noftz.%s %%h4, [%s], %%h2;" % (sp, ty, addr),
                "ld.%s.u16 %%h5, [%s];" % (sp, addr), "cvt.u32.u16 %r10, %h5;"], "%r10")
            k.probe("atom.%s.add.noftz.%sx2 (new value)" % (sp, ty), slot + [
                "st.%s.u32 [%s], %%r5;" % (sp, addr), "atom.%s.add.noftz.%sx2 %%r11, [%s], %%r6;" % (sp, ty, addr),
                "ld.%s.u32 %%r10, [%s];" % (sp, addr)], "%r10")
        for op in ("min", "max"):
            k.probe("atom.global.%s.noftz.v2.%s (new value)" % (op, ty), gslot + [
                "mov.b32 {%h6, %h7}, %r5;", "mov.b32 {%h8, %h9}, %r6;",
                "st.global.v2.u16 [%rd12], {%h6, %h7};",
                "atom.global.%s.noftz.v2.%s {%%h10, %%h11}, [%%rd12], {%%h8, %%h9};" % (op, ty),
                "ld.global.u32 %r10, [%rd12];"], "%r10")
            k.probe("atom.global.%s.noftz.v2.%sx2 (new value of element 0)" % (op, ty), gslot + [
                "st.global.v2.u32 [%rd12], {%r5, %r6};",
                "atom.global.%s.noftz.v2.%sx2 {%%r11, %%r13}, [%%rd12], {%%r6, %%r5};" % (op, ty),
                "ld.global.u32 %r10, [%rd12];"], "%r10")
    text_fn = k.ptx

    def ptx(n):  # the shared slots, declared in the kernel
        text, size = text_fn(n)
        return text.replace(REG_DECL, REG_DECL + "    .shared .align 16 .b8 atom_slot[2048];\n", 1), size
    k.ptx = ptx
    k.target = "sm_90"
    return k


FOLLOWUP_A = [0, 1, 2, 0x1f, 0x20, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff, 0x10000, 0x2e, 0x0effffe2,
              0x7fffffff, 0x80000000, 0x80000001, 0xfffffffe, 0xffffffff, 0x12345678, 0x94ad0001, 0x3f80]
FOLLOWUP_B = [0, 1, 0x21, 0x0e, 0x80000000, 0x7fffffff, 0xffffffff, 0xfffffffe, 0x35e494ad, 0x0000ff80,
              0x01020304, 0x80008000]


def prune_probes(kernel, n, target="sm_90"):
    """Drops the probes ptxas rejects (by the line numbers it names)."""
    import re
    import subprocess
    import tempfile
    while True:
        text, _ = kernel.ptx(n)
        with tempfile.NamedTemporaryFile("w", suffix=".ptx", delete=False) as f:
            f.write(text)
        r = subprocess.run(["ptxas", "-arch=" + target, f.name, "-o", "/dev/null"],
                           capture_output=True, text=True)
        os.unlink(f.name)
        bad = {int(m) for m in re.findall(r"line (\d+);", r.stderr)}
        if r.returncode == 0 or not bad:
            return
        lines = text.split("\n")
        drop = set()
        for ln in bad:
            for j in range(ln - 1, -1, -1):
                m = re.match(r"    // probe (\d+):", lines[j])
                if m:
                    drop.add(int(m.group(1)))
                    break
        kernel.probes = [p for i, p in enumerate(kernel.probes) if i not in drop]


FTZ32 = [0x00800000, 0x80800000, 0x00800001, 0x00ffffff, 0x00c00000, 0x01000000, 0x3f7fffff,
         0x3f7ffffe, 0x3f800001, 0x3f000001, 0x3effffff, 0xbf7fffff, 0x007fffff, 0x34000000,
         0x3f800000, 0x7f7fffff]
FTZ16 = [0x0400, 0x8400, 0x0401, 0x07ff, 0x0600, 0x0800, 0x3bff, 0x3bfe, 0x3c01, 0x3801, 0x37ff,
         0xbbff, 0x03ff, 0x1400, 0x3c00, 0x3a00]


SMEM_PROBE = """.shared .align 16 .b8 sa[100];
.shared .align 1024 .b8 sb[64];
.shared .align 4 .b32 sc;
.extern .shared .align 16 .b8 dyn[];
.visible .entry probe(.param .u64 pout)
{
	.reg .b32 %r<24>;
	.reg .b64 %rd<8>;
	.reg .pred %p<4>;
	.local .align 8 .b8 loc[16];
	ld.param.u64 %rd1, [pout];
	cvta.to.global.u64 %rd1, %rd1;
	mov.u32 %r1, sa;
	mov.u32 %r2, sb;
	mov.u32 %r3, sc;
	mov.u32 %r4, dyn;
	mov.u32 %r5, %dynamic_smem_size;
	mov.u32 %r6, %total_smem_size;
	mov.u32 %r7, %nsmid;
	mov.u32 %r8, %nwarpid;
	st.shared.u32 [sc], %r1;
	st.global.u32 [%rd1+0], %r1;
	st.global.u32 [%rd1+4], %r2;
	st.global.u32 [%rd1+8], %r3;
	st.global.u32 [%rd1+12], %r4;
	st.global.u32 [%rd1+16], %r5;
	st.global.u32 [%rd1+20], %r6;
	st.global.u32 [%rd1+24], %r7;
	st.global.u32 [%rd1+28], %r8;
	mov.u64 %rd2, sa;
	cvta.shared.u64 %rd3, %rd2;
	isspacep.shared %p1, %rd3;
	selp.u32 %r9, 1, 0, %p1;
	st.global.u32 [%rd1+32], %r9;
	cvta.to.shared.u64 %rd4, %rd3;
	st.global.u64 [%rd1+40], %rd4;
	mov.u64 %rd5, loc;
	cvta.local.u64 %rd6, %rd5;
	isspacep.local %p2, %rd6;
	selp.u32 %r10, 1, 0, %p2;
	st.global.u32 [%rd1+48], %r10;

	ret;
}
"""

SMEM_WORDS = ["mov.u32 sa (.align 16, the first .shared variable)", "mov.u32 sb (.align 1024)",
              "mov.u32 sc", "mov.u32 dyn (extern)", "%dynamic_smem_size", "%total_smem_size",
              "%nsmid", "%nwarpid", "isspacep.shared of cvta.shared sa", "(zero)",
              "cvta.to.shared of that address (low word)", "(high word)",
              "isspacep.local of cvta.local of a .local array", "%aggr_smem_size (sm_90)",
              "(zero)", "(zero)"]


def write_smem_case(outdir, target):
    """Where shared variables live, and the shared-memory special registers
    (one thread, 256 bytes of dynamic shared memory)."""
    d = os.path.join(outdir, "smem-addr-" + target.replace("_", ""))
    os.makedirs(d, exist_ok=True)
    extra = ""
    version = "8.0"
    if target == "sm_90":
        extra = "\tmov.u32 %r20, %aggr_smem_size;\n\tst.global.u32 [%rd1+52], %r20;\n"
        version = "8.1"
    text = ".version %s\n.target %s\n.address_size 64\n" % (version, target) + \
        (SMEM_PROBE.replace("\n\n\tret;\n}", "\n" + extra + "\tret;\n}") if extra else SMEM_PROBE)
    open(os.path.join(d, "kernel.ptx"), "w").write(text)
    open(os.path.join(d, "probes.txt"), "w").write(
        "".join("%d 32 1 %s\n" % (i, w) for i, w in enumerate(SMEM_WORDS)))
    case = {"kernel": "probe", "grid": "1", "block": "1", "cluster": None, "cooperative": False,
            "dynamic_smem": 256, "options": {}, "args": ["out:64:out0.bin"], "source": "gen-hw-vectors.py"}
    json.dump(case, open(os.path.join(d, "case.json"), "w"))


def pruned(kernel, n):
    prune_probes(kernel, n)
    return kernel


def write_case(outdir, name, kernel, avals, bvals, width):
    """One case over all pairs of AVALS x BVALS (or the two lists zipped
    when BVALS is None)."""
    ps = pairs(avals, bvals) if bvals is not None else [(a, 0) for a in avals]
    n = len(ps)
    text, outsize = kernel.ptx(n)
    d = os.path.join(outdir, name)
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, "kernel.ptx"), "w").write(text)
    mask = (1 << width) - 1
    open(os.path.join(d, "in0.bin"), "wb").write(b"".join(struct.pack("<Q", a & mask) for a, _ in ps))
    open(os.path.join(d, "in1.bin"), "wb").write(b"".join(struct.pack("<Q", b & mask) for _, b in ps))
    open(os.path.join(d, "in2.bin"), "wb").write(b"".join(struct.pack("<I", (i * 2654435761 >> 7) & 1)
                                                        for i in range(n)))
    open(os.path.join(d, "probes.txt"), "w").write("".join(
        "%d %d %d %s\n" % (i, 64 if p[3] == 64 else 32, n, p[0]) for i, p in enumerate(kernel.probes)))
    block = 128
    case = {"kernel": kernel.name, "grid": str((n + block - 1) // block), "block": str(block),
            "cluster": None, "cooperative": False, "dynamic_smem": 0, "options": {},
            "args": ["in:in0.bin", "in:in1.bin", "in:in2.bin", "out:%d:out0.bin" % outsize],
            "source": "gen-hw-vectors.py"}
    json.dump(case, open(os.path.join(d, "case.json"), "w"), indent=1, sort_keys=True)


def main():
    ap = argparse.ArgumentParser(usage=__doc__.split("\n\n")[1])
    ap.add_argument("outdir")
    ap.add_argument("--only", default=None)
    args = ap.parse_args()
    vals = {"f16": F16, "bf16": BF16, "f32": F32, "f64": F64, "f16x2": x2(F16), "bf16x2": x2(BF16)}
    width = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f16x2": 32, "bf16x2": 32}
    cases = []
    for ty in ("f16", "bf16", "f16x2", "bf16x2", "f32", "f64"):
        cases.append(("cmp-" + ty, lambda ty=ty: cmp_float_kernel(ty), vals[ty], vals[ty], width[ty]))
        cases.append(("cmpk-" + ty, lambda ty=ty: cmp_const_kernel(ty), vals[ty], None, width[ty]))
    cases.append(("cmp-int32", cmp_int_kernel, I32, I32, 64))
    cases.append(("cmp-int64", cmp_int_kernel, I64, I64, 64))
    cases.append(("cmp-mixed", cmp_int_kernel, F32, F32, 64))
    cases.append(("arith-f32", arith_f32_kernel, F32, F32, 32))
    for ty in ("f16", "bf16", "f16x2", "bf16x2"):
        cases.append(("arith-" + ty, lambda ty=ty: arith_half_kernel(ty), vals[ty], vals[ty], width[ty]))
    cases.append(("arith-f64", arith_f64_kernel, F64, F64, 64))
    every = [v | (((v * 40503) & 0xffff) << 16) | (((v * 40503) & 0xffff) << 32) for v in range(65536)]
    cases.append(("unary-f16", lambda: unary_half_kernel("f16"), every, None, 64))
    cases.append(("unary-bf16", lambda: unary_half_kernel("bf16"), every, None, 64))
    # the same kernel over f32 and over f16 operands (each reads its width)
    cases.append(("ftz-f32", ftz_kernel, FTZ32, FTZ32, 32))
    cases.append(("ftz-f16", ftz_kernel, FTZ16, FTZ16, 16))
    cases.append(("nan64", nan64_kernel, F64, F64, 64))
    if shutil.which("ptxas"):
        cases.append(("video", lambda: pruned(video_kernel(), 256), [(a << 32) | b for a in I32 for b in I32],
                      [0x01020304, 0xfffefdfc, 0x7f80ff01, 0x80008000], 64))
    bitb = [p | (l << 16) for p in BITPOS for l in BITPOS]
    cases.append(("bitfield", bitfield_kernel, BITA, bitb, 64))
    cases.append(("bitfield-int", bitfield_kernel, I64, I64, 64))
    conv_f32 = [(e << 23) | (m << 12) for e in list(range(100, 146)) + [0, 255] for m in (0, 1, 0x3ff, 0x400,
                0x401, 0x5ff, 0x600, 0x601, 0x7ff, 0x3, 0x1ff, 0x200, 0x201)]
    conv_f32 += [v | 0x80000000 for v in conv_f32[::3]]
    cases.append(("conv-f32", conv_kernel, conv_f32, [0x3f800000, 0x43e00000, 0x47600000, 0x7f7fffff], 32))
    cases.append(("conv-f64", conv_kernel, F64 + [0x41e0000000000000, 0xc1e0000000000001,
                                                 0x43e0000000000000, 0xc3e0000000000001], F64, 64))
    cases.append(("cvt-int32", cvt_int_kernel, I32 + F32[:16], None, 64))
    cases.append(("cvt-int64", cvt_int_kernel, I64 + F64[:16], None, 64))
    cases.append(("contract", contract_kernel, contract_inputs(64), contract_inputs(96)[32:], 64))
    if shutil.which("ptxas"):
        cases.append(("cvt-narrow", lambda: pruned(cvt_narrow_kernel(), len(cvt_narrow_inputs())),
                      cvt_narrow_inputs(), None, 64))
    cases.append(("mufu-f32", lambda: mufu_kernel(32), mufu_inputs(32, 16384), None, 32))
    cases.append(("mufu-f64", lambda: mufu_kernel(64), mufu_inputs(64, 4096), None, 64))
    only = set(args.only.split(",")) if args.only else None
    # Pending cases: written only when named in --only, until recorded (the
    # default set must stay what hw/h200-vectors-results.tar.xz holds).
    if only and "followup" in only and shutil.which("ptxas"):
        cases.append(("followup", lambda: pruned(followup_kernel(), len(FOLLOWUP_A) * len(FOLLOWUP_B)),
                      FOLLOWUP_A, FOLLOWUP_B, 64))
    for kind, av, bv, w in (("f32", F32, F32, 32), ("f16", x2(F16), x2(F16), 32),
                            ("bf16", x2(BF16), x2(BF16), 32), ("f64", F64, F64, 64)):
        if only and "atom-" + kind in only:
            cases.append(("atom-" + kind, lambda kind=kind: atomics_kernel(kind), av, bv, w))
    for target in ("sm_80", "sm_90"):
        name = "smem-addr-" + target.replace("_", "")
        if not only or name in only:
            write_smem_case(args.outdir, target)
            print(name)
    for name, mk, av, bv, w in cases:
        if only and name not in only:
            continue
        write_case(args.outdir, name, mk(), av, bv, w)
        print(name)


if __name__ == "__main__":
    main()
