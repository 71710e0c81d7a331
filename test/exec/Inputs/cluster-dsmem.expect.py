# Expected words of cluster-dsmem.ptx (8 words per thread, by ctaid then tid),
# from PTX ISA 8.5 9.7.10.22-23 and 9.7.14.5-6 with plain Python.
#   cluster-dsmem.expect.py GRID CLUSTER NTID
import sys
grid, csize, ntid = map(int, sys.argv[1:])
def buf(cl, rank, t):  # what CTA `rank` of cluster `cl` stores in buf[t]
    return cl * 100000 + rank * 1000 + t
for cta in range(grid):
    cl, rank = cta // csize, cta % csize
    nxt, prv = (rank + 1) % csize, (rank + csize - 1) % csize
    # red.add of rank+1 by every thread into CTA 0's cnt[0]; atom.max of
    # rank*64+tid into CTA (csize-1)'s cnt[1]
    cnt0 = sum((r + 1) * ntid for r in range(csize)) if rank == 0 else 0
    cnt1 = max(r * 64 + t for r in range(csize) for t in range(ntid)) if rank == csize - 1 else 0
    for t in range(ntid):
        w = [buf(cl, nxt, t), nxt, buf(cl, prv, t), prv,
             buf(cl, 0, 1),
             2,              # isspacep.shared::cta false, ::cluster true
             cnt0, cnt1]
        print(" ".join("%08x" % v for v in w))
