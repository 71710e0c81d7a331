// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=512
// BUG: a 512-thread stencil kernel in which each warp pairs with the warp that
// loads its halo rows: warp w and warp w ^ 1 meet on named barrier 1 + w/2...
// but the id was written as 1 + w (one barrier per warp, counted 64). With 16
// warps the last warp uses barrier 16, which does not exist (a CTA has
// barriers 0..15), and the pairs do not share ids anyway.
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
  named_sync(1 + warp, 64);
  int nb = warp ^ 1;
  out[(size_t)gy * w + blockIdx.x * 32 + lane] =
      0.5f * rows[warp][lane + 1] + 0.25f * (rows[nb][lane] + rows[nb][lane + 2]);
}
