// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// BUG: the stream-K fixup of a 64x32 output tile: each CTA that did not start
// the tile's k range sums the peers' partial accumulators, staging them in
// shared memory with a barrier per peer. A thread whose output row lies past M
// (the bottom tile of a matrix whose M is not a multiple of 64) returns before
// the peer loop, so in that tile the remaining threads wait at barriers the
// returned ones never reach.
__global__ void __launch_bounds__(128) streamk_fixup(const float *__restrict__ partials,
                                                    const int *__restrict__ tile_peers,
                                                    float *__restrict__ C, int M, int N) {
  __shared__ float stage[64 * 32];
  int tile = blockIdx.x, tiles_n = N / 32;
  int r0 = (tile / tiles_n) * 64, c0 = (tile % tiles_n) * 32;
  int t = threadIdx.x;
  int row = r0 + t / 2, colh = (t & 1) * 16;
  if (row >= M)
    return;
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
  for (int j = 0; j < 16; ++j)
    C[(size_t)row * N + c0 + colh + j] += acc[j];
}
