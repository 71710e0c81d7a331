"""cub::DeviceScan::InclusiveSum's own kernel (lib_devicescan.cu), run
directly: `gen DIR N` writes the input, the output buffer whose tail holds
CUB's tile status words initialized as DeviceScanInitKernel would (32
out-of-bounds padding words, then one 'invalid' (99) word per tile), and
the expected prefix sums; `tile PTX N` prints the --arg for the
ScanTileState parameter: the tile status' address inside the output
buffer, which the executor places at slot (module .global variables + 1)
(lib/exec/AddressMap.h: GlobalBase + slot * GlobalStride)."""
import random, re, struct, sys
TILE = 3840  # the sm_80 policy: 320 threads x 12 items
mode = sys.argv[1]
n = int(sys.argv[3])
tiles = (n + TILE - 1) // TILE
off = (4 * n + 7) // 8 * 8
if mode == "gen":
    d = sys.argv[2]
    random.seed(11)
    x = [random.randint(-1000, 1000) for _ in range(n)]
    open(d + "/ds.bin", "wb").write(struct.pack("<%di" % n, *x))
    buf = bytearray(off + 8 * (32 + tiles))
    for i in range(32, 32 + tiles):
        struct.pack_into("<Ii", buf, off + 8 * i, 99, 0)
    open(d + "/dsout.bin", "wb").write(bytes(buf))
    acc, o = 0, []
    for v in x:
        acc += v
        o.append(acc)
    open(d + "/ds.expected", "wb").write(struct.pack("<%di" % n, *o) + bytes(buf[4 * n:off]))
else:
    text = open(sys.argv[2]).read()
    globs = len(re.findall(r"^(?:\.visible |\.weak )?\.global ", text, re.M))
    print("b64:0x%x" % (0x700000000000 + (globs + 1) * (1 << 36) + off))
