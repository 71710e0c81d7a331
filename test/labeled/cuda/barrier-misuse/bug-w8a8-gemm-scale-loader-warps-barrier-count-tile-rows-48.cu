// EXPECT: barrier-misuse
// W8A8 GEMM prologue: the first two warps load the per-row activation scales
// of the 48-row tile (one row per thread, the last 16 lanes idle) and sync
// among themselves before folding them with the per-tensor weight scale.
// BUG: the named-barrier count was written as the tile's row count
// (kTileM = 48), not the 64 threads of the two warps that execute it: 48 is
// not a multiple of the warp size, which PTX requires.
constexpr int kTileM = 48;
__global__ void __launch_bounds__(256) load_scales(const float *__restrict__ row_scale,
                                                   const float *__restrict__ w_scale,
                                                   float *__restrict__ out) {
  __shared__ float s[64];
  const int warp = threadIdx.x / 32;
  if (warp < 2) {
    const int r = threadIdx.x;
    s[r] = r < kTileM ? row_scale[blockIdx.x * kTileM + r] : 0.f;
    asm volatile("bar.sync 1, %0;" ::"r"(kTileM) : "memory");  // BUG: 48
    if (r < kTileM)
      out[blockIdx.x * kTileM + r] = s[r] * w_scale[0];
  }
}
