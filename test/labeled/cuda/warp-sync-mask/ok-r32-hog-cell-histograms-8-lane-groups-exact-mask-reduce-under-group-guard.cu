// EXPECT: clean
// ARCHS: sm_90 sm_86
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// Histogram of oriented gradients: 8x8-pixel cells, 9 orientation bins,
// one group of 8 lanes per cell (lane j of the group takes pixel row j).
// The cell index is the global thread index / 8, so the guard
// `cell < ncells` is the same for the 8 lanes of a group. Inside it the
// group's bins are summed with __reduce_add_sync and __shfl_xor_sync on the
// mask 0xff << (lane & 24): exactly the group's lanes, all present when any
// of them is (a warp may hold groups on both sides of the guard).
__global__ void __launch_bounds__(256)
    hog_cells(const unsigned char *__restrict__ img, int w, int cells_x, int ncells,
              float *__restrict__ hist) {
  const int gt = blockIdx.x * 256 + threadIdx.x;
  const int lane = threadIdx.x & 31, j = lane & 7;
  const int cell = gt >> 3;
  if (cell < ncells) {
    const unsigned mask = 0xffu << (lane & 24);
    const int cx = cell % cells_x, cy = cell / cells_x;
    const int y = cy * 8 + j + 1;
    unsigned cnt[9] = {};
    float mag_sum = 0.f;
    for (int x = cx * 8 + 1; x < cx * 8 + 9; ++x) {
      const float gx = (float)img[(size_t)y * w + x + 1] - img[(size_t)y * w + x - 1];
      const float gy = (float)img[(size_t)(y + 1) * w + x] - img[(size_t)(y - 1) * w + x];
      const float ang = atan2f(fabsf(gy), gx); // 0..pi
      const int bin = min((int)(ang * (9.f / 3.14159265f)), 8);
      cnt[bin] += 1;
      mag_sum += sqrtf(gx * gx + gy * gy);
    }
#pragma unroll
    for (int o = 4; o > 0; o >>= 1)
      mag_sum += __shfl_xor_sync(mask, mag_sum, o);
#pragma unroll
    for (int b = 0; b < 9; ++b) {
      const unsigned total = __reduce_add_sync(mask, cnt[b]);
      if (j == b % 8)
        hist[(size_t)cell * 9 + b] = total / (mag_sum + 1e-3f);
    }
  }
}
