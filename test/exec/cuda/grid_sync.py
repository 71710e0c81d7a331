"""Inputs and expected outputs of grid_sync.cu's gsync.

grid_sync.py DIR NBLOCKS THREADS N writes DIR/in.bin and the expected
partial, out, out2 and info buffers (*.expected) of a cooperative launch of
NBLOCKS blocks of THREADS threads, and DIR/info.invalid, info of a launch
without --cooperative (grid.is_valid() false)."""
import random, struct, sys

d = sys.argv[1]
nb, nt, n = map(int, sys.argv[2:5])
size = nb * nt
random.seed(11)
xs = [random.randint(-1000, 1000) for _ in range(n)]
# Thread t (linear rank) sums in[t], in[t + size], ...; a block its threads'.
acc = [sum(xs[t::size]) for t in range(size)]
partial = [sum(acc[b * nt:(b + 1) * nt]) for b in range(nb)]
total = sum(partial)
out = [0] * n
for i in range(n):
    b = (i % size) // nt
    out[i] = 3 * xs[i] + sum(partial[:b])
out2 = [out[n - 1 - i] for i in range(n)]
chain = 1
for b in range(nb):
    chain = (chain * 3 + b) & 0xFFFFFFFF
info = [total & 0xFFFFFFFF, nb, size, chain]


def write(name, fmt, vals):
    with open(d + "/" + name, "wb") as f:
        f.write(struct.pack("<%d%s" % (len(vals), fmt), *vals))


write("in.bin", "i", xs)
write("partial.expected", "i", partial)
write("out.expected", "i", out)
write("out2.expected", "i", out2)
write("info.expected", "I", info)
write("info.invalid", "I", [0xFFFFFFFF, 0, 0, 0])
write("zero.expected", "i", [0] * n)
