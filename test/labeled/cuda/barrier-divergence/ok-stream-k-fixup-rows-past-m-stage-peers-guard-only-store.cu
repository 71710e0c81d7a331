// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// The stream-K fixup of a 64x32 output tile: the CTA sums the peers' partial
// accumulators, staging each in shared memory with a barrier per peer. The
// peer count is per tile (one load at the block's own tile index), every
// thread helps stage every peer, and only the final store of a row past M (the
// bottom tile) is skipped.
__global__ void __launch_bounds__(128) streamk_fixup(const float *__restrict__ partials,
                                                    const int *__restrict__ tile_peers,
                                                    float *__restrict__ C, int M, int N) {
  __shared__ float stage[64 * 32];
  int tile = blockIdx.x, tiles_n = N / 32;
  int r0 = (tile / tiles_n) * 64, c0 = (tile % tiles_n) * 32;
  int t = threadIdx.x;
  int row = r0 + t / 2, colh = (t & 1) * 16;
  float acc[16];
  for (int j = 0; j < 16; ++j)
    acc[j] = 0.f;
  int peers = tile_peers[tile];
  for (int p = 0; p < peers; ++p) {
    const float *src = partials + ((size_t)tile * 8 + p) * 64 * 32;
    for (int e = t; e < 64 * 32; e += 128)
      stage[e] = src[e];
    __syncthreads();
    for (int j = 0; j < 16; ++j)
      acc[j] += stage[(t / 2) * 32 + colh + j];
    __syncthreads();
  }
  if (row < M)
    for (int j = 0; j < 16; ++j)
      C[(size_t)row * N + c0 + colh + j] += acc[j];
}
