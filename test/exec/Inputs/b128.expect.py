# Expected bytes of b128.ptx (PTX ISA 8.5 9.7.10.4 mov pack/unpack, 9.7.10.8
# ld, 9.7.10.11 st, 9.7.14.5 atom.cas/exch .b128), as 16 bytes per line.
# The input is bytes 0..15, so q1 = int.from_bytes(range(16), little).
q1 = int.from_bytes(bytes(range(16)), "little")
M64, M32 = (1 << 64) - 1, (1 << 32) - 1
rd2, rd3 = q1 & M64, q1 >> 64                       # mov.b128 {rd2, rd3}, q1
r = [(q1 >> (32 * i)) & M32 for i in range(4)]      # mov.b128 {r1..r4}, q1
def pack(vals, bits):
    return sum(v << (bits * i) for i, v in enumerate(vals))
q2_32 = pack([r[3], r[2], r[1], r[0]], 32)
q2_64 = pack([rd3, rd2], 64)
out = [None] * 10
out[1] = pack([rd3, rd2], 64)                       # st.v2.u64 {rd3, rd2}
out[2] = pack([r[3], r[2], r[1], r[0]], 32)         # st.v4.u32 reversed
out[3] = q2_32                                      # pack, copy, store
out[4] = q2_64
out[5] = q1                                         # through shared memory
mem = q1
old = mem; mem = q2_64 if mem == q1 else mem        # cas(q1 -> q2): swaps
out[6] = old
old = mem; mem = q1 if mem == q1 else mem           # cas(q1 -> q1): fails
out[7] = old
out[0] = mem
sh = q1
out[8] = sh; sh = pack([r[0]] * 4, 32)              # exch
out[9] = sh
for v in out:
    print(" ".join("%02x" % b for b in v.to_bytes(16, "little")))
