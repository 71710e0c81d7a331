// EXPECT: clean
// Stream compaction with a warp-aggregated atomic: the mask of appending lanes
// is sampled inside the filter branch and used for the broadcast.
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
    base = __shfl_sync(peers, base, leader);
    int rank = __popc(peers & ((1u << lane) - 1));
    out[base + rank] = v;
  }
  if (i < n)
    keep[i] = v > 0.f;
}
