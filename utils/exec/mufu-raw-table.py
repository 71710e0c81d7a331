#!/usr/bin/env python3
"""Writes lib/exec/softfloat/data/mufu-{sin,tanh,lg2}-h200.bin from the
mufu-raw.py surveys of a GPU: the measured MUFU.SIN, MUFU.TANH and MUFU.LG2
results,
as the successive differences of the result bits (int32 little-endian,
zlib-compressed; the executor restores them by a running sum).

usage: mufu-raw-table.py SIN.npz COS.npz TANH.npz LG2.npz OUTDIR   (needs numpy)

sin: MUFU.SIN reads r = x / 2pi (ptxas's FMUL.RZ) as fixed point with 25
     fraction bits, |r| truncated, period 1, sin(r + 1/2) = -sin(r), and
     MUFU.COS(r) = MUFU.SIN(r + 1/4) (all checked over the survey), so the
     2^24 results of k * 2^-25 for k in [0, 2^24) give every result. They
     come from the survey's sin and cos keys and its small-input part.
tanh: for |x| in [2^-8, 16) MUFU.TANH reads the top B mantissa bits of x,
     B = 17,17,17,18,18,19,19,19,20,21,20,6 for the binades 2^-8 .. 2^3;
     the table holds those binades' results in order.
lg2: MUFU.LG2 of x = m * 2^e (m in [1, 2)) is T1(m) for e = 0, T½(m) =
     MUFU.LG2(m / 2) for e = -1, RZ(e + T1(m)) for e > 0 and
     RZ(e + 1 + T½(m)) for e < -1 (checked over every 256th f32 and every
     mantissa of nine more exponents): the table holds T½ then T1, the
     survey's results for [0.5, 2).
"""
import importlib.util
import os
import sys
import zlib

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("mufuraw", os.path.join(HERE, "mufu-raw.py"))
mufuraw = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(mufuraw)
seqload, rz_mul_f32, C_2PI = mufuraw.load_seq, mufuraw.rz_mul_f32, mufuraw.C_2PI

TANH_BITS = [17, 17, 17, 18, 18, 19, 19, 19, 20, 21, 20, 6]


def sin_table(sz, cz):
    period, half = 1 << 25, 1 << 24
    t = np.full(half, -1, dtype=np.int64)
    for z, shift in ((sz, 0), (cz, period // 4)):
        assert int(z["F"][0]) == 25 and int(z["stride"][0]) == 1
        k = (seqload(z, "keys") + shift) % period
        v = seqload(z, "vals")
        neg = k >= half
        v = np.where(neg, v ^ 0x80000000, v)
        k = k % half
        old = t[k]
        assert np.all((old < 0) | (old == v)), "sin and cos disagree"
        t[k] = v
    xs = np.arange(0x2B800000, 0x3E000000, 16, dtype=np.uint32)
    k = np.floor(rz_mul_f32(xs.view(np.float32), C_2PI).astype(np.float64) * 2.0 ** 25).astype(np.int64)
    v = seqload(sz, "small_every16")
    assert np.all((t[k] < 0) | (t[k] == v))
    t[k] = v
    assert np.all(t >= 0), "%d keys missing" % int((t < 0).sum())
    return t


def tanh_table(z):
    b0 = int(z["binade0"][0])
    parts = []
    for i, bits in enumerate(TANH_BITS):
        b = -8 + i - b0
        assert int(z["B"][b]) == bits and int(z["stride%d" % b][0]) == 1, (i, z["B"][b])
        parts.append(seqload(z, "b%d" % b))
    return np.concatenate(parts)


def lg2_table(z):
    t = seqload(z, "ftz_half_2")
    assert len(t) == 1 << 24
    return t


def write(path, t):
    d = np.diff(t.astype(np.int64), prepend=0).astype("<i4")
    open(path, "wb").write(zlib.compress(d.tobytes(), 9))
    print(path, len(t), "entries", os.path.getsize(path), "bytes")


def main():
    sz, cz, tz, lz = (np.load(a) for a in sys.argv[1:5])
    outdir = sys.argv[5]
    write(os.path.join(outdir, "mufu-sin-h200.bin"), sin_table(sz, cz))
    write(os.path.join(outdir, "mufu-tanh-h200.bin"), tanh_table(tz))
    write(os.path.join(outdir, "mufu-lg2-h200.bin"), lg2_table(lz))


if __name__ == "__main__":
    main()
