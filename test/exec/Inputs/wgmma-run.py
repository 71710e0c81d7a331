"""Runs wgmma.mma_async cases through `ptxlint run` and checks every D word
against a reference computed here, independently of the executor.

usage: wgmma-run.py PTXLINT WORKDIR [--ptxas | --ptxas-only]
(--ptxas: also assemble every generated kernel with `ptxas -arch=sm_90a`;
--ptxas-only: only that)

Each case writes a kernel (128 threads, one warpgroup) that copies a
shared-memory image from global memory, loads the initial D fragments (and
A's fragments when A is in registers), runs one wgmma.mma_async between
wgmma.fence and wgmma.commit_group / wait_group 0, and stores D.

The reference follows the spec text:
 * register fragments (PTX ISA 8.5 9.7.16.5.1.1, the figures as per-warp
   copies of the mma.m16n8k* fragments): for thread tid, warp q = tid / 32,
   lane l, g = l >> 2, t = l % 4; A register r (of 4) holds P = 32 / bits
   elements j (low bits first) of row 16q + g + 8 (r & 1), column
   t P + j + 4 P (r >> 1); D element i is row 16q + g + 8 ((i >> 1) & 1),
   column 8 (i >> 2) + 2t + (i & 1), in register i (f32/s32) or the low /
   high half of register i / 2 (f16);
 * shared memory: the CuTe canonical layouts of PTX ISA 9.0 9.7.15.5.1.2.1.3
   (in elements, T = 128 / bits), evaluated generically, then
   Swizzle<B,4,3> on the byte address (bits 7.. XORed into bits 4..);
 * descriptors: 9.7.16.5.1.2.7 (addresses >> 4 in bits 0-13, 16-29, 32-45;
   swizzle mode in bits 62-63);
 * arithmetic: integers exactly (wrap, or clamp with .satfinite); floats as
   the exact sum of C and the products rounded once to nearest-even, which
   is the executor's `--tensor-core=exact` model (the cases run with it).
   One case checks that the default model of .target sm_90a is Hopper's
   (truncating alignment and round toward zero), with its expected word
   derived by hand.
Prints `NAME ok` or `NAME FAIL ...` per case; exit 1 if any fails.
"""
import os, random, struct, subprocess, sys
from fractions import Fraction

PTXLINT, WORK = sys.argv[1], sys.argv[2]
PTXAS_ONLY = "--ptxas-only" in sys.argv
PTXAS = "--ptxas" in sys.argv or PTXAS_ONLY
SMEM = 32768
BITS = {"f16": 16, "bf16": 16, "tf32": 32, "e4m3": 8, "e5m2": 8, "s8": 8, "u8": 8, "b1": 1}
KOF = {16: 16, 32: 8, 8: 32, 1: 256}


# ---- number formats -------------------------------------------------------------
def decode(ty, v):
    """The exact value of raw element v (finite inputs only)."""
    if ty == "tf32":
        ty, v = "f32", v & 0xFFFFE000
    e_bits, m_bits = {"f16": (5, 10), "bf16": (8, 7), "f32": (8, 23), "e4m3": (4, 3),
                      "e5m2": (5, 2)}[ty]
    w = 1 + e_bits + m_bits
    s = (v >> (w - 1)) & 1
    e = (v >> m_bits) & ((1 << e_bits) - 1)
    m = v & ((1 << m_bits) - 1)
    bias = (1 << (e_bits - 1)) - 1
    if e == 0:
        x = Fraction(m, 1 << m_bits) * Fraction(2) ** (1 - bias)
    else:
        x = (1 + Fraction(m, 1 << m_bits)) * Fraction(2) ** (e - bias)
    return -x if s else x


# Every finite value of these formats is an integer multiple of 2^-SCALE (the
# smallest, f32's least subnormal, is 2^-149), so the reference sums scaled
# integers exactly: decode_scaled(ty, v) == decode(ty, v) * 2^SCALE, products
# carry 2^(2 SCALE). One Fraction per output element instead of one per
# product keeps the test's time in bounds (same values, same rounding).
SCALE = 160
_scaled = {}


def decode_scaled(ty, v):
    key = (ty, v)
    r = _scaled.get(key)
    if r is None:
        x = decode(ty, v)
        assert (1 << SCALE) % x.denominator == 0
        r = _scaled[key] = x.numerator * ((1 << SCALE) // x.denominator)
    return r


def round_ieee(x, e_bits, m_bits):
    """x rounded to nearest-even in the binary format (subnormals, overflow to inf)."""
    if x == 0:
        return 0
    s = 1 if x < 0 else 0
    a = abs(x)
    bias = (1 << (e_bits - 1)) - 1
    emin = 1 - bias
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    e = max(e, emin)
    q = a / Fraction(2) ** (e - m_bits)  # significand in units of the ulp
    n = q.numerator // q.denominator
    r = q - n
    if r > Fraction(1, 2) or (r == Fraction(1, 2) and n % 2):
        n += 1
    if n == 1 << (m_bits + 1):
        n, e = n >> 1, e + 1
    if e > bias:
        return (s << (e_bits + m_bits)) | (((1 << e_bits) - 1) << m_bits)
    if n < (1 << m_bits):  # subnormal
        return (s << (e_bits + m_bits)) | n
    return (s << (e_bits + m_bits)) | ((e + bias) << m_bits) | (n - (1 << m_bits))


def rand_float(rng, ty):
    """A random finite element of moderate magnitude."""
    s = rng.getrandbits(1)
    if ty == "f16":
        return (s << 15) | (rng.randint(12, 17) << 10) | rng.getrandbits(10)
    if ty == "bf16":
        return (s << 15) | (rng.randint(124, 129) << 7) | rng.getrandbits(7)
    if ty in ("tf32", "f32"):  # tf32: the low 13 bits are random and must be ignored
        return (s << 31) | (rng.randint(124, 129) << 23) | rng.getrandbits(23)
    if ty == "e4m3":
        return (s << 7) | (rng.randint(4, 9) << 3) | rng.getrandbits(3)
    if ty == "e5m2":
        return (s << 7) | (rng.randint(12, 17) << 2) | rng.getrandbits(2)
    raise ValueError(ty)


# ---- shared-memory layouts ----------------------------------------------------------
def cute(coord_shape_stride, c):
    """Offset of index c in a mode given as [(size, stride), ...] (colexicographic)."""
    off = 0
    for size, stride in coord_shape_stride:
        off += (c % size) * stride
        c //= size
    return off


def smem_offset_bits(major, swz, bits, lbo, sbo, mn, k):
    """Bit offset of element (mn, k) from the start address, PTX ISA 9.0
    9.7.15.5.1.2.1.3 (canonical layouts in elements; LBO/SBO given in bytes)."""
    T = 128 // bits
    L, S = lbo * 8 // bits, sbo * 8 // bits  # strides in elements
    big = 1 << 20
    if major == "K":
        if swz == 0:   # ((8,m),(T,2k)):((1T,SBO),(1,LBO))
            o = cute([(8, T), (big, S)], mn) + cute([(T, 1), (big, L)], k)
        else:          # ((8,m),(T,2k)):((W/16 T,SBO),(1,T))
            o = cute([(8, swz // 16 * T), (big, S)], mn) + cute([(T, 1), (big, T)], k)
    else:
        if swz == 0:   # ((T,1,m),(8,k)):((1,T,SBO),(1T,LBO))
            o = cute([(T, 1), (1, T), (big, S)], mn) + cute([(8, T), (big, L)], k)
        else:          # ((T,W/16,m),(8,k)):((1,T,LBO),(W/16 T,SBO))
            o = cute([(T, 1), (swz // 16, T), (big, L)], mn) + cute([(8, swz // 16 * T), (big, S)], k)
    return o * bits


def swizzle(addr, swz):
    b = {0: 0, 32: 1, 64: 2, 128: 3}[swz]
    return addr ^ (((addr >> 7) & ((1 << b) - 1)) << 4)


def place(img, start, major, swz, bits, lbo, sbo, get, n_mn, n_k):
    for mn in range(n_mn):
        for k in range(n_k):
            ob = start * 8 + smem_offset_bits(major, swz, bits, lbo, sbo, mn, k)
            a = swizzle(ob // 8, swz)
            v = get(mn, k)
            if bits == 1:
                img[a] |= v << (ob % 8)
            else:
                for i in range(bits // 8):
                    img[a + i] = (v >> (8 * i)) & 0xFF


def desc(start, lbo, sbo, swz):
    mode = {0: 0, 128: 1, 64: 2, 32: 3}[swz]
    enc = lambda x: (x & 0x3FFFF) >> 4
    return enc(start) | (enc(lbo) << 16) | (enc(sbo) << 32) | (mode << 62)


def strides(major, swz, bits, n_mn):
    """LBO/SBO (bytes) of a densely packed operand with n_mn rows (A) or columns (B)."""
    if major == "K":
        if swz == 0:  # k-chunks in planes of all row groups; row groups adjacent
            return n_mn // 8 * 128, 128
        return 16, 8 * swz  # LBO unused (1 encoded), SBO: 8 rows of W bytes
    if swz == 0:  # core matrices 128 bytes; MN groups adjacent, k groups after them
        return n_mn * bits // 8 * 8 * 2, 128
    atom = 8 * swz  # bytes of one swizzle atom (8 k-rows of W bytes)
    n_atoms = max(1, n_mn * bits // 8 // swz)
    return atom, atom * n_atoms  # LBO: next atom along MN; SBO: next 8 k-rows


# ---- the kernel -------------------------------------------------------------------
def kernel(c):
    N, dt, at, bt = c["n"], c["dt"], c["at"], c["bt"]
    K = KOF[BITS[at]] * (2 if c.get("sp") else 1)
    nd = N // 4 if dt == "f16" else N // 2
    dreg = {"f32": ".f32", "f16": ".b32", "s32": ".s32"}[dt]
    dld = {"f32": "f32", "f16": "b32", "s32": "s32"}[dt]
    dl = ", ".join("%%d%d" % i for i in range(nd))
    a_op = "{%a0, %a1, %a2, %a3}" if c["areg"] else "%rd5"
    if at in ("f16", "bf16", "tf32", "e4m3", "e5m2"):
        imms = ", %d, %d" % (-1 if c.get("nega") else 1, -1 if c.get("negb") else 1)
        if at in ("f16", "bf16"):
            if not c["areg"]:
                imms += ", %d" % (1 if c["amaj"] == "MN" else 0)
            imms += ", %d" % (1 if c["bmaj"] == "MN" else 0)
    else:
        imms = ""
    types = "%s.%s.%s" % (dt, at, bt)
    if at == "b1":
        types += ".and.popc"
    sat = ".satfinite" if c.get("sat") else ""
    scale = c.get("scale_op", "%p2")
    sp = ".sp" if c.get("sp") else ""
    if sp:
        scale = "%%m, %d, %s" % (c.get("sel", 0), scale)
    lines = []
    for i in range(nd):
        lines.append("\tld.global.%s %%d%d, [%%rd10+%d];" % (dld, i, 4 * i))
    stores = ["\tst.global.%s [%%rd13+%d], %%d%d;" % (dld, 4 * i, i) for i in range(nd)]
    return """.version 8.5
.target sm_90a
.address_size 64
.shared .align 1024 .b8 smem[%(smem)d];
.visible .entry k(.param .u64 pimg, .param .u64 pa, .param .u64 pd, .param .u64 pout,
                  .param .u64 pdescA, .param .u64 pdescB, .param .u32 pscale)
{
	.reg .pred %%p<4>;
	.reg .b32 %%r<16>;
	.reg .b32 %%a<4>;
	.reg .b32 %%m;
	.reg .b64 %%rd<16>;
	.reg %(dreg)s %%d<%(nd)d>;
	ld.param.u64 %%rd1, [pimg];
	ld.param.u64 %%rd2, [pa];
	ld.param.u64 %%rd3, [pd];
	ld.param.u64 %%rd4, [pout];
	ld.param.u64 %%rd5, [pdescA];
	ld.param.u64 %%rd6, [pdescB];
	ld.param.u32 %%r6, [pscale];
	setp.ne.u32 %%p2, %%r6, 0;
	mov.u32 %%r1, %%tid.x;
	mov.u32 %%r2, %%r1;
	mov.u32 %%r4, smem;
	// The descriptors' start addresses are offsets into smem: add its
	// address (an H200 places it at 0x400, after the reserved shared memory).
	shr.u32 %%r7, %%r4, 4;
	cvt.u64.u32 %%rd0, %%r7;
	add.s64 %%rd5, %%rd5, %%rd0;
	add.s64 %%rd6, %%rd6, %%rd0;
COPY:
	mul.wide.u32 %%rd7, %%r2, 4;
	add.s64 %%rd8, %%rd1, %%rd7;
	ld.global.u32 %%r3, [%%rd8];
	shl.b32 %%r5, %%r2, 2;
	add.u32 %%r5, %%r5, %%r4;
	st.shared.u32 [%%r5], %%r3;
	add.u32 %%r2, %%r2, 128;
	setp.lt.u32 %%p1, %%r2, %(words)d;
	@%%p1 bra COPY;
	bar.sync 0;
	fence.proxy.async.shared::cta;
	mul.wide.u32 %%rd9, %%r1, %(dbytes)d;
	add.s64 %%rd10, %%rd3, %%rd9;
%(loads)s
	mul.wide.u32 %%rd11, %%r1, 16;
	add.s64 %%rd12, %%rd2, %%rd11;
	ld.global.v4.u32 {%%a0, %%a1, %%a2, %%a3}, [%%rd12];
	mul.wide.u32 %%rd14, %%r1, 4;
	add.s64 %%rd15, %%rd2, %%rd14;
	ld.global.u32 %%m, [%%rd15+2048];
	wgmma.fence.sync.aligned;
	wgmma.mma_async%(sp)s.sync.aligned.m64n%(n)dk%(k)d%(sat)s.%(types)s {%(dl)s}, %(a_op)s, %%rd6, %(scale)s%(imms)s;
	wgmma.commit_group.sync.aligned;
	wgmma.wait_group.sync.aligned 0;
	add.s64 %%rd13, %%rd4, %%rd9;
%(stores)s
	ret;
}
""" % dict(smem=SMEM, dreg=dreg, nd=nd, words=SMEM // 4, dbytes=4 * nd, loads="\n".join(lines),
           n=N, k=K, sat=sat, types=types, dl=dl, a_op=a_op, scale=scale, imms=imms,
           stores="\n".join(stores), sp=sp)


# ---- one case -----------------------------------------------------------------------
def run_case(c):
    rng = random.Random(c["name"])
    N, dt, at, bt = c["n"], c["dt"], c["at"], c["bt"]
    ab, bb = BITS[at], BITS[bt]
    sp = c.get("sp", False)
    Kc = KOF[ab]  # stored columns of A (32 bytes)
    K = 2 * Kc if sp else Kc
    flt = at not in ("s8", "u8", "b1")

    def rand_elem(ty):
        if ty in ("s8", "u8"):
            return rng.getrandbits(8)
        if ty == "b1":
            return rng.getrandbits(1)
        return rand_float(rng, ty)

    A = c.get("A") or [[rand_elem(at) for _ in range(K)] for _ in range(64)]
    Ast, meta = A, [0] * 128
    if sp:
        A, Ast, meta = sparsify(rng, A, at, c.get("sel", 0))
    B = c.get("B") or [[rand_elem(bt) for _ in range(N)] for _ in range(K)]  # B[k][n]
    if dt == "f32":
        Cm = c.get("C") or [[rand_float(rng, "f32") for _ in range(N)] for _ in range(64)]
    elif dt == "f16":
        Cm = c.get("C") or [[rand_float(rng, "f16") for _ in range(N)] for _ in range(64)]
    else:
        Cm = c.get("C") or [[rng.randint(-1000, 1000) & 0xFFFFFFFF for _ in range(N)]
                            for _ in range(64)]
    scale_d = c.get("scale_d", 1)  # the kernel's predicate
    ref_scale = c.get("scale_d_ref", scale_d)  # scale-d as the instruction sees it

    # Shared-memory image and descriptors.
    img = bytearray(SMEM)
    a_start, b_start = c.get("a_start", 0), c.get("b_start", 16384)
    da = 0
    if not c["areg"]:
        lbo, sbo = strides(c["amaj"], c["aswz"], ab, 64)
        place(img, a_start, c["amaj"], c["aswz"], ab, lbo, sbo, lambda m, k: Ast[m][k], 64, Kc)
        da = desc(a_start, lbo, sbo, c["aswz"])
    lbo, sbo = strides(c["bmaj"], c["bswz"], bb, N)
    place(img, b_start, c["bmaj"], c["bswz"], bb, lbo, sbo, lambda n, k: B[k][n], N, K)
    db = desc(b_start, lbo, sbo, c["bswz"])

    # Register fragments.
    nd = N // 4 if dt == "f16" else N // 2
    P = 32 // ab
    aregs, dregs = [], []
    for tid in range(128):
        q, l = tid // 32, tid % 32
        g, t = l >> 2, l % 4
        for r in range(4):
            w = 0
            for j in range(P):
                w |= Ast[16 * q + g + 8 * (r & 1)][t * P + j + 4 * P * (r >> 1)] << (j * ab)
            aregs.append(w)
        regs = [0] * nd
        for i in range(N // 2):
            row, col = 16 * q + g + 8 * ((i >> 1) & 1), 8 * (i >> 2) + 2 * t + (i & 1)
            if dt == "f16":
                regs[i // 2] |= Cm[row][col] << (16 * (i % 2))
            else:
                regs[i] = Cm[row][col]
        dregs += regs

    base = os.path.join(WORK, c["name"])
    with open(base + ".ptx", "w") as f:
        f.write(kernel(c))
    if PTXAS:
        r = subprocess.run(["ptxas", "-arch=sm_90a", "-o", base + ".cubin", base + ".ptx"],
                           capture_output=True, text=True)
        if r.returncode:
            return "FAIL ptxas: " + r.stderr.strip().replace("\n", " ")
        if PTXAS_ONLY:  # only the kernel's text matters: no reference, no run
            return "ok"

    # Reference D (exact: scaled integers, see decode_scaled).
    neg = (-1 if c.get("nega") else 1) * (-1 if c.get("negb") else 1)
    ref = [[0] * N for _ in range(64)]
    if flt:
        Ai = [[decode_scaled(at, x) for x in row] for row in A]
        Bt = [[decode_scaled(bt, B[k][n]) for k in range(K)] for n in range(N)]
    for m in range(64):
        for n in range(N):
            if flt:
                s = decode_scaled(dt, Cm[m][n]) << SCALE if ref_scale else 0
                s += neg * sum(x * y for x, y in zip(Ai[m], Bt[n]))
                s = Fraction(s, 1 << (2 * SCALE))
                ref[m][n] = round_ieee(s, 8, 23) if dt == "f32" else round_ieee(s, 5, 10)
            else:
                cv = Cm[m][n] if ref_scale else 0
                s = cv - (1 << 32) if cv >> 31 else cv
                for k in range(K):
                    if at == "b1":
                        s += A[m][k] & B[k][n]
                    else:
                        x = A[m][k] - 256 if at == "s8" and A[m][k] > 127 else A[m][k]
                        y = B[k][n] - 256 if bt == "s8" and B[k][n] > 127 else B[k][n]
                        s += x * y
                if c.get("sat"):
                    s = max(-(1 << 31), min((1 << 31) - 1, s))
                ref[m][n] = s & 0xFFFFFFFF
    if "expect_word0" in c:  # a hand-derived value for D[0][0]
        ref[0][0] = c["expect_word0"]
    want = []
    for tid in range(128):
        q, l = tid // 32, tid % 32
        g, t = l >> 2, l % 4
        regs = [0] * nd
        for i in range(N // 2):
            row, col = 16 * q + g + 8 * ((i >> 1) & 1), 8 * (i >> 2) + 2 * t + (i & 1)
            if dt == "f16":
                regs[i // 2] |= ref[row][col] << (16 * (i % 2))
            else:
                regs[i] = ref[row][col]
        want += regs

    aregs += meta  # the metadata registers follow A's fragments (offset 2048)
    for suffix, data in ((".img", bytes(img)), (".a", struct.pack("<%dI" % len(aregs), *aregs)),
                         (".d", struct.pack("<%dI" % len(dregs), *dregs))):
        with open(base + suffix, "wb") as f:
            f.write(data)
    cmd = [PTXLINT, "run", base + ".ptx", "--kernel", "k", "--grid", "1", "--block", "128",
           "--arg", "in:" + base + ".img", "--arg", "in:" + base + ".a",
           "--arg", "in:" + base + ".d", "--arg", "out:%d:%s.out" % (4 * len(want), base),
           "--arg", "b64:0x%x" % da, "--arg", "b64:0x%x" % db,
           "--arg", "u32:%d" % scale_d]
    if c.get("model", "exact"):
        cmd.append("--tensor-core=" + c.get("model", "exact"))
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode:
        return "FAIL ptxlint: " + (r.stdout + r.stderr).strip().replace("\n", " ")
    if r.stdout.strip() or r.stderr.strip():
        return "FAIL unexpected output: " + (r.stdout + r.stderr).strip().replace("\n", " ")
    with open(base + ".out", "rb") as f:
        got = list(struct.unpack("<%dI" % len(want), f.read()))
    bad = [i for i in range(len(want)) if got[i] != want[i]]
    if bad:
        i = bad[0]
        return "FAIL %d words differ; first: thread %d register %d got %08x want %08x" % (
            len(bad), i // nd, i % nd, got[i], want[i])
    return "ok"


def sparsify(rng, A, at, sel):
    """Makes A 2:4 sparse (tf32: 1:2) and returns (dense A, stored A, the
    metadata register of each of the 128 threads). Metadata layout, per warp
    and its rows r = 8h + g (docs/executor.md, the mma.sp figures that PTX ISA
    8.5 9.7.16.6.2 reuses): 16-bit and tf32 elements: 4-bit field of chunk c
    (4 columns; tf32 2) at bit 16h + 4 (c % 4) of lane 4g + 2 sel + c / 4;
    8-bit: at bit 4 (c % 8) of lane 4g + 2 (c / 8) + h. A field holds the
    column of stored element 0 in bits 1-0 and of element 1 in bits 3-2
    (tf32: 0b0100 column 0, 0b1110 column 1). Fields of lanes the selector does
    not name hold random bits."""
    K = len(A[0])
    tf32 = at == "tf32"
    cw = 2 if tf32 else 4
    dense = [[0] * K for _ in range(64)]
    stored = [[] for _ in range(64)]
    meta = [rng.getrandbits(32) for _ in range(128)]
    for m in range(64):
        q, r = m // 16, m % 16
        g, h = r % 8, r // 8
        for ch in range(K // cw):
            if tf32:
                cols = [rng.randint(0, 1)]
                nib = 0x4 if cols[0] == 0 else 0xE
            else:
                cols = sorted(rng.sample(range(4), 2))
                nib = cols[0] | (cols[1] << 2)
            for col in cols:
                dense[m][ch * cw + col] = A[m][ch * cw + col]
                stored[m].append(A[m][ch * cw + col])
            if BITS[at] == 8:
                lane, bit = 4 * g + 2 * (ch // 8) + h, 4 * (ch % 8)
            else:
                lane, bit = 4 * g + 2 * sel + ch // 4, 16 * h + 4 * (ch % 4)
            t = 32 * q + lane
            meta[t] = (meta[t] & ~(0xF << bit)) | (nib << bit)
    return dense, stored, meta


def case(name, n, dt, at, bt=None, areg=False, amaj="K", aswz=0, bmaj="K", bswz=0, **kw):
    c = dict(name=name, n=n, dt=dt, at=at, bt=bt or at, areg=areg, amaj=amaj, aswz=aswz,
             bmaj=bmaj, bswz=bswz)
    c.update(kw)
    return c


# Hopper model vector (docs/executor-float.md): D[0][0] = 0 + 1*1 + (3*2^-13)*(2^-12)
# = 1 + 3*2^-25. Exact: rounds to nearest f32 1 + 2^-23 (0x3f800001). Hopper: the
# products are aligned to 2^0 with 23 + 2 fraction bits (3*2^-25 is kept), the sum
# is rounded toward zero to f32: 1.0 (0x3f800000).
def hopper_vector():
    A = [[0] * 16 for _ in range(64)]
    B = [[0] * 8 for _ in range(16)]
    A[0][0], B[0][0] = 0x3C00, 0x3C00          # 1.0 * 1.0
    A[0][5], B[5][0] = 0x0E00, 0x0C00          # (1.5 * 2^-12) * 2^-12
    C = [[0] * 8 for _ in range(64)]
    return A, B, C


CASES = [
    case("f16-f32-n8-areg", 8, "f32", "f16", areg=True, scale_d=0),
    case("f16-f32-n8-areg-scaled", 8, "f32", "f16", areg=True, bswz=128, nega=True),
    case("f16-f32-n64-sw128", 64, "f32", "f16", aswz=128, bswz=128, negb=True),
    case("f16-f32-n64-sw128-koff", 64, "f32", "f16", aswz=128, bswz=128, a_start=32,
         b_start=16384 + 64),
    case("f16-f16-n256-sw64-sw32", 256, "f16", "f16", aswz=64, bswz=32),
    case("f16-f16-n64-none", 64, "f16", "f16", nega=True, negb=True, scale_d=0),
    case("bf16-f32-n64-trans-sw128-none", 64, "f32", "bf16", amaj="MN", aswz=128, bmaj="MN"),
    case("bf16-f32-n32-trans-none-sw64", 32, "f32", "bf16", amaj="MN", bmaj="MN", bswz=64),
    case("f16-f32-n128-trans-sw32", 128, "f32", "f16", amaj="MN", aswz=32, bmaj="MN", bswz=32),
    case("f16-f32-n256-areg-transb-sw128", 256, "f32", "f16", areg=True, bmaj="MN", bswz=128),
    case("tf32-n24-areg", 24, "f32", "tf32", areg=True, bswz=64),
    case("tf32-n64-sw128", 64, "f32", "tf32", aswz=128, bswz=128, nega=True),
    case("tf32-n8-none", 8, "f32", "tf32", scale_d=0),
    case("e4m3-e5m2-f32-n32", 32, "f32", "e4m3", "e5m2", aswz=128, bswz=32),
    case("e5m2-e4m3-f16-n16-areg", 16, "f16", "e5m2", "e4m3", areg=True, bswz=64, negb=True),
    case("e4m3-f32-n256-none", 256, "f32", "e4m3"),
    case("s8-sat-n64", 64, "s32", "s8", aswz=128, bswz=128, sat=True,
         C=[[0x7FFFFF00 if (m + n) % 2 else 0x80000100 for n in range(64)] for m in range(64)]),
    case("s8-wrap-n64", 64, "s32", "s8", areg=True, bswz=64,
         C=[[0x7FFFFF00 if (m + n) % 2 else 0x80000100 for n in range(64)] for m in range(64)]),
    case("u8-s8-n8", 8, "s32", "u8", "s8", scale_d=0),
    case("u8-n256-sw32", 256, "s32", "u8", areg=True, bswz=32),
    case("b1-n16-areg", 16, "s32", "b1", areg=True),
    case("b1-n256-sw32", 256, "s32", "b1", aswz=128, bswz=32),
    case("b1-n64-sw128-none", 64, "s32", "b1", aswz=64, bswz=128, scale_d=0),
    # The kernel's predicate is true; the instruction's scale-d is false.
    case("scale-d-immediate-0", 16, "f32", "f16", scale_d=1, scale_d_ref=0, scale_op="0"),
    case("scale-d-negated", 16, "f32", "bf16", scale_d=1, scale_d_ref=0, scale_op="!%p2"),
    case("scale-d-immediate-1", 16, "s32", "s8", scale_d=0, scale_d_ref=1, scale_op="1"),
]
A_, B_, C_ = hopper_vector()
CASES += [
    case("sp-f16-f32-n16-areg-sel0", 16, "f32", "f16", sp=True, areg=True, bswz=128),
    case("sp-f16-f16-n64-sel1", 64, "f16", "f16", sp=True, sel=1, aswz=128, bswz=64, nega=True),
    case("sp-bf16-f32-n32-trans", 32, "f32", "bf16", sp=True, amaj="MN", aswz=64, bmaj="MN",
         bswz=32),
    case("sp-tf32-n24-sel1", 24, "f32", "tf32", sp=True, sel=1, aswz=32, bswz=128),
    case("sp-tf32-n8-areg", 8, "f32", "tf32", sp=True, areg=True),
    case("sp-e4m3-e5m2-f32-n32", 32, "f32", "e4m3", "e5m2", sp=True, aswz=128, bswz=64),
    case("sp-e5m2-f16-n16-areg", 16, "f16", "e5m2", sp=True, areg=True, negb=True),
    case("sp-s8-u8-sat-n64", 64, "s32", "s8", "u8", sp=True, bswz=128, sat=True),
    case("sp-u8-n8-areg", 8, "s32", "u8", sp=True, areg=True, scale_d=0),
]
CASES.append(case("hopper-default-model", 8, "f32", "f16", A=A_, B=B_, C=C_, model="",
                  expect_word0=0x3F800000))
CASES.append(case("hopper-vector-exact", 8, "f32", "f16", A=A_, B=B_, C=C_,
                  expect_word0=0x3F800001))

if __name__ == "__main__":
    os.makedirs(WORK, exist_ok=True)
    fails = 0
    for c in CASES:
        res = run_case(c)
        print(c["name"], res)
        fails += res != "ok"
    sys.exit(1 if fails else 0)
