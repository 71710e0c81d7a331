// EXPECT: clean
// PTXLINT-ARGS: --block-dim=512
// A 512-thread stencil kernel in which warp w pairs with warp w ^ 1, the warp
// that loaded its neighbour rows: the pair meets on named barrier 1 + w/2
// (ids 1..8) with a count of 64, the two warps that execute it.
__device__ __forceinline__ void named_sync(unsigned id, unsigned n) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__global__ void __launch_bounds__(512) pair_halo(const float *__restrict__ in, float *__restrict__ out, int w) {
  __shared__ float rows[16][34];
  int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  int gy = blockIdx.y * 16 + warp;
  rows[warp][lane + 1] = in[(size_t)gy * w + blockIdx.x * 32 + lane];
  if (lane < 2)
    rows[warp][lane * 33] = in[(size_t)gy * w + blockIdx.x * 32 + (lane ? 32 : -1)];
  named_sync(1 + (warp >> 1), 64);
  int nb = warp ^ 1;
  out[(size_t)gy * w + blockIdx.x * 32 + lane] =
      0.5f * rows[warp][lane + 1] + 0.25f * (rows[nb][lane] + rows[nb][lane + 2]);
}
