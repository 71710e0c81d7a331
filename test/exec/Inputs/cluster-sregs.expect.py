# Expected words of cluster-sregs.ptx: 16 words per thread, threads in the
# order (ctaid linear, tid.x), from PTX ISA 8.5 10.6-10.18 by plain Python.
#   cluster-sregs.expect.py GX GY CX CY EXPLICIT NTID
import sys
gx, gy, cx, cy, explicit, ntid = map(int, sys.argv[1:])
for y in range(gy):
    for x in range(gx):
        for t in range(ntid):
            w = [x // cx, y // cy, 0,           # %clusterid
                 gx // cx, gy // cy, 1,         # %nclusterid
                 x % cx, y % cy, 0,             # %cluster_ctaid
                 cx, cy, 1,                     # %cluster_nctaid
                 (x % cx) + cx * (y % cy),      # %cluster_ctarank (x fastest)
                 cx * cy,                       # %cluster_nctarank
                 explicit,                      # %is_explicit_cluster
                 x + gx * y]                    # %ctaid linear (unchanged by clusters)
            print(" ".join("%08x" % v for v in w))
