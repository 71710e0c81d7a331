# cvt.pack.sat expected words for cvt-pack.ptx (PTX ISA 8.5 9.7.10.21).
def pack(signed, size, a, b, c=0):
    lo, hi = (-(1 << (size - 1)), (1 << (size - 1)) - 1) if signed else (0, (1 << size) - 1)
    m = (1 << size) - 1
    ta, tb = min(max(a, lo), hi) & m, min(max(b, lo), hi) & m
    return (tb | (ta << size) | (c << (2 * size))) & 0xFFFFFFFF
r4 = pack(False, 8, 300, 17, 0)
rows = [pack(True, 16, -40000, 1234), pack(False, 16, 70000, -5), pack(True, 16, -7, 32767), r4,
        pack(False, 8, -1, 255, r4), pack(True, 8, -129, 127, 0xABCD),
        pack(False, 4, 16, 9, 0x1234567), pack(True, 4, -9, 7, 0xFFFFFFFF),
        pack(False, 2, 2, 5, 0x3FFFFFFF), pack(True, 2, -2, -3, 0),
        pack(True, 8, 5, -6, 0x12345678)]
rows.append(rows[-1])
for v in rows:
    print("%08x" % v)
