// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Dropout into a shared tile with a counter-based (Philox-style) hash per
// element; the neighbour exchange after it needs the whole tile written. The
// __syncthreads() was put inside the `keep` branch, so only the threads whose
// element survives the dropout arrive at it.
__device__ __forceinline__ unsigned mix_rounds(unsigned ctr, unsigned key) {
  for (int r = 0; r < 7; ++r) {
    const unsigned hi = __umulhi(0xD2511F53u, ctr), lo = 0xD2511F53u * ctr;
    ctr = hi ^ key ^ lo;
    key += 0x9E3779B9u;
  }
  return ctr;
}
__global__ void dropout_tile_sync_in_keep(const float *x, float *y, unsigned seed,
                                          unsigned threshold, float scale, int n) {
  __shared__ float tile[256];
  const int i = blockIdx.x * 256 + threadIdx.x;
  const bool keep = mix_rounds(i, seed) >= threshold;
  tile[threadIdx.x] = 0.f;
  if (keep) {
    tile[threadIdx.x] = i < n ? x[i] * scale : 0.f;
    __syncthreads();
  }
  if (i < n)
    y[i] = 0.5f * (tile[threadIdx.x] + tile[threadIdx.x ^ 1]);
}
