"""Inputs and expected outputs of tensor-copy.ptx, written from PTX ISA 8.5
5.5 (Tensors) independently of the executor.

usage: tensor-copy.py DIR

A tile-mode box (5.5.3) at tensor coordinates c holds, along dimension i,
ceil(boxDim[i] / elementStride[i]) elements at coordinates c[i] + j *
elementStride[i] (5.5.3.2); it lies in shared memory as a dense array,
dimension 0 fastest. Elements outside the tensor read as zero, or as the
OOB-NaN (the executor's choice of value: all ones but the sign bit) with
fill nan_request_zero_fma (5.5.3.3); stores and reductions skip them. An
element at coordinates x lies at byte x[0] * elemsize + sum over i >= 1 of
x[i] * stride[i] of the tensor's buffer.

The swizzled layouts come from the tables of 5.5.6 as printed there: each
table row is a 128-byte line of shared memory in 16-byte cells, and cell p
of line r holds cell TABLE[r][p] of that line of the unswizzled box; the
pattern starts at a 256-, 512- or 1024-byte boundary (32B, 64B, 128B), so a
box at shared address a starts at table row (a / 128) % rows.
"""
import itertools
import struct
import sys
from pathlib import Path

D = Path(sys.argv[1])

SWIZZLE_TABLES = {
    32: ["0 1 2 3 4 5 6 7",
         "1 0 3 2 5 4 7 6"],
    64: ["0 1 2 3 4 5 6 7",
         "1 0 3 2 5 4 7 6",
         "2 3 0 1 6 7 4 5",
         "3 2 1 0 7 6 5 4"],
    128: ["0 1 2 3 4 5 6 7",
          "1 0 3 2 5 4 7 6",
          "2 3 0 1 6 7 4 5",
          "3 2 1 0 7 6 5 4",
          "4 5 6 7 0 1 2 3",
          "5 4 7 6 1 0 3 2",
          "6 7 4 5 2 3 0 1",
          "7 6 5 4 3 2 1 0"],
}
SHARED_BOX = 0x400  # the first static shared variable (docs/executor.md "Memory")


def box_coords(coords, box, estr):
    """Tensor coordinates of the box's elements, dimension 0 fastest."""
    counts = [(b + e - 1) // e for b, e in zip(box, estr)]
    res = []
    for outer_first in itertools.product(*[range(n) for n in reversed(counts)]):
        j = list(reversed(outer_first))
        res.append([coords[i] + j[i] * estr[i] for i in range(len(coords))])
    return res


def inside(x, dims):
    return all(0 <= a < d for a, d in zip(x, dims))


def offset(x, esize, strides):
    return x[0] * esize + sum(a * s for a, s in zip(x[1:], strides))


def load(buf, esize, dims, strides, coords, box, estr=None, fill=b""):
    estr = estr or [1] * len(dims)
    out = bytearray()
    for x in box_coords(coords, box, estr):
        if inside(x, dims):
            o = offset(x, esize, strides)
            out += buf[o:o + esize]
        else:
            out += fill or bytes(esize)
    return bytes(out)


def swizzle(dense, span, addr):
    table = [[int(c) for c in row.split()] for row in SWIZZLE_TABLES[span]]
    out = bytearray(len(dense))
    for line in range(len(dense) // 128):
        row = table[(addr // 128 + line) % len(table)]
        for p in range(8):
            src = line * 128 + row[p] * 16
            out[line * 128 + p * 16:line * 128 + p * 16 + 16] = dense[src:src + 16]
    return bytes(out)


def store(buf, esize, dims, strides, coords, box, data, op=None):
    buf = bytearray(buf)
    for k, x in enumerate(box_coords(coords, box, [1] * len(dims))):
        if not inside(x, dims):
            continue
        o = offset(x, esize, strides)
        new = data[k * esize:(k + 1) * esize]
        if op:
            new = op(bytes(buf[o:o + esize]), new)
        buf[o:o + esize] = new
    return bytes(buf)


def w(name, data):
    (D / name).write_bytes(data)


# 1D u16, 100 elements; box of 32 at 80: 20 elements, then 12 zeros.
t1 = struct.pack("<100H", *[(i * 3 + 1) & 0xffff for i in range(100)])
w("t1.bin", t1)
w("e1.bin", load(t1, 2, [100], [], [80], [32]))

# 2D 20x10 of 4-byte elements (packed: row stride 80 bytes).
t2 = struct.pack("<200i", *[i * 7 + 3 for i in range(200)])
w("t2.bin", t2)
nan = struct.pack("<I", 0x7fffffff)
w("e2.bin", load(t2, 4, [20, 10], [80], [-4, 8], [8, 4], fill=nan))
w("e2z.bin", load(t2, 4, [20, 10], [80], [-4, 8], [8, 4]))

# 3D u16 24x7x5, rows padded to 64 bytes, planes of 448; traversal stride 2 in y.
t3 = struct.pack("<1120H", *range(1120))
w("t3.bin", t3)
w("e3.bin", load(t3, 2, [24, 7, 5], [64, 448], [4, 1, 3], [16, 4, 3], [1, 2, 1]))

# 5D u8 48x3x2x3x2, packed.
t5 = bytes((i * 13 + 5) & 0xff for i in range(48 * 3 * 2 * 3 * 2))
w("t5.bin", t5)
w("e5.bin", load(t5, 1, [48, 3, 2, 3, 2], [48, 144, 288, 864], [40, 2, 0, 2, 1],
                 [16, 2, 2, 2, 2]))

# Swizzles: f16 80x20 (row stride 160), 16 box rows of exactly the span.
ts = struct.pack("<1600H", *[(i * 5 + 0x3c00) & 0xffff for i in range(1600)])
w("ts.bin", ts)
for span, soff, name in [(32, 0, "es32"), (64, 0, "es64"), (128, 0, "es128"),
                         (128, 128, "es128o")]:
    dense = load(ts, 2, [80, 20], [160], [8, 2], [span // 2, 16])
    w(name + ".bin", swizzle(dense, span, SHARED_BOX + soff))
w("esn.bin", load(ts, 2, [80, 20], [160], [8, 2], [64, 16]))

# Stores and reductions of an 8x4 box of s32 / u32.
boxv = [(k * 97) % 500 for k in range(32)]
bx = struct.pack("<32i", *boxv)
w("box.bin", bx)
w("est.bin", store(t2, 4, [20, 10], [80], [16, -2], [8, 4], bx))


def add_s32(old, new):
    a, = struct.unpack("<i", old)
    b, = struct.unpack("<i", new)
    return struct.pack("<i", (a + b + 2**31) % 2**32 - 2**31)


def inc_u32(old, new):  # atom.inc (PTX ISA 8.5 9.7.14.5)
    a, = struct.unpack("<I", old)
    b, = struct.unpack("<I", new)
    return struct.pack("<I", 0 if a >= b else a + 1)


w("era.bin", store(t2, 4, [20, 10], [80], [16, 7], [8, 4], bx, add_s32))
w("eri.bin", store(t2, 4, [20, 10], [80], [0, 0], [8, 4], bx, inc_u32))


# bf16 40x10 (row stride 80) reduced by max with a 16x4 box at (30, 1).
def bf16(v):
    return struct.unpack("<I", struct.pack("<f", v))[0] >> 16


def bf16_val(b):
    return struct.unpack("<f", struct.pack("<I", b << 16))[0]


tb = struct.pack("<400H", *[bf16(((i * 37) % 101 - 50) * 0.5) for i in range(400)])
w("tb.bin", tb)
boxb = struct.pack("<64H", *[bf16(((k * 53) % 97 - 48) * 0.5) for k in range(64)])
w("boxb.bin", boxb)


def max_bf16(old, new):
    a, = struct.unpack("<H", old)
    b, = struct.unpack("<H", new)
    return old if bf16_val(a) >= bf16_val(b) else new


w("erm.bin", store(tb, 2, [40, 10], [80], [30, 1], [16, 4], boxb, max_bf16))
