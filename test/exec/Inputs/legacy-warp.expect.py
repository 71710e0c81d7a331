# Expected words of legacy-warp.ptx: the PTX ISA 8.5 9.7.10.5 shfl formula
# and 9.7.14.8 vote over the active half-warp of each lane.
for lane in range(32):
    half = range(0, 16) if lane < 16 else range(16, 32)
    a = {l: l + 100 for l in half}
    # shfl.down 1, c = 0x1f: mask 0, maxLane 31
    j = lane + 1
    p = j <= 31
    d = a[j] if p and j in a else a[lane]   # inactive source: own value
    # shfl.idx 3, c = 0x1818: mask 0x18, clamp 0x18
    mask, cval = 0x18, 0x18
    maxl = (lane & mask) | (cval & ~mask & 31)
    j2 = (lane & mask) | (3 & ~mask & 31)
    d2 = a[j2] if j2 <= maxl else a[lane]
    pred = {l: l < 5 or l >= 20 for l in half}
    ballot = sum(1 << l for l in half if pred[l])
    allp = all(pred.values())
    anyn = any(not v for v in pred.values())
    uni = allp or not any(pred.values())
    print(d, int(p), d2, ballot, int(allp), int(anyn), int(uni), lane)
