"""Inputs and expected output of ldst-matrix.ptx: ldmatrix and stmatrix
(.m8n8 .x1/.x2/.x4, with and without .trans, .b16) and movmatrix, written
from the spec (PTX ISA 8.5 9.7.15.4.15-17) independently of the executor.

usage: ldst-matrix.py DIR [--ptx] -> DIR/in.bin, DIR/expected.bin

Shared memory holds four 8x8 matrices of 16-bit elements: element (r, c) of
matrix m at byte m*512 + r*48 + 2c (rows 48 bytes apart, not contiguous).
Lane l gives the address of row l % 8 of matrix l / 8 (only lanes 0-7 count
for .x1, 0-15 for .x2: "addr0-addr7 ... addr8-addr15").
Fragment (figures 80, 82, 84-85): lane l's register j holds elements
(l / 4, 2 (l % 4)) in its low half and (l / 4, 2 (l % 4) + 1) in its high
half of matrix j; with .trans the matrix read or written is the transpose:
the halves are memory elements (2 (l % 4), l / 4) and (2 (l % 4) + 1, l / 4).
movmatrix.trans: d holds the fragment of the transpose of the matrix whose
fragment is a.

in.bin: the 2048-byte shared image, then lane l's registers r0-r3 at
2048 + 16 l. out.bin: 6 ldmatrix variants (x1, x1.trans, x2, x2.trans, x4,
x4.trans), 512 bytes each (lane l's r0-r3 at 16 l, unused registers zero);
then 6 stmatrix variants, the 2048-byte shared image after storing into
zeroed memory; then movmatrix, 4 bytes per lane.
"""
import random, struct, sys

NUMS = [(1, ""), (1, ".trans"), (2, ""), (2, ".trans"), (4, ""), (4, ".trans")]


def off(m, r, c):
    return m * 512 + r * 48 + 2 * c


def frag(mem, m, l, trans):
    r, c = l // 4, 2 * (l % 4)
    get = lambda rr, cc: mem[off(m, rr, cc) // 2]
    if trans:
        return get(c, r) | (get(c + 1, r) << 16)
    return get(r, c) | (get(r, c + 1) << 16)


def main():
    d = sys.argv[1]
    random.seed(75)
    mem = [random.getrandbits(16) for _ in range(1024)]
    regs = [[random.getrandbits(32) for _ in range(4)] for _ in range(32)]
    out = bytearray()
    for n, tr in NUMS:
        for l in range(32):
            words = [frag(mem, j, l, tr) if j < n else 0 for j in range(4)]
            out += struct.pack("<4I", *words)
    for n, tr in NUMS:
        img = [0] * 1024
        for j in range(n):
            for l in range(32):
                r, c = l // 4, 2 * (l % 4)
                for h in range(2):
                    v = (regs[l][j] >> (16 * h)) & 0xFFFF
                    rr, cc = (c + h, r) if tr else (r, c + h)
                    img[off(j, rr, cc) // 2] = v
        out += struct.pack("<1024H", *img)
    # movmatrix of register r0: source matrix S(r, c) from lane 4r + c/2.
    S = [[(regs[4 * r + c // 2][0] >> (16 * (c % 2))) & 0xFFFF for c in range(8)] for r in range(8)]
    for l in range(32):
        r, c = l // 4, 2 * (l % 4)
        out += struct.pack("<I", S[c][r] | (S[c + 1][r] << 16))
    inb = struct.pack("<1024H", *mem) + b"".join(struct.pack("<4I", *regs[l]) for l in range(32))
    open(d + "/in.bin", "wb").write(inb)
    open(d + "/expected.bin", "wb").write(out)


if __name__ == "__main__":
    main()
