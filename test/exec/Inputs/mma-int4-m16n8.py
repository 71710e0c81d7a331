"""Inputs and expected output of mma-int4-m16n8.ptx: mma.sync and mma.sp with
.s4/.u4 elements in the m16n8 shapes, written from the spec independently of
the executor.

usage: mma-int4-m16n8.py DIR -> DIR/in.bin, DIR/expected.bin

Buffer layout (the kernel's): variant v, lane l: in at v*2048 + l*64 holds
a0-a3, b0-b3, c0-c3, e (metadata); out at v*512 + l*16 holds d0-d3.
4-bit elements are packed low bits first (element i at bits 4i..4i+3).

Dense layouts, PTX ISA 8.5 (g = lane >> 2, t = lane % 4):
  m16n8k32 (9.7.15.4.10): A a0..a15: row g (i < 8) / g+8, col 8t + (i & 7);
                          B b0..b7: row 8t + i, col g
  m16n8k64 (9.7.15.4.11): A a0..a31: row g (i < 8 or 16 <= i < 24) / g+8,
                          col 8t + (i & 7) (+32 for i >= 16);
                          B b0..b15: row 8t + (i & 7) (+32 for i >= 8), col g
  C/D c0..c3: row g (i < 2) / g+8, col 2t + (i & 1)

Sparse (9.7.15.5.1, 9.7.15.5.2.7-8): A is 4:8 pair-wise sparse: in each
chunk of eight columns two two-column sub-chunks are non-zero, named by two
2-bit indices (a 4-bit metadata field: first index in bits 1-0, second in
bits 3-2). A register holds eight stored elements of 16 consecutive columns:
elements 0-3 of the first eight-column chunk, 4-7 of the second; within a
chunk elements 0,1 are sub-chunk index0 (columns 2*index0, 2*index0+1) and
2,3 sub-chunk index1.
  m16n8k64:  a0..a15: row g (i < 8) / g+8, columns 16t..16t+15
  m16n8k128: a0..a31: row g (i < 8 or 16 <= i < 24) / g+8, columns
             16t..16t+15 (+64 for i >= 16)
B of m16n8k64 is that of dense m16n8k64; B of m16n8k128 (given by figures
only) is read as row 8t + (i & 7) + 32 * (i >> 3), col g.
The metadata layout is given by figures only (113, 120, 121); this
reference assumes that of the 8-bit shapes with the same byte footprint
(docs/executor.md): m16n8k64 like 8-bit m16n8k32 (a thread pair: lane
4g + 2*sel + h holds row g + 8h, field c = bits 4c..4c+3 for columns
8c..8c+7); m16n8k128 like 8-bit m16n8k64 (lane 4g + 2w + h holds row g + 8h,
field c for columns 64w + 8c..64w + 8c + 7; selector 0).
"""
import random, struct, sys

def s4(v):
    return v - 16 if v & 8 else v

def dense_a(k, l, i):
    g, t = l >> 2, l % 4
    if k == 32:
        return (g if i < 8 else g + 8, 8 * t + (i & 7))
    return (g if (i < 8 or 16 <= i < 24) else g + 8, 8 * t + (i & 7) + (32 if i >= 16 else 0))

def b_pos(k, l, i):
    g, t = l >> 2, l % 4
    if k == 32:
        return (8 * t + i, g)
    return (8 * t + (i & 7) + 32 * (i >> 3), g)  # k64 dense/sparse; k128 sparse

def sparse_a(k, l, i):
    """(row, first column of the eight-column chunk, which index, element in pair)"""
    g, t = l >> 2, l % 4
    if k == 64:
        row, first = (g if i < 8 else g + 8), 16 * t
    else:
        row = g if (i < 8 or 16 <= i < 24) else g + 8
        first = 16 * t + (64 if i >= 16 else 0)
    j = i % 8                      # position within the register
    return (row, first + 8 * (j // 4), (j % 4) // 2, j % 2)

def meta_fields(k, sel):
    """{(lane, bit): (row, chunk first column)}"""
    out = {}
    for g in range(8):
        for h in range(2):
            if k == 64:
                for c in range(8):
                    out[(4 * g + 2 * sel + h, 4 * c)] = (g + 8 * h, 8 * c)
            else:
                for w in range(2):
                    for c in range(8):
                        out[(4 * g + 2 * w + h, 4 * c)] = (g + 8 * h, 64 * w + 8 * c)
    return out

def run(k, at, bt, sat, sparse, sel, ordered):
    m, n = 16, 8
    na = m * k // 32 // (2 if sparse else 1)
    nb = k * n // 32
    regs = [[0] * 16 for _ in range(32)]
    val = lambda t, v: s4(v) if t == "s4" else v
    A = [[0] * k for _ in range(m)]
    B = [[0] * n for _ in range(k)]
    araw = {}
    for l in range(32):
        for i in range(na):
            v = random.getrandbits(4)
            regs[l][i // 8] |= v << (4 * (i % 8))
            araw[(l, i)] = v
        for i in range(nb):
            v = random.getrandbits(4)
            regs[l][4 + i // 8] |= v << (4 * (i % 8))
            r, c = b_pos(k, l, i)
            B[r][c] = val(bt, v)
        for i in range(4):
            regs[l][8 + i] = random.randint(-3000, 3000) & 0xFFFFFFFF
    if sat:  # accumulators at the int32 limits, so that some sums overflow
        for l in range(0, 32, 3):
            regs[l][8] = 0x7FFFFFF0
            regs[l][10] = 0x80000010
    if sparse:
        idx = {}
        for l in range(32):
            regs[l][12] = random.getrandbits(32)  # lanes the selector skips: noise
        for (lane, bit), (row, col) in meta_fields(k, sel).items():
            i0, i1 = random.sample(range(4), 2)
            if ordered and i0 > i1:
                i0, i1 = i1, i0
            idx[(row, col)] = (i0, i1)
            regs[lane][12] = (regs[lane][12] & ~(0xF << bit)) | ((i0 | (i1 << 2)) << bit)
        for (l, i), v in araw.items():
            row, first, which, e = sparse_a(k, l, i)
            A[row][first + 2 * idx[(row, first)][which] + e] = val(at, v)
    else:
        for (l, i), v in araw.items():
            r, c = dense_a(k, l, i)
            A[r][c] = val(at, v)
    out = [[0] * 4 for _ in range(32)]
    clamped = 0
    for l in range(32):
        g, t = l >> 2, l % 4
        for i in range(4):
            r, c = (g if i < 2 else g + 8), 2 * t + (i & 1)
            cv = regs[l][8 + i]
            x = (cv - (1 << 32) if cv >> 31 else cv) + sum(A[r][kk] * B[kk][c] for kk in range(k))
            if sat:
                y = max(-(1 << 31), min((1 << 31) - 1, x))
                clamped += y != x
                x = y
            out[l][i] = x & 0xFFFFFFFF
    assert not sat or clamped > 0, "no saturated element: choose another seed"
    return regs, out

VARIANTS = [
    # k, atype, btype, satfinite, sparse, selector, ordered
    (32, "s4", "s4", 0, 0, 0, 0),
    (32, "u4", "s4", 1, 0, 0, 0),
    (64, "u4", "u4", 0, 0, 0, 0),
    (64, "s4", "u4", 1, 0, 0, 0),
    (64, "s4", "s4", 0, 1, 1, 0),
    (64, "u4", "s4", 1, 1, 0, 1),
    (128, "u4", "u4", 0, 1, 0, 0),
    (128, "s4", "u4", 1, 1, 0, 1),
]

d = sys.argv[1]
random.seed(4444)
inb, outb = bytearray(), bytearray()
for spec in VARIANTS:
    regs, out = run(*spec)
    for l in range(32):
        inb += struct.pack("<16I", *regs[l])
        outb += struct.pack("<4I", *out[l])
open(d + "/in.bin", "wb").write(inb)
open(d + "/expected.bin", "wb").write(outb)
