// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Each CTA owns a run of tiles_per_block tiles; the last CTA owns fewer. The
// trip count is computed from blockIdx and parameters only, so the tile loop
// and the two barriers per tile are the same for every thread of a CTA.
__global__ void smooth_tiles(const float *__restrict__ in, float *__restrict__ out,
                             int total_tiles, int tiles_per_block) {
  __shared__ float tile[130];
  const int first = blockIdx.x * tiles_per_block;
  const int ntiles = min(tiles_per_block, total_tiles - first);
  const int t = threadIdx.x;
  for (int k = 0; k < ntiles; ++k) {
    const float *src = in + (size_t)(first + k) * 128;
    tile[t + 1] = src[t];
    if (t == 0) {
      tile[0] = src[0];
      tile[129] = src[127];
    }
    __syncthreads();
    out[(size_t)(first + k) * 128 + t] = (tile[t] + tile[t + 1] + tile[t + 2]) * (1.f / 3.f);
    __syncthreads();
  }
}
