// EXPECT: warp-sync-mask
// RMSNorm with a warp per row of half2 pairs: the sum of squares is reduced
// across the warp inside the strided loop (to overlap the shuffles with the
// next loads). With 1000 pairs per row the last trip runs only in lanes 0-7,
// whose __shfl_xor_sync(0xffffffff, ...) name 24 lanes that have left the loop.
#include <cuda_fp16.h>
constexpr int PAIRS = 1000;
__global__ void rmsnorm_rows(const half2 *x, const half2 *gamma, half2 *y, float eps) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, lane = threadIdx.x % 32;
  const half2 *r = x + (size_t)row * PAIRS;
  float ss = 0.f;
  for (int i = lane; i < PAIRS; i += 32) {
    float2 f = __half22float2(r[i]);
    float part = f.x * f.x + f.y * f.y;
    for (int o = 16; o; o >>= 1)
      part += __shfl_xor_sync(0xffffffffu, part, o);
    ss += part;
  }
  float inv = rsqrtf(ss / (2 * PAIRS) + eps);
  for (int i = lane; i < PAIRS; i += 32) {
    float2 f = __half22float2(r[i]), g = __half22float2(gamma[i]);
    y[(size_t)row * PAIRS + i] = __floats2half2_rn(f.x * inv * g.x, f.y * inv * g.y);
  }
}
