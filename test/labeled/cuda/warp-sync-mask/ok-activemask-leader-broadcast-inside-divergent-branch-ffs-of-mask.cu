// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Aggregated append inside a divergent filter: the lanes that pass take
// __activemask(), the lowest active lane (__ffs) reserves room for all of
// them, and the offset is broadcast with __shfl_sync over that same mask
// from that same lane, which is always one of the lanes that run it.
__global__ void append_active(const float* __restrict__ x, float* __restrict__ out, int* count, int n, float thr) {
  const int i = blockIdx.x * 128 + threadIdx.x;
  const int lane = threadIdx.x & 31;
  if (i < n && x[i] > thr) {
    const unsigned m = __activemask();
    const int leader = __ffs(m) - 1;
    int base = 0;
    if (lane == leader) base = atomicAdd(count, __popc(m));
    base = __shfl_sync(m, base, leader);
    out[base + __popc(m & ((1u << lane) - 1))] = x[i];
  }
}
