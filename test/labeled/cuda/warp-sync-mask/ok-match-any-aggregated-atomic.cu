// EXPECT: clean
// ARCHS: sm_80 sm_90
// Warp-aggregated atomics by key under a bounds check: the active lanes
// group by key with __match_any_sync(__activemask(), key); each group's
// leader adds the group size and broadcasts the old value within the group.
__global__ void append_by_key(const int *keys, int *counters, int *slot, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int key = keys[i] & 15;
    unsigned active = __activemask();
    unsigned peers = __match_any_sync(active, key);
    int lane = threadIdx.x & 31;
    int leader = __ffs(peers) - 1;
    int rank = __popc(peers & ((1u << lane) - 1));
    int base = 0;
    if (lane == leader)
      base = atomicAdd(&counters[key], __popc(peers));
    base = __shfl_sync(peers, base, leader);
    slot[i] = base + rank;
  }
}
