// EXPECT: warp-sync-mask
// Stream compaction with a warp-aggregated atomic: only the lanes whose
// element passes the filter append, the leader takes the slots with one
// atomicAdd, and the base is broadcast with a full-warp shuffle from inside
// the data-dependent branch: the lanes that failed the filter never arrive
// (they go on to write their keep flag).
__global__ void compact_positive(const float *in, float *out, int *count,
                                 unsigned char *keep, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : -1.f;
  int lane = threadIdx.x % 32;
  if (v > 0.f) {
    unsigned peers = __activemask();
    int leader = __ffs(peers) - 1;
    int base = 0;
    if (lane == leader)
      base = atomicAdd(count, __popc(peers));
    base = __shfl_sync(0xffffffff, base, leader);
    int rank = __popc(peers & ((1u << lane) - 1));
    out[base + rank] = v;
  }
  if (i < n)
    keep[i] = v > 0.f;
}
