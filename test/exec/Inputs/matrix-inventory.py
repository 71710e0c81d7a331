"""Writes a PTX kernel that uses every form of PTX ISA 8.5 9.7.15 (wmma, mma,
mma.sp, ldmatrix, stmatrix, movmatrix) valid for one target, from the
syntax tables of 9.7.15.3.3-5, 9.7.15.4.14-17 and 9.7.15.5.3 and their
PTX/target ISA notes.

usage: matrix-inventory.py SM [TARGET [VERSION]] > FILE.ptx
       (SM: 80, 86, 89 or 90; VERSION 8.5 by default)

Up to sm_90 that is: mma f16 m8n8k4 (every .alayout.blayout; D/C f16/f16,
f32/f16, f32/f32), m16n8k8 and m16n8k16 (D = C, f16 or f32: ptxas rejects
D != C for these shapes although the spec restricts only m16n8k8), tf32
m16n8k4/k8, bf16 m16n8k8/k16, e4m3/e5m2 m16n8k32 (sm_89), f64 m8n8k4 (and
m16n8k4/k8/k16 on sm_90) with every rounding mode, s8/u8 m8n8k16/m16n8k16/
m16n8k32, s4/u4 m8n8k32/m16n8k32/m16n8k64 (mixed signedness, .satfinite),
b1 m8n8k128/m16n8k128/m16n8k256 (.xor/.and.popc); mma.sp and
mma.sp::ordered_metadata f16/bf16 m16n8k16/k32, tf32 m16n8k8/k16, s8/u8
m16n8k32/k64, s4/u4 m16n8k64/k128, e4m3/e5m2 m16n8k64 (sm_89); ldmatrix
(stmatrix from sm_90) .m8n8 .x1/.x2/.x4 with and without .trans, generic,
.shared and .shared::cta, .b16; movmatrix; wmma load/store/mma for every
shape, type, layout, state space and with and without a stride (f16 C/D
mixed, s8/u8 with .satfinite, bf16, tf32, f64 with every rounding mode,
s4/u4 and b1 .row/.col only, .xor/.and.popc). The ldmatrix/stmatrix
shapes .m16n16/.m8n16/.m16n8 and .b8 types of PTX ISA 8.6+ need sm_100a
and are not included. With VERSION 8.7 or later (the PTX ISA 9.0 spec's
additions valid up to sm_90): fp8 mma m16n8k16 and f16 D/C for fp8
m16n8k16/m16n8k32 (sm_89); the sparse fp8 m16n8k32 and f16 D/C need sm_120.
"""
import sys

sm = int(sys.argv[1])
target = sys.argv[2] if len(sys.argv) > 2 else str(sm)
version = sys.argv[3] if len(sys.argv) > 3 else "8.5"
v87 = tuple(map(int, version.split("."))) >= (8, 7)
lines = []
BITS = dict(f16=16, bf16=16, tf32=32, f32=32, f64=64, s8=8, u8=8, s4=4, u4=4, b1=1,
            e4m3=8, e5m2=8, s32=32)


def inst(s):
    lines.append("\t" + s + ";")


def regs(prefix, n):
    return "{" + ", ".join("%%%s%d" % (prefix, i) for i in range(n)) + "}"


def nregs(elems, t):
    return elems if BITS[t] >= 32 else elems * BITS[t] // 32


def kind(t):
    return "d" if t == "f64" else "r"


def mma(shape, lay, d, a, b, c, sat="", suffix="", sparse=0):
    m = int(shape[1:].split("n")[0])
    n = int(shape.split("n")[1].split("k")[0])
    k = int(shape.split("k")[1])
    if shape == "m8n8k4" and a == "f16":  # 9.7.15.4.1: per lane 4 of A/B, 8 of C/D
        cnt = [nregs(8, d), 2, 2, nregs(8, c)]
    else:
        cnt = [nregs(m * n // 32, d), nregs(m * k // 32 // (2 if sparse else 1), a),
               nregs(k * n // 32, b), nregs(m * n // 32, c)]
    ops = [regs(kind(d), cnt[0]), regs(kind(a) + "a", cnt[1]), regs(kind(b) + "b", cnt[2]),
           regs(kind(c) + "c", cnt[3])]
    op = {0: "mma", 1: "mma.sp", 2: "mma.sp::ordered_metadata"}[sparse]
    inst("%s.sync.aligned.%s.%s%s.%s.%s.%s.%s%s %s%s" % (
        op, shape, lay, sat, d, a, b, c, suffix, ", ".join(ops), ", %e, 0" if sparse else ""))


# --- mma (9.7.15.4.14)
for al in ("row", "col"):
    for bl in ("row", "col"):
        for d, c in (("f16", "f16"), ("f32", "f16"), ("f32", "f32")):
            mma("m8n8k4", al + "." + bl, d, "f16", "f16", c)
for shape in ("m16n8k8", "m16n8k16"):
    for dc in ("f16", "f32"):
        mma(shape, "row.col", dc, "f16", "f16", dc)
mma("m16n8k4", "row.col", "f32", "tf32", "tf32", "f32")
mma("m16n8k8", "row.col", "f32", "tf32", "tf32", "f32")
mma("m16n8k8", "row.col", "f32", "bf16", "bf16", "f32")
mma("m16n8k16", "row.col", "f32", "bf16", "bf16", "f32")
if sm >= 89:
    for a in ("e4m3", "e5m2"):
        for b in ("e4m3", "e5m2"):
            mma("m16n8k32", "row.col", "f32", a, b, "f32")
            if v87:
                mma("m16n8k32", "row.col", "f16", a, b, "f16")
                mma("m16n8k16", "row.col", "f32", a, b, "f32")
                mma("m16n8k16", "row.col", "f16", a, b, "f16")
for s in ["m8n8k4"] + (["m16n8k4", "m16n8k8", "m16n8k16"] if sm >= 90 else []):
    for rnd in ("", ".rn", ".rz", ".rm", ".rp"):
        mma(s, "row.col", "f64", "f64", "f64", "f64", suffix=rnd)
for shapes, types in ((("m8n8k16", "m16n8k16", "m16n8k32"), ("s8", "u8")),
                      (("m8n8k32", "m16n8k32", "m16n8k64"), ("s4", "u4"))):
    for s in shapes:
        for a in types:
            for b in types:
                for sat in ("", ".satfinite"):
                    mma(s, "row.col", "s32", a, b, "s32", sat=sat)
for s in ("m8n8k128", "m16n8k128", "m16n8k256"):
    for op in ("xor", "and"):
        mma(s, "row.col", "s32", "b1", "b1", "s32", suffix="." + op + ".popc")
# --- mma.sp (9.7.15.5.3)
for sp in (1, 2):
    for s in ("m16n8k16", "m16n8k32"):
        for dc in ("f16", "f32"):
            mma(s, "row.col", dc, "f16", "f16", dc, sparse=sp)
        mma(s, "row.col", "f32", "bf16", "bf16", "f32", sparse=sp)
    for s in ("m16n8k8", "m16n8k16"):
        mma(s, "row.col", "f32", "tf32", "tf32", "f32", sparse=sp)
    for shapes, types in ((("m16n8k32", "m16n8k64"), ("s8", "u8")),
                          (("m16n8k64", "m16n8k128"), ("s4", "u4"))):
        for s in shapes:
            for a in types:
                for b in types:
                    for sat in ("", ".satfinite"):
                        mma(s, "row.col", "s32", a, b, "s32", sat=sat, sparse=sp)
    if sm >= 89:
        for a in ("e4m3", "e5m2"):
            for b in ("e4m3", "e5m2"):
                mma("m16n8k64", "row.col", "f32", a, b, "f32", sparse=sp)
# --- ldmatrix, stmatrix (sm_90), movmatrix (9.7.15.4.15-17)
for num, n in (("x1", 1), ("x2", 2), ("x4", 4)):
    for tr in ("", ".trans"):
        for ss in ("", ".shared", ".shared::cta"):
            p = "%shg" if ss == "" else "%sh"
            inst("ldmatrix.sync.aligned.m8n8.%s%s%s.b16 %s, [%s]" % (num, tr, ss, regs("r", n), p))
            if sm >= 90:
                inst("stmatrix.sync.aligned.m8n8.%s%s%s.b16 [%s], %s" % (num, tr, ss, p, regs("r", n)))
inst("movmatrix.sync.aligned.m8n8.trans.b16 %r0, %r1")

# --- wmma (9.7.15.3.3-5); fragment sizes from 9.7.15.3.1
def wfrag(shape, which, t):
    if t == "f16":
        return 8 if which in "ab" else 4
    if t in ("f32", "s32"):
        return 2 if shape in ("m8n8k32", "m8n8k128") else 8
    if t == "bf16":
        return {"m16n16k16": 4, "m32n8k16": 8 if which == "a" else 2,
                "m8n32k16": 2 if which == "a" else 8}[shape]
    if t in ("s8", "u8"):
        return {"m16n16k16": 2, "m32n8k16": 4 if which == "a" else 1,
                "m8n32k16": 1 if which == "a" else 4}[shape]
    if t == "tf32":
        return 4
    if t == "f64":
        return 1 if which in "ab" else 2
    return 1  # s4, u4, b1


def wls(shape, which, lay, t):
    r = regs(kind(t), wfrag(shape, which, t))
    for ss in ("", ".global", ".shared"):
        ad = "[%sh]" if ss == ".shared" else "[%gp]"
        for st in ("", ", %s32"):
            if which == "d":
                inst("wmma.store.d.sync.aligned.%s%s.%s.%s %s, %s%s" % (shape, ss, lay, t, ad, r, st))
            else:
                inst("wmma.load.%s.sync.aligned.%s%s.%s.%s %s, %s%s" % (which, shape, ss, lay, t, r, ad, st))


def wmma(shape, al, bl, d, a, c, op="", suffix=""):
    ops = [regs(kind(d), wfrag(shape, "d", d)), regs(kind(a) + "a", wfrag(shape, "a", a)),
           regs(kind(a) + "b", wfrag(shape, "b", a)), regs(kind(c) + "c", wfrag(shape, "c", c))]
    ty = ".%s.%s" % (d, c) if a == "f16" else ".%s.%s.%s.%s" % (d, a, a, c)
    inst("wmma.mma%s.sync.aligned.%s.%s.%s%s%s %s" % (op, al, bl, shape, ty, suffix, ", ".join(ops)))


LAY = ("row", "col")
for shape in ("m16n16k16", "m32n8k16", "m8n32k16"):
    for lay in LAY:
        for t in ("f16", "bf16", "s8", "u8"):
            wls(shape, "a", lay, t)
            wls(shape, "b", lay, t)
        for t in ("f16", "f32", "s32"):
            wls(shape, "c", lay, t)
            wls(shape, "d", lay, t)
    for al in LAY:
        for bl in LAY:
            for d in ("f16", "f32"):
                for c in ("f16", "f32"):
                    wmma(shape, al, bl, d, "f16", c)
            wmma(shape, al, bl, "f32", "bf16", "f32")
            for t in ("s8", "u8"):
                wmma(shape, al, bl, "s32", t, "s32")
                wmma(shape, al, bl, "s32", t, "s32", suffix=".satfinite")
for lay in LAY:
    for which, t in (("a", "tf32"), ("b", "tf32"), ("c", "f32"), ("d", "f32")):
        wls("m16n16k8", which, lay, t)
    for which in "abcd":
        wls("m8n8k4", which, lay, "f64")
    for which in "cd":
        wls("m8n8k32", which, lay, "s32")
        wls("m8n8k128", which, lay, "s32")
for al in LAY:
    for bl in LAY:
        wmma("m16n16k8", al, bl, "f32", "tf32", "f32")
        for rnd in ("", ".rn", ".rz", ".rm", ".rp"):
            wmma("m8n8k4", al, bl + rnd, "f64", "f64", "f64")
for t in ("s4", "u4"):  # sub-byte: A .row, B .col only
    wls("m8n8k32", "a", "row", t)
    wls("m8n8k32", "b", "col", t)
    wmma("m8n8k32", "row", "col", "s32", t, "s32")
    wmma("m8n8k32", "row", "col", "s32", t, "s32", suffix=".satfinite")
wls("m8n8k128", "a", "row", "b1")
wls("m8n8k128", "b", "col", "b1")
for op in ("xor", "and"):
    wmma("m8n8k128", "row", "col", "s32", "b1", "s32", op="." + op + ".popc")

print(""".version %s
.target sm_%s
.address_size 64
.global .align 16 .b8 gbuf[16384];
.visible .entry k()
{
	.reg .b32 %%r<8>, %%ra<8>, %%rb<8>, %%rc<8>, %%e, %%s32;
	.reg .b64 %%d<8>, %%da<8>, %%db<8>, %%dc<8>, %%sh, %%shg, %%gp;
	.shared .align 16 .b8 buf[8192];
	mov.u64 %%sh, buf;
	cvta.shared.u64 %%shg, %%sh;
	mov.u64 %%gp, gbuf;
	mov.u32 %%s32, 32;
	mov.u32 %%e, 0;""" % (version, target))
print("\n".join(lines))
print("\tret;\n}")
