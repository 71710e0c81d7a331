# Expected words of int-ops.ptx, computed with Python integers.
M = 0xFFFFFFFF
def s32(x): return ((x & M) ^ 0x80000000) - 0x80000000
a, b = -7, 3
w = []
w.append(((a * 1000000000) >> 32) & M)
p = ((a & M) * (a & M)) & 0xFFFFFFFFFFFFFFFF
w += [p & M, p >> 32]
w.append(int(a / b) & M)                  # C truncation: -2
w.append((a - b * int(a / b)) & M)        # -1
w.append((a >> 1) & M)
w.append(((a & M) >> 1))
w += [0, 0]                               # 0xffffffffffffffff + 1 = 0 (carry out ignored)
w += [0xFFFFFFFF, 4]                      # 0 - 1 = 0xffffffff borrow 1; 5 - 0 - 1 = 4
w.append(0xFFFFFFFF)                      # bfe.s32 sign bit 1
w.append((0x12345678 & ~0xF00) | (0xF << 8))
src = [0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88]
w.append(sum(src[(0x7531 >> (4 * i)) & 7] << (8 * i) for i in range(4)))
sel = [0x0, 0x0, 0x0, 0x8]
w.append(0x11 | (0x11 << 8) | (0x11 << 16) | (0x00 << 24))   # byte3 = sign(0x11) = 0
w.append(bin(0xF0F00001).count("1"))
w.append(15)
w.append(7)                               # -256: highest non-sign bit is bit 7
w.append(0x80000000)
w.append(0xF0F0F0F0 ^ 0xCCCCCCCC ^ 0xAAAAAAAA)
w.append((((0x00000001 << 32) | 0x80000000) << 4 >> 32) & M)
w.append(0xFFFFFFF0)                      # szext from 8 bits of 0xf0
w.append(((1 << 8) - 1) << 4)
def sb(x): return x - 256 if x >= 128 else x
dp = 100 + sum(sb((0xFF02FF01 >> (8 * i)) & 0xFF) * ((0x01020304 >> (8 * i)) & 0xFF) for i in range(4))
w.append(dp & M)
w += [a & M, a & M]                       # min.s32 = -7; max.u32 = 0xfffffff9
w += [11, 22]
w.append((a * b + 100) & M)
w.append(1)                               # fns 0xaaaaaaaa from bit 2 backwards: bit 1
w.append(0x7FFFFFFF)
w.append((s32(-1) + 0) & M)               # cvt.s8.s32 0x1ff = -1 (sign-extended), sat u8 of -5 = 0
for i in range(0, len(w), 4):
    print(" ".join("%08x" % x for x in w[i:i + 4]))
