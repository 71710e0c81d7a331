"""Inputs and expected outputs of bulk_reduce.cu (cp.reduce.async.bulk,
PTX ISA 8.5 9.7.10.24.7): gsum[i] = gsum[i] + in[i] (s32, wrapping) and
smax[i] = max_u32(1000 * (i % 7), in[i] as u32)."""
import random, struct, sys
d = sys.argv[1]
random.seed(31)
inp = [random.randint(-2**31, 2**31 - 1) for _ in range(64)]
inp[:3] = [2**31 - 1, -1, 5000]
gsum = [random.randint(-2**31, 2**31 - 1) for _ in range(64)]
gsum[0] = 1  # INT32_MAX + 1 wraps
wrap = lambda x: (x + 2**31) % 2**32 - 2**31
open(d + "/in.bin", "wb").write(struct.pack("<64i", *inp))
open(d + "/gsum.bin", "wb").write(struct.pack("<64i", *gsum))
open(d + "/gsum.expected", "wb").write(struct.pack("<64i", *[wrap(a + b) for a, b in zip(gsum, inp)]))
open(d + "/smax.expected", "wb").write(
    struct.pack("<64I", *[max(1000 * (i % 7), inp[i] & 0xFFFFFFFF) for i in range(64)]))
