"""Inputs and expected outputs of layout.cu (all exact). gen DIR."""
import math, random, struct, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fpref import wbin, b32, b64, f32, rnd
from fractions import Fraction as Fr
mode, d = sys.argv[1], sys.argv[2]
R = random.Random(535)
M32 = 0xffffffff; M64 = (1 << 64) - 1
def sx(v, bits):
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v
def s64(v): return sx(v, 64)
def tdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q
n = 300
C4 = [R.getrandbits(32) for _ in range(n)]; S4 = [R.getrandbits(64) for _ in range(n)]
U2 = [R.getrandbits(16) for _ in range(n)]
V4 = [[R.getrandbits(32) if R.random() < 0.8 else R.choice([0, 1, M32, 0x80000000, 0x7fffffff]) for _ in range(4)]
      for _ in range(n)]
wbin(d, 'c4.bin', C4, 'I'); wbin(d, 's4.bin', S4, 'Q'); wbin(d, 'u2.bin', U2, 'H')
wbin(d, 'v4.bin', [x for v in V4 for x in v], 'I')
table = [10, -20, 30, -40, 50, -60]
mixed = [(97, -2, 1.5, -0.25, 1, (1, 2, 3)), (-1, 32767, -0.0, 1e300, 5, (0xfe, 0, 0x80)),
         (0, -32768, f32(3.4e38), 5e-324, 0, (7, 8, 9))]
cptrs = [2, 0, 4]
cfl = [b32(f32(v)) for v in [1.0, -2.5, 1e-45, 0.1, -3.4028235e38]]
cshort = [1, 0xffff, 0x8000, 3, 4, 5, 6]
def fdiv(a, b): return rnd(Fr(a) / Fr(b), 'f32')
out = []; vout = []
for i in range(n):
    o = [0] * 24
    c, s, f, dd, p, tail = mixed[i % 3]
    o[0] = c * 1000000 + s
    o[1] = b32(f) << 32 | (table[p] & M32)
    o[2] = b64(dd)
    o[3] = tail[0] | tail[1] << 8 | tail[2] << 16 | p << 32
    o[4] = table[cptrs[i % 3]] + cfl[i % 5] * 16 + cshort[i % 7]
    a, b = sx(i * 0x9e3779b1, 32), sx(i * 0x85ebca6b, 32)
    o[5] = [sx(a + b, 32), sx(a - b, 32), (a * b) >> 32, a ^ b][i % 4]
    cb = [sx(C4[i] >> (8 * k), 8) for k in range(4)]
    o[6] = cb[0] + cb[1] * 256 + cb[2] * 65536 + cb[3] * 16777216
    sb = [sx(S4[i] >> (16 * k), 16) for k in range(4)]
    o[7] = sb[0] + sb[1] * 65536 + sb[2] * 7 + sb[3] * 11
    o[8] = (U2[i] & 0xff) * 1000 + (U2[i] >> 8)
    v = V4[i]; w = V4[(i + 1) % n]
    o[9] = s64(v[0] * w[3] + v[1] - w[2] + (v[2] ^ w[0]) - v[3])
    vout += [w[1], v[0], w[3], v[2]]
    o[10] = (v[0] & 0xff) + (v[0] >> 24) * 1000 + sx(v[0] >> 16, 16) * 1000000
    o[11] = b32(fdiv(1.0, float(i + 1)))
    ba, bb, bc, bd = v[1] & 7, sx(v[2], 5), v[3] & 0x7ff, sx(v[0] ^ v[1], 13)
    pq, px, pt = (v[0] << 20) | v[1], f32(float(sx(v[2], 32))), sx(v[3], 8)
    rq = s64(pq * 3 + bb - bd * i)
    rx = f32(float(rnd(Fr(px) * Fr(1, 2) + bc, 'f32'))) if (px * 0.5 + bc) != 0 else 0.0
    rt = sx(pt + ba, 8)
    o[12] = rq
    o[13] = b32(rx) | (rt & 0xff) << 32
    o[14] = s64(ba | (bb * 16) | (bc << 16) | (bd << 32))
    loc = [[k * v[3], float(k), sx(k * 37, 8)] for k in range(8)]
    j, j2 = v[1] & 7, v[2] & 7
    loc[j][0] += loc[j2][0]
    loc[j2][2] = sx(loc[j2][2] ^ loc[j][2], 8)
    o[15] = s64(loc[j][0] + loc[j2][2] + int(loc[(j + j2) & 7][1]))
    x = s64(v[0] << 32 | v[1]) * s64(v[2] << 32 | v[3])
    y = (v[3] << 32 | v[0]) * (v[1] << 32 | v[2])
    o[16] = s64(x >> 64); o[17] = s64(x); o[18] = s64(y >> 64); o[19] = s64(y >> 7)
    den = (v[2] << 32 | v[0]) | 1
    o[20] = s64(y // den); o[21] = s64(y % den)
    o[22] = s64(tdiv(x, -7)) ^ s64(x - tdiv(x, 1000000007) * 1000000007)
    xs = ((x & ((1 << 128) - 1)) << (v[0] & 127)) & ((1 << 128) - 1)
    o[23] = s64(xs >> 64) ^ s64(y >> (v[1] & 127))
    out += [s64(t) for t in o]
wbin(d, 'layout.expected', out, 'q'); wbin(d, 'vout.expected', vout, 'I')
wbin(d, 'packed.expected', [120, 4, -5, 111, s64(0xfedcba9876543210), ord('i'),
                            121, 2, 7, 222, 0x0123456789abcdef, ord('h')], 'q')
