"""Inputs and expected output of mma-m8n8k4-f16.ptx: f16 mma.sync.m8n8k4
with every .alayout.blayout and accumulator combination, written from the
spec independently of the executor.

usage: mma-m8n8k4-f16.py DIR -> DIR/in.bin, DIR/expected.bin

Buffer layout (the kernel's): variant v, lane l: in at v*2048 + l*64 holds
a0-a1, b0-b1, c0-c7 (words; f16 fragments packed two per word, element 2j
in the low half of word j); out at v*1024 + l*32 holds d0-d7 (an f16 D
fills d0-d3, the rest stays zero).

PTX ISA 8.5 9.7.15.4.1: a warp computes four independent 8x8x4 products;
product q uses lanes 4q..4q+3 (low group) and 4q+16..4q+19 (high group).
With r = lane % 4 and h = 0 for lanes < 16, else 4 ("row = %laneid % 4 if
%laneid < 16, (%laneid % 4) + 4 otherwise"):
  A row-major: row r + h, col i          A col-major: row i + h, col r
  B row-major: row r, col i + h          B col-major: row i, col r + h
  C/D .f16:    row r + h, col i (i = 0..7)
  C/D .f32:    row X + h, X = (lane & 1) + (i & 2);
               col (i & 4) + (lane & 2) + (i & 1)
The elements are small multiples of 1/2 whose products and sums are exact
in f16, so the accumulation model does not matter (every --tensor-core
model gives the exact result).
"""
import random, struct, sys

VARIANTS = [(al, bl, d, c) for al in ("row", "col") for bl in ("row", "col")
            for d, c in (("f16", "f16"), ("f32", "f16"), ("f32", "f32"))]


def f16(x):
    return struct.unpack("<H", struct.pack("<e", x))[0]


def f32(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def cpos(t, l, i):
    h = 0 if l < 16 else 4
    if t == "f16":
        return (l % 4 + h, i)
    return ((l & 1) + (i & 2) + h, (i & 4) + (l & 2) + (i & 1))


def pack(t, vals):
    if t == "f32":
        return [f32(v) for v in vals]
    return [f16(vals[2 * j]) | (f16(vals[2 * j + 1]) << 16) for j in range(len(vals) // 2)]


def run(al, bl, dt, ct):
    regs = [[0] * 16 for _ in range(32)]
    out = [[0] * 8 for _ in range(32)]
    for q in range(4):
        lanes = [4 * q + r for r in range(4)] + [4 * q + 16 + r for r in range(4)]
        A = [[random.randint(-8, 8) / 2 for _ in range(4)] for _ in range(8)]
        B = [[random.randint(-4, 4) for _ in range(8)] for _ in range(4)]
        C = [[random.randint(-64, 64) / 2 for _ in range(8)] for _ in range(8)]
        D = [[C[m][n] + sum(A[m][k] * B[k][n] for k in range(4)) for n in range(8)]
             for m in range(8)]
        for l in lanes:
            r, h = l % 4, (0 if l < 16 else 4)
            a = [A[r + h][i] if al == "row" else A[i + h][r] for i in range(4)]
            b = [B[r][i + h] if bl == "row" else B[i][r + h] for i in range(4)]
            c = [C[cpos(ct, l, i)[0]][cpos(ct, l, i)[1]] for i in range(8)]
            d = [D[cpos(dt, l, i)[0]][cpos(dt, l, i)[1]] for i in range(8)]
            regs[l][0:2] = pack("f16", a)
            regs[l][2:4] = pack("f16", b)
            pc = pack(ct, c)
            regs[l][4:4 + len(pc)] = pc
            pd = pack(dt, d)
            out[l][0:len(pd)] = pd
    return regs, out


def main():
    d = sys.argv[1]
    random.seed(884)
    inb, outb = bytearray(), bytearray()
    for v in VARIANTS:
        regs, out = run(*v)
        for l in range(32):
            inb += struct.pack("<16I", *regs[l])
            outb += struct.pack("<8I", *out[l])
    open(d + "/in.bin", "wb").write(inb)
    open(d + "/expected.bin", "wb").write(outb)


if __name__ == "__main__":
    main()
