# Expected output of warp-ops.ptx (PTX ISA 9.7.9.9 shfl.sync semantics
# written out in Python).
M = 0xFFFFFFFF
out = []
for tid in range(64):
    lane, base = tid % 32, tid - tid % 32
    val = lambda l: (base + l) * 3
    def shfl(mode, b, c):
        seg = (c >> 8) & 0x1F
        cval = c & 0x1F
        maxl = (lane & seg) | (cval & ~seg)
        minl = lane & seg
        if mode == "up":
            j = lane - b; p = j >= maxl
        elif mode == "down":
            j = lane + b; p = j <= maxl
        elif mode == "bfly":
            j = lane ^ b; p = j <= maxl
        else:
            j = minl | (b & ~seg); p = j <= maxl
        if not p:
            j = lane
        return val(j), int(p)
    w = []
    d, p = shfl("down", 5, 31); w += [d, p]
    d, p = shfl("up", 2, 0); w += [d, p]
    w.append(shfl("idx", 3, 0x181F)[0])
    w.append(shfl("bfly", 16, 31)[0])
    w.append(sum(1 << l for l in range(32) if (base + l) % 3 == 0))
    w.append(int(all(base + l < 60 for l in range(32))))
    w.append(int(any(base + l == 40 for l in range(32))))
    w.append(sum(1 << l for l in range(32) if (base + l) >> 2 == tid >> 2))
    w += [M, 1]
    w.append(sum(base + l for l in range(32)) & M)
    w.append((16 - 31) & M)
    x = 0
    for l in range(32):
        x ^= base + l
    w.append(x)
    w.append(0x3FF if lane < 10 else 0)
    out += w
for i in range(0, len(out), 4):
    print(" ".join("%08x" % (x & M) for x in out[i:i + 4]))
