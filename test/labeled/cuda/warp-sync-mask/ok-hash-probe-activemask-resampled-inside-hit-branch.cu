// EXPECT: clean
// Hash-table probe: lanes that hit an occupied slot bump a shared per-warp
// counter through one leader. The active mask is sampled inside the hit
// branch (not before it), so it names only lanes on this path, and the
// broadcast from the lowest of them reads a lane that runs the shuffle.
__global__ void probe_count(const unsigned *__restrict__ keys, const unsigned *__restrict__ table,
                            unsigned tmask, int *__restrict__ hits, int *__restrict__ slot_out) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned k = keys[gid];
  unsigned h = (k * 2654435761u) & tmask;
  int slot = -1;
  if (table[h] == k) {
    unsigned m = __activemask();
    int leader = __ffs(m) - 1;
    int base = 0;
    if ((threadIdx.x & 31) == leader) base = atomicAdd(hits, __popc(m));
    base = __shfl_sync(m, base, leader);
    slot = base + __popc(m & ((1u << (threadIdx.x & 31)) - 1));
  }
  slot_out[gid] = slot;
}
