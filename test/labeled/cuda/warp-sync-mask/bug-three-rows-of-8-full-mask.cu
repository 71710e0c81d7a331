// EXPECT: warp-sync-mask
// Each warp reduces ROWS_PER_WARP = 3 rows of 8 columns (24 lanes); lanes
// 24..31 hold nothing and skip the reduction, but the width-8 butterfly still
// names all 32 lanes in its mask.
constexpr int kW = 8;
constexpr int kRowsPerWarp = 3;
__global__ void rows_of_8(const float *x, float *out, int rows) {
  const int lane = threadIdx.x & 31;
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  if (lane < kRowsPerWarp * kW) {
    const int row = warp * kRowsPerWarp + lane / kW;
    float v = row < rows ? x[(size_t)row * kW + lane % kW] : 0.f;
#pragma unroll
    for (int off = kW / 2; off > 0; off >>= 1)
      v += __shfl_xor_sync(0xffffffffu, v, off, kW);
    if (lane % kW == 0 && row < rows)
      out[row] = v;
  }
}
