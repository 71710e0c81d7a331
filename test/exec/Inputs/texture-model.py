"""Inputs and expected outputs of textures.ptx from the CUDA C++ Programming
Guide's "Texture Fetching" appendix (which PTX ISA 8.5 5.3.2 defers to),
read independently of the executor, in f32 arithmetic:
- normalized coordinates are scaled by the size; wrap replaces x by
  frac(x), mirror by frac(x) or 1 - frac(x) for odd floor(x), before scaling;
- nearest point: texel floor(x); clamp clamps the index, border reads 0;
- linear: xB = x - 0.5, i = floor(xB), alpha = frac(xB) in 1/256 steps,
  (1 - alpha) T[i] + alpha T[i + 1] per axis;
- missing channels read (., 0, 0, 1); normalized u8 reads v / 255;
- tld4 (PTX ISA 9.7.11.4): the 2x2 footprint counter-clockwise from the
  lower left, (i0, j1), (i1, j1), (i1, j0), (i0, j0);
- txq: filter_mode {nearest, linear}, addr_mode {wrap, mirror, clamp_ogl,
  clamp_to_edge, clamp_to_border}; channel_data_type is OpenCL's
  (CL_UNORM_INT8 0x10D2 for a normalized u8 read)."""
import math
import struct
import sys


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


base = sys.argv[1]
T = [f32(1.5 * i - 4) for i in range(16)]            # 4 x 4, row-major
U8 = [10, 20, 30, 40, 50, 60, 255, 0]                # 2 texels of u8x4
S16 = [1, -1, 2, -2, 3, -3, -32768, 32767]           # 4 texels of s16x2
A = [f32(100 + i) for i in range(8)]                 # 2 x 2, 2 layers
open(base + ".t", "wb").write(struct.pack("<16f", *T))
open(base + ".u8", "wb").write(bytes(U8))
open(base + ".s16", "wb").write(struct.pack("<8h", *S16))
open(base + ".a", "wb").write(struct.pack("<8f", *A))

N = 4


def addr(mode, i):
    if mode == "clamp":
        return min(max(i, 0), N - 1)
    if mode == "border":
        return i if 0 <= i < N else None
    raise ValueError(mode)


def norm(x, mode):
    x = f32(x)
    if mode == "wrap":
        x = f32(x - math.floor(x))
    elif mode == "mirror":
        f = math.floor(x)
        x = f32(x - f) if f % 2 == 0 else f32(1 - f32(x - f))
    return f32(x * N)


def texel(x, y, mode):
    i, j = addr(mode, x), addr(mode, y)
    return 0.0 if i is None or j is None else T[j * N + i]


def point(x, y, mode="clamp"):
    return texel(math.floor(x), math.floor(y), mode)


def linear(x, y, mode):
    xb, yb = f32(x - 0.5), f32(y - 0.5)
    i, j = math.floor(xb), math.floor(yb)
    a, b = (xb - i) * 256, (yb - j) * 256
    assert a == int(a) and b == int(b)               # exact weights only
    a, b = a / 256, b / 256
    return f32((1 - a) * (1 - b) * texel(i, j, mode) + a * (1 - b) * texel(i + 1, j, mode)
               + (1 - a) * b * texel(i, j + 1, mode) + a * b * texel(i + 1, j + 1, mode))


def fl(x):
    return struct.pack("<f", x)


out = b""
out += fl(point(2.5, 1.5)) + fl(0) + fl(0) + fl(1)
out += fl(point(-3.0, f32(9.2)))
out += fl(linear(1.75, 1.5, "border")) + fl(linear(0.25, 0.5, "border"))
out += fl(point(norm(1.3, "wrap"), norm(-0.2, "wrap")))
out += fl(point(norm(1.2, "mirror"), norm(0.6, "mirror")))
out += b"".join(fl(f32(v / 255.0)) for v in U8[4:8])
out += struct.pack("<4i", S16[4], S16[5], 0, 1)
out += struct.pack("<2I", 2, 2)                      # txq width, height of ta
out += fl(A[4 + 1 * 2 + 0])                          # layer 1, (0, 1)
x0, y0 = math.floor(2.0 - 0.5), math.floor(2.0 - 0.5)
out += b"".join(fl(texel(x0 + dx, y0 + dy, "clamp"))
                for dx, dy in ((0, 1), (1, 1), (1, 0), (0, 0)))
out += struct.pack("<4I", 2, 1, 1, 1)                # array_size, normalized, linear, mirror
out += struct.pack("<2I", 0x10D2, 1)
open(base + ".expect", "wb").write(out + bytes(128 - len(out)))
