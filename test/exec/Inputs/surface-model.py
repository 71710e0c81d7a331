"""Inputs and expected outputs of surfaces.ptx, from PTX ISA 8.5 9.7.12 read
independently of the executor: a surface is rows of width * elemsize bytes
(height rows per slice, depth slices per layer); suld/sust/sured address x in
bytes; .clamp moves an access to the nearest location it fits, .zero reads 0
and drops stores. suq returns width/height/depth in elements and OpenCL's
channel enumerations (5.3.3: CL_UNSIGNED_INT8 0x10DA, CL_RGBA 0x10B5)."""
import struct
import sys

base = sys.argv[1]
s2 = [0x1000 + i for i in range(12)]          # u32, 4 x 3
s3 = bytes(range(0x40, 0x60))                  # u8x4, 2 x 2 x 2
sa = [0x2000 + i for i in range(8)]            # u32, 2 x 2, 2 layers
gs = [7, -7, 8, -8, 9, -9]                     # s32x2, 3 elements
open(base + ".s2", "wb").write(struct.pack("<12I", *s2))
open(base + ".s3", "wb").write(s3)
open(base + ".sa", "wb").write(struct.pack("<8I", *sa))
open(base + ".gs", "wb").write(struct.pack("<6i", *gs))


class Surf:
    def __init__(self, data, w, h, d, esize, layers=1):
        self.b = bytearray(data)
        self.w, self.h, self.d, self.e, self.layers = w, h, d, esize, layers

    def where(self, x, y, z, layer, size, mode):
        row = self.w * self.e
        inside = (0 <= x and x + size <= row and 0 <= y < self.h and 0 <= z < self.d
                  and 0 <= layer < self.layers)
        if not inside:
            assert mode in ("clamp", "zero")
            if mode == "zero":
                return None
            x = max(0, min(x, row - size))
            y = max(0, min(y, self.h - 1))
            z = max(0, min(z, self.d - 1))
            layer = max(0, min(layer, self.layers - 1))
        return ((layer * self.d + z) * self.h + y) * row + x

    def ld(self, x, y=0, z=0, layer=0, size=4, mode="trap"):
        o = self.where(x, y, z, layer, size, mode)
        return 0 if o is None else int.from_bytes(self.b[o:o + size], "little")

    def st(self, v, x, y=0, z=0, layer=0, size=4, mode="trap"):
        o = self.where(x, y, z, layer, size, mode)
        if o is not None:
            self.b[o:o + size] = (v & ((1 << (8 * size)) - 1)).to_bytes(size, "little")


S2 = Surf(struct.pack("<12I", *s2), 4, 3, 1, 4)
S3 = Surf(s3, 2, 2, 2, 4)
SA = Surf(struct.pack("<8I", *sa), 2, 2, 1, 4, layers=2)
GS = Surf(struct.pack("<6i", *gs), 3, 1, 1, 8)
r = [0] * 32
r[0] = S2.ld(8, 2)
o = S2.where(12, 5, 0, 0, 8, "clamp")                  # .v2.b32: one 8-byte access
r[1] = int.from_bytes(S2.b[o:o + 4], "little")
r[2] = int.from_bytes(S2.b[o + 4:o + 8], "little")
r[3] = S2.ld(-4, 0, mode="zero")
r[4] = S2.ld(4)
r[5] = S3.ld(4, 1, 1)
r[6] = SA.ld(4, 1, layer=1)
S2.st(0xdeadbeef, 0, 0)
r[7] = S2.ld(0, 0)
S2.st(S2.ld(4, 0) + 5, 4, 0)
r[8] = S2.ld(4, 0)
o = S2.where(100, 100, 0, 0, 4, "clamp")
S2.st(max(int.from_bytes(S2.b[o:o + 4], "little"), 0xffffff00), o % 16, o // 16)
r[9] = S2.ld(12, 2)
r[10:14] = [2, 2, 2, 2]                                # S3 width/height/depth, SA layers
r[14], r[15] = 0x10DA, 0x10B5
r[16] = 1                                              # layout=linear
r[17], r[18] = 1, 0
v = GS.ld(8, size=8)
r[19], r[20] = v & 0xffffffff, v >> 32
r[21] = GS.ld(16)
r[22] = 3
r[23] = S3.ld(5, size=1)
r[24] = 0x51
o = S2.where(-8, 0, 0, 0, 4, "clamp")
S2.st(int.from_bytes(S2.b[o:o + 4], "little") & 0xffff0fff, o)
r[25] = S2.ld(0)
r[26] = 0                                              # a 1-D surface's height
open(base + ".expect.out", "wb").write(struct.pack("<32I", *r))
open(base + ".expect.s2", "wb").write(bytes(S2.b))
