// EXPECT: clean
// Stream compaction with a warp-aggregated atomic: inside the data-dependent
// branch the active lanes are taken from __activemask(), the leader (lowest
// active lane) reserves space for all of them and broadcasts the base.
__global__ void compact(const float *in, float *out, unsigned *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = in[i];
  if (v > 0.f) {
    unsigned active = __activemask();
    unsigned lane = threadIdx.x & 31;
    int leader = __ffs(active) - 1;
    unsigned base = 0;
    if (lane == leader)
      base = atomicAdd(count, __popc(active));
    base = __shfl_sync(active, base, leader);
    unsigned rank = __popc(active & ((1u << lane) - 1));
    out[base + rank] = v;
  }
}
