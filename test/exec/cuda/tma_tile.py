"""Inputs and expected outputs of tma_tile.cu: a 20x10 f32 tensor holding
0..199, the 16x8 tile at (8, 4) (PTX ISA 8.5 5.5.3: elements outside the
tensor read as zero; the store skips them). Without swizzle out is the tile
row by row; with the 64B swizzle (5.5.6, the table of 16-byte cells over
128-byte lines, rows (a / 128) % 4 at shared address a, the tile at 0x400)
line r holds cell TABLE[r % 4][p] at cell p. Either way the store writes the
unswizzled tile back, so the tensor only changes at (8, 4), by +1."""
import struct, sys
d = sys.argv[1]
t = [float(i) for i in range(200)]
open(d + "/t.bin", "wb").write(struct.pack("<200f", *t))
tile = [t[(4 + r) * 20 + 8 + c] if 8 + c < 20 and 4 + r < 10 else 0.0
        for r in range(8) for c in range(16)]
dense = struct.pack("<128f", *tile)
open(d + "/out.expected", "wb").write(dense)
TABLE = [[0, 1, 2, 3, 4, 5, 6, 7], [1, 0, 3, 2, 5, 4, 7, 6],
         [2, 3, 0, 1, 6, 7, 4, 5], [3, 2, 1, 0, 7, 6, 5, 4]]
sw = bytearray(512)
for line in range(4):
    row = TABLE[(0x400 // 128 + line) % 4]
    for p in range(8):
        src = line * 128 + row[p] * 16
        sw[line * 128 + p * 16:line * 128 + p * 16 + 16] = dense[src:src + 16]
open(d + "/out64.expected", "wb").write(bytes(sw))
t[4 * 20 + 8] += 1
open(d + "/t.expected", "wb").write(struct.pack("<200f", *t))
