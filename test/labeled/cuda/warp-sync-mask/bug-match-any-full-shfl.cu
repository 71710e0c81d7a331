// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// Broadcast of each key group's atomic result with the full mask, but only
// the lanes with a non-zero key reach it: the zero-key lanes are named in
// the mask, skip the shuffle and go on to the store (they do not exit).
__global__ void append_by_key(const int *keys, int *counters, int *slot) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int key = keys[i] & 15;
  int pos = -1;
  if (key != 0) {
    unsigned peers = __match_any_sync(__activemask(), key);
    int lane = threadIdx.x & 31;
    int leader = __ffs(peers) - 1;
    int base = 0;
    if (lane == leader)
      base = atomicAdd(&counters[key], __popc(peers));
    base = __shfl_sync(0xffffffffu, base, leader);
    pos = base + __popc(peers & ((1u << lane) - 1));
  }
  slot[i] = pos;
}
