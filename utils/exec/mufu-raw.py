#!/usr/bin/env python3
"""Records the raw result bits of the GPU's lg2, sin, cos and tanh .approx
instructions (and the half-precision and f64 .approx forms) over the domains
that decide them, and tests on the spot what their inputs really depend on.
The executor's models of these instructions are built from its output
(docs/executor-float.md, lib/exec/softfloat/MufuTables.cpp).

usage: mufu-raw.py OUTDIR [--libcuda PATH] [--only NAME,...]

Needs a GPU, libcuda and numpy. Writes OUTDIR/NAME.npz (each under 16 MB)
and prints its findings. A sequence of result bits is stored as its first
value and its successive differences (`first`, `diff`; np.cumsum restores
it), which deflate compresses well for monotonic functions.

  half   every f16/bf16 input of tanh.approx.{f16,bf16}, ex2.approx.f16,
         ex2.approx.ftz.bf16, and the f16x2 forms with lanes swapped
  lg2    lg2.approx.ftz.f32 of every f32 in [0.5, 2); every 256th of every
         binade; lg2.approx.f32 of every 64th subnormal
  sin    sin.approx.ftz.f32 / cos.approx.ftz.f32 of every f32 in
  cos    [2^-3, 8) (r = RZ(x / 2pi) in [0.0199, 1.27)): for F in 16..30, is
         the result a function of floor(r * 2^F)?  Then the result per key
         (`keys`, `vals`), and every 16th input in [2^-40, 2^-3)
  tanh   tanh.approx.f32 of every f32 in [2^-12, 16): for B in 6..23, is
         the result a function of the input's top B mantissa bits?  Then
         the result per key at the smallest such B (per binade; every
         2^(B-21)th key when B > 21), and every
         256th input below 2^-12 and above 16
  rand   sin, cos.ftz and tanh .approx.f32 of 2^19 pseudo-random inputs
  lg2x   lg2.approx.ftz.f32 of every mantissa at nine more exponents
  f64    rsqrt.approx.f64, rsqrt.approx.ftz.f64, rcp.approx.ftz.f64: does
         the result depend on the low word, is its low word zero; then the
         high word per (exponent parity, 20 mantissa bits)
"""
import ctypes
import importlib.util
import os
import subprocess
import sys
import time
import traceback

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("gpurecord", os.path.join(HERE, "gpu-record.py"))
gpurecord = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gpurecord)

TEMPLATE = r"""
.version 8.0
.target sm_90
.address_size 64
.visible .entry run(.param .u64 pin, .param .u64 pout, .param .u32 n)
{
  .reg .pred %p<2>;
  .reg .b16 %h<4>;
  .reg .b32 %r<8>;
  .reg .b64 %rd<8>;
  mov.u32 %r1, %ctaid.x;
  mov.u32 %r2, %ntid.x;
  mov.u32 %r3, %tid.x;
  mad.lo.u32 %r0, %r1, %r2, %r3;
  ld.param.u32 %r4, [n];
  setp.ge.u32 %p0, %r0, %r4;
  @%p0 bra DONE;
  ld.param.u64 %rd1, [pin];
  ld.param.u64 %rd2, [pout];
  mul.wide.u32 %rd3, %r0, SIZE;
  add.u64 %rd4, %rd1, %rd3;
  add.u64 %rd5, %rd2, %rd3;
  BODY
DONE:
  ret;
}
"""

BODY = {
    16: "ld.global.b16 %h1, [%rd4];\n  OP %h2, %h1;\n  st.global.b16 [%rd5], %h2;",
    32: "ld.global.b32 %r5, [%rd4];\n  OP %r6, %r5;\n  st.global.b32 [%rd5], %r6;",
    64: "ld.global.b64 %rd6, [%rd4];\n  OP %rd7, %rd6;\n  st.global.b64 [%rd5], %rd7;",
}
DT = {16: np.uint16, 32: np.uint32, 64: np.uint64}
C_2PI = np.float32(np.uint32(0x3E22F983).view(np.float32))  # ptxas's 1/(2 pi)

LOG = []


def say(*a):
    line = " ".join(str(x) for x in a)
    print(line, flush=True)
    LOG.append(line)


class Gpu:
    def __init__(self, libcuda):
        self.cu = cu = gpurecord.Driver(libcuda)
        cu.cuInit(0)
        dev = ctypes.c_int()
        cu.cuDeviceGet(ctypes.byref(dev), 0)
        ctx = ctypes.c_void_p()
        cu.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev)
        cu.cuCtxSetCurrent(ctx)
        self.funcs = {}

    def func(self, op, bits):
        key = (op, bits)
        if key not in self.funcs:
            body = BODY[bits].replace("OP", op)
            src = TEMPLATE.replace("BODY", body).replace("SIZE", str(bits // 8))
            mod, fn = ctypes.c_void_p(), ctypes.c_void_p()
            self.cu.cuModuleLoadData(ctypes.byref(mod), src.encode() + b"\0")
            self.cu.cuModuleGetFunction(ctypes.byref(fn), mod, b"run")
            self.funcs[key] = fn
        return self.funcs[key]

    def run(self, op, xs, bits):
        """The op's result bits for the input bits XS."""
        cu, fn = self.cu, self.func(op, bits)
        xs = np.ascontiguousarray(xs.astype(DT[bits]))
        out = np.empty_like(xs)
        chunk = 1 << 26
        for lo in range(0, len(xs), chunk):
            part = xs[lo:lo + chunk]
            n, nb = len(part), part.nbytes
            din, dout = ctypes.c_uint64(), ctypes.c_uint64()
            cu.cuMemAlloc_v2(ctypes.byref(din), ctypes.c_size_t(nb))
            cu.cuMemAlloc_v2(ctypes.byref(dout), ctypes.c_size_t(nb))
            cu.cuMemcpyHtoD_v2(din, part.ctypes.data_as(ctypes.c_void_p), ctypes.c_size_t(nb))
            nn = ctypes.c_uint32(n)
            args = [din, dout, nn]
            ptrs = (ctypes.c_void_p * 3)(*[ctypes.cast(ctypes.byref(a), ctypes.c_void_p) for a in args])
            cu.cuLaunchKernel(fn, (n + 255) // 256, 1, 1, 256, 1, 1, 0, None, ptrs, None)
            cu.cuCtxSynchronize()
            cu.cuMemcpyDtoH_v2(out[lo:lo + n].ctypes.data_as(ctypes.c_void_p), dout, ctypes.c_size_t(nb))
            cu.cuMemFree_v2(din)
            cu.cuMemFree_v2(dout)
        return out


def seq(prefix, vals, store):
    """Stores a result sequence as first value + differences."""
    v = vals.astype(np.int64)
    store[prefix + "_first"] = v[:1]
    d = np.diff(v)
    store[prefix + "_diff"] = d.astype(np.int32) if np.abs(d).max(initial=0) < 2 ** 31 else d


def load_seq(z, prefix):
    """A sequence stored by seq(), from a loaded .npz (int64)."""
    first = z[prefix + "_first"].astype(np.int64)
    return np.concatenate([first, first[0] + np.cumsum(z[prefix + "_diff"].astype(np.int64))])


def rz_mul_f32(x, c):
    """RZ(x * c) in f32 for f32 arrays (the exact product fits a double)."""
    p = x.astype(np.float64) * np.float64(c)
    r = p.astype(np.float32)
    over = np.abs(r.astype(np.float64)) > np.abs(p)
    bits = r.view(np.uint32).copy()
    bits[over] -= 1  # one step toward zero (no sign change: |r| > 0 there)
    return bits.view(np.float32)


def survey_half(gpu, store):
    allh = np.arange(65536, dtype=np.uint32)
    for name, op in (("tanh_f16", "tanh.approx.f16"), ("tanh_bf16", "tanh.approx.bf16"),
                     ("ex2_f16", "ex2.approx.f16"), ("ex2_bf16", "ex2.approx.ftz.bf16")):
        store[name] = gpu.run(op, allh, 16)
    # x2 forms: lane 0 = i, lane 1 = i ^ 0x5A5A; are they the scalar forms per lane?
    pair = allh | ((allh ^ 0x5A5A) << 16)
    for name, op in (("tanh_f16", "tanh.approx.f16x2"), ("tanh_bf16", "tanh.approx.bf16x2"),
                     ("ex2_f16", "ex2.approx.f16x2"), ("ex2_bf16", "ex2.approx.ftz.bf16x2")):
        r = gpu.run(op, pair, 32)
        lo, hi = r & 0xFFFF, r >> 16
        s = store[name].astype(np.uint32)
        say("half", op, "lane0 same:", int((lo == s).sum()), "lane1 same:",
            int((hi == s[allh ^ 0x5A5A]).sum()), "of 65536")


def survey_lg2(gpu, store):
    xs = np.arange(0x3F000000, 0x40000000, dtype=np.uint32)  # [0.5, 2)
    seq("ftz_half_2", gpu.run("lg2.approx.ftz.f32", xs, 32), store)
    xs = np.arange(0x00800000, 0x7F800000, 256, dtype=np.uint32)
    seq("ftz_every256", gpu.run("lg2.approx.ftz.f32", xs, 32), store)
    xs = np.arange(0x00000001, 0x00800000, 64, dtype=np.uint32)
    seq("subnormal_every64", gpu.run("lg2.approx.f32", xs, 32), store)
    spec = np.array([0, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001,
                     0xBF800000, 0x3F800000, 0x00000001, 0x80000001], dtype=np.uint32)
    for op in ("lg2.approx.ftz.f32", "lg2.approx.f32"):
        say("lg2", op, "specials", [hex(v) for v in spec], "->",
            [hex(int(v)) for v in gpu.run(op, spec, 32)])


def key_conflicts(keys, vals):
    same = keys[1:] == keys[:-1]
    return int((same & (vals[1:] != vals[:-1])).sum())


def survey_trig(gpu, store, fn):
    op = fn + ".approx.ftz.f32"
    xs = np.arange(0x3E000000, 0x41000000, dtype=np.uint32)  # [2^-3, 8)
    out = gpu.run(op, xs, 32)
    r = rz_mul_f32(xs.view(np.float32), C_2PI).astype(np.float64)
    assert np.all(np.diff(r) >= 0)
    best = None
    for f in range(16, 31):
        k = np.floor(r * 2.0 ** f).astype(np.int64)
        c = key_conflicts(k, out)
        say(fn, "F=%d conflicts %d" % (f, c))
        if c == 0 and best is None:
            best = f
    # does the result also depend on x beyond r? (same r -> same result)
    say(fn, "same r, different result:", key_conflicts(r, out))
    f = best if best is not None else 30
    k = np.floor(r * 2.0 ** f).astype(np.int64)
    first = np.ones(len(k), dtype=bool)
    first[1:] = k[1:] != k[:-1]
    store["F"] = np.array([f])
    stride = max(1, int(first.sum()) >> 24)  # at most 2^24 keys come back
    store["stride"] = np.array([stride])
    seq("keys", k[first][::stride], store)
    seq("vals", out[first][::stride], store)
    # periodicity: keys of r in [1, 1.27) against r - 1
    kk, vv = k[first], out[first]
    one = 1 << f
    hi = kk >= one
    pos = np.searchsorted(kk, kk[hi] - one)
    ok = (pos < len(kk)) & (kk[np.minimum(pos, len(kk) - 1)] == kk[hi] - one)
    say(fn, "period 1 in r: keys compared", int(ok.sum()), "equal",
        int((vv[pos[ok]] == vv[hi][ok]).sum()))
    small = np.arange(0x2B800000, 0x3E000000, 16, dtype=np.uint32)  # [2^-40, 2^-3)
    seq("small_every16", gpu.run(op, small, 32), store)
    neg = xs[::4093] | np.uint32(0x80000000)
    rn = gpu.run(op, neg, 32)
    rp = out[::4093]
    say(fn, "odd/even check on", len(neg), ": -x gives -f(x):", int((rn == (rp ^ 0x80000000)).sum()),
        " f(x):", int((rn == rp).sum()))
    big = np.arange(0x41000000, 0x7F800000, 4096, dtype=np.uint32)
    seq("big_every4096", gpu.run(op, big, 32), store)
    nftz = xs[::257]
    say(fn, "non-ftz equals ftz on", len(nftz), ":",
        int((gpu.run(fn + ".approx.f32", nftz, 32) == out[::257]).sum()))


def survey_tanh(gpu, store):
    op = "tanh.approx.f32"
    lo_b, hi_b = 0x39800000, 0x41800000  # [2^-12, 16)
    binades = (hi_b - lo_b) >> 23
    xs = np.arange(lo_b, hi_b, dtype=np.uint32)
    out = gpu.run(op, xs, 32)
    tz = np.zeros(24, dtype=np.int64)
    m = out & 0x7FFFFF
    for t in range(24):
        tz[t] = int(((m & ((1 << t) - 1)) == 0).sum())
    say("tanh", "results whose low t mantissa bits are zero, t=0..23:", tz.tolist())
    per = out.reshape(binades, 1 << 23)
    bs = []
    for b in range(binades):
        row = per[b]
        best = 23
        for bits in range(6, 24):
            blk = row.reshape(-1, 1 << (23 - bits))
            if np.all(blk == blk[:, :1]):
                best = bits
                break
        e = (lo_b >> 23) + b - 127
        say("tanh", "binade 2^%d: result is a function of the top %d mantissa bits" % (e, best))
        bs.append(best)
        blk = row.reshape(-1, 1 << (23 - best))[:, 0]
        stride = 1 << max(0, best - 21)  # at most 2^21 keys per binade come back
        store["stride%d" % b] = np.array([stride])
        seq("b%d" % b, blk[::stride], store)
    store["B"] = np.array(bs)
    store["binade0"] = np.array([(lo_b >> 23) - 127])
    small = np.arange(0x00800000, lo_b, 256, dtype=np.uint32)
    rs = gpu.run(op, small, 32)
    say("tanh", "below 2^-12 (every 256th):", len(small), "result == x:", int((rs == small).sum()))
    seq("small_every256", rs, store)
    big = np.arange(hi_b, 0x7F800000, 256, dtype=np.uint32)
    rb = gpu.run(op, big, 32)
    say("tanh", "above 16: distinct results", [hex(int(v)) for v in np.unique(rb)[:8]])
    neg = xs[::997] | np.uint32(0x80000000)
    say("tanh", "odd on", len(neg), ":", int((gpu.run(op, neg, 32) == (out[::997] ^ 0x80000000)).sum()))
    spec = np.array([0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001, 0x80000000,
                     0x41800000, 0x417FFFFF, 0x3B800000, 0x3B7FFFFF], dtype=np.uint32)
    say("tanh", "specials", [hex(v) for v in spec], "->", [hex(int(v)) for v in gpu.run(op, spec, 32)])
    sub = np.arange(1, 0x00800000, 4096, dtype=np.uint32)
    say("tanh", "subnormal: result == x:", int((gpu.run(op, sub, 32) == sub).sum()), "of", len(sub))


def survey_f64(gpu, store):
    rng = np.random.default_rng(7)
    n = 1 << 22
    hi = rng.integers(0x00100000, 0x7FF00000, n, dtype=np.uint64)
    lo = rng.integers(0, 1 << 32, n, dtype=np.uint64)
    xs = (hi << np.uint64(32)) | lo
    for name, op in (("rsqrt", "rsqrt.approx.f64"), ("rsqrt_ftz", "rsqrt.approx.ftz.f64"),
                     ("rcp_ftz", "rcp.approx.ftz.f64")):
        a = gpu.run(op, xs, 64)
        b = gpu.run(op, hi << np.uint64(32), 64)
        c = gpu.run(op, (hi << np.uint64(32)) | np.uint64(0xFFFFFFFF), 64)
        say("f64", op, "same with low word 0:", int((a == b).sum()), "with low word ~0:",
            int((a == c).sum()), "of", n, "; result low word zero:",
            int(((a & np.uint64(0xFFFFFFFF)) == 0).sum()))
        store[name + "_x"] = xs[:1 << 16]
        store[name + "_y"] = a[:1 << 16]
        # the high word per exponent parity and 20 mantissa bits (inputs 1.m and 2.m)
        m = np.arange(1 << 20, dtype=np.uint64)
        grid = np.concatenate([((np.uint64(0x3FF00000) | m) << np.uint64(32)),
                               ((np.uint64(0x40000000) | m) << np.uint64(32))])
        g = gpu.run(op, grid, 64)
        seq(name + "_grid_hi", g >> np.uint64(32), store)
        say("f64", op, "grid low words zero:", int(((g & np.uint64(0xFFFFFFFF)) == 0).sum()), "of", len(g))


def survey_rand(gpu, store):
    """Pseudo-random inputs through the f32 forms, for checking a model."""
    rng = np.random.default_rng(11)
    xs = rng.integers(0, 1 << 32, 1 << 19, dtype=np.uint64).astype(np.uint32)
    xs[1::2] = (xs[1::2] & np.uint32(0x807FFFFF)) | (rng.integers(100, 140, 1 << 18, dtype=np.uint32) << 23)
    store["x"] = xs
    for op in ("sin.approx.f32", "cos.approx.ftz.f32", "tanh.approx.f32"):
        store[op.split(".")[0]] = gpu.run(op, xs, 32)


def survey_lg2x(gpu, store):
    """lg2.approx.ftz.f32 of every mantissa at more exponents."""
    for e in (1, 2, 3, -2, -3, 7, -9, 100, -100):
        lo = (e + 127) << 23
        xs = np.arange(lo, lo + (1 << 23), dtype=np.uint32)
        seq("e%d" % e if e >= 0 else "em%d" % -e, gpu.run("lg2.approx.ftz.f32", xs, 32), store)


def sass(outdir):
    srcs = []
    for op, bits in (("lg2.approx.f32", 32), ("lg2.approx.ftz.f32", 32), ("sin.approx.f32", 32),
                     ("cos.approx.ftz.f32", 32), ("tanh.approx.f32", 32), ("tanh.approx.f16", 16),
                     ("tanh.approx.bf16", 16), ("ex2.approx.f16", 16), ("rsqrt.approx.f64", 64),
                     ("rsqrt.approx.ftz.f64", 64), ("tanh.approx.f16x2", 32)):
        src = TEMPLATE.replace("BODY", BODY[bits].replace("OP", op)).replace("SIZE", str(bits // 8))
        srcs.append((op, src))
    lines = []
    for op, src in srcs:
        p = os.path.join(outdir, "k.ptx")
        open(p, "w").write(src)
        try:
            subprocess.run(["ptxas", "-arch=sm_90", p, "-o", p + ".cubin"], check=True,
                           capture_output=True, timeout=60)
            r = subprocess.run(["cuobjdump", "-sass", p + ".cubin"], capture_output=True,
                               text=True, timeout=60)
            body = [l for l in r.stdout.splitlines() if "/*" in l and ";" in l]
            lines.append("== " + op)
            lines += body
        except Exception as e:  # no toolkit on the machine: say so, go on
            lines.append("== %s: %s" % (op, e))
        for f in (p, p + ".cubin"):
            if os.path.exists(f):
                os.remove(f)
    open(os.path.join(outdir, "sass.txt"), "w").write("\n".join(lines) + "\n")


def main():
    outdir = sys.argv[1]
    libcuda = sys.argv[sys.argv.index("--libcuda") + 1] if "--libcuda" in sys.argv else None
    only = sys.argv[sys.argv.index("--only") + 1].split(",") if "--only" in sys.argv else None
    os.makedirs(outdir, exist_ok=True)
    gpu = Gpu(libcuda)
    jobs = [("half", survey_half), ("lg2", survey_lg2), ("sin", lambda g, s: survey_trig(g, s, "sin")),
            ("cos", lambda g, s: survey_trig(g, s, "cos")), ("tanh", survey_tanh), ("f64", survey_f64),
            ("rand", survey_rand), ("lg2x", survey_lg2x)]
    for name, job in jobs:
        if only and name not in only:
            continue
        store, t0 = {}, time.time()
        try:
            job(gpu, store)
        except Exception:
            say(name, "FAILED", traceback.format_exc())
        if store:
            path = os.path.join(outdir, name + ".npz")
            np.savez_compressed(path, **store)
            while os.path.getsize(path) > 15_500_000:  # what a device call can bring back
                big = max(store, key=lambda k: store[k].size)
                say(name, "too large: keeping every 2nd entry of", big)
                store[big] = store[big][::2]
                store[big + "_halved"] = np.array([store.get(big + "_halved", np.array([0]))[0] + 1])
                np.savez_compressed(path, **store)
            say(name, "saved %.1f MB in %.1f s" % (os.path.getsize(path) / 1e6, time.time() - t0))
        open(os.path.join(outdir, "log.txt"), "w").write("\n".join(LOG) + "\n")
    if not only or "sass" in only:
        sass(outdir)


if __name__ == "__main__":
    main()
