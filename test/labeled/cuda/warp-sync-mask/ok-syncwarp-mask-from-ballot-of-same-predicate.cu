// EXPECT: clean
// Warp-level staging for a sparse scatter: lanes with a nonzero value write
// it into the warp's shared slots, then only those lanes synchronise with
// __syncwarp(m) where m = __ballot_sync(FULL, has) is exactly the set of
// lanes inside `if (has)`, and read a neighbour's staged value.
__global__ void stage_nonzeros(const float *__restrict__ x, float *__restrict__ y, int n) {
  __shared__ float st[8][32];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x & 31, w = (threadIdx.x >> 5) & 7;
  const float v = i < n ? x[i] : 0.f;
  const bool has = v != 0.f;
  const unsigned m = __ballot_sync(0xffffffffu, has);
  if (has) {
    st[w][lane] = v;
    __syncwarp(m);
    const unsigned higher = m & ~((2u << lane) - 1);
    const int src = higher ? __ffs(higher) - 1 : lane;
    y[i] = v - st[w][src];
  }
}
