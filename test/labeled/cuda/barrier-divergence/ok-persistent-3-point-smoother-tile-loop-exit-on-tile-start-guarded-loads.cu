// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: the persistent 3-point smoother with the loop exit on the tile's first
// point (`tileIdx * 256 < n`, the same in the whole block); in the last tile the
// threads past n stage a zero and skip only the store, so all 256 threads reach
// both barriers of every tile.
__global__ void __launch_bounds__(256) persistent_smooth3(const float *__restrict__ in, float *__restrict__ out,
                                                          int n) {
  __shared__ float tile[256 + 2];
  int t = threadIdx.x;
  for (int tileIdx = blockIdx.x; tileIdx * 256 < n; tileIdx += gridDim.x) {
    int i = tileIdx * 256 + t;
    tile[t + 1] = i < n ? in[i] : 0.f;
    if (t == 0)
      tile[0] = i > 0 ? in[i - 1] : 0.f;
    if (t == 255)
      tile[257] = i + 1 < n ? in[i + 1] : 0.f;
    __syncthreads();
    if (i < n)
      out[i] = 0.25f * tile[t] + 0.5f * tile[t + 1] + 0.25f * tile[t + 2];
    __syncthreads();
  }
}
