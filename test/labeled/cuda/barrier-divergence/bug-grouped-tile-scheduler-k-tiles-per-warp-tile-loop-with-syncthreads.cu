// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// A persistent grouped-GEMM-like kernel whose tile scheduler hands each warp
// its own tile (tile = 4 * slot + warp) and reads that tile's number of k
// tiles; the k loop stages a shared panel between barriers, so warps with
// fewer k tiles leave the loop while the others still wait at its barriers.
__global__ void grouped_tiles(const float *a, const int *k_tiles_of, float *c, int num_tiles) {
  __shared__ float panel[128];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int slot = blockIdx.x; 4 * slot < num_tiles; slot += gridDim.x) {
    const int tile = 4 * slot + warp;
    const int kt = k_tiles_of[tile];
    float acc = 0.f;
    for (int k = 0; k < kt; ++k) {
      panel[threadIdx.x] = a[((size_t)tile * 64 + k) * 32 + lane];
      __syncthreads();
      acc += panel[(threadIdx.x + 32) % 128];
      __syncthreads();
    }
    c[(size_t)tile * 32 + lane] = acc;
  }
}
