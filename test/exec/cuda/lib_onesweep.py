"""Keys for lib_onesweep.sh and lib_onesweep.cu's single-tile kernel:
DIR/os.bin (N keys) and DIR/os.expected (sorted); DIR/sk.bin (2000 keys)
and DIR/sk.expected."""
import random, struct, sys
d, n = sys.argv[1], int(sys.argv[2])
random.seed(8)
k = [random.getrandbits(32) >> random.choice([0, 0, 8, 20]) for _ in range(n)]
open(d + "/os.bin", "wb").write(struct.pack("<%dI" % n, *k))
open(d + "/os.expected", "wb").write(struct.pack("<%dI" % n, *sorted(k)))
k = [random.getrandbits(32) for _ in range(2000)]
open(d + "/sk.bin", "wb").write(struct.pack("<2000I", *k))
open(d + "/sk.expected", "wb").write(struct.pack("<2000I", *sorted(k)))
