// EXPECT: clean
// RMSNorm with a warp per row of half2 pairs: the sum of squares is reduced
// across the warp inside the loop (to overlap the shuffles with the next
// loads), but the loop runs over the pairs rounded up to a multiple of 32 and
// the out-of-row lanes contribute 0, so every lane takes every trip and the
// full-mask __shfl_xor_sync always sees the whole warp.
#include <cuda_fp16.h>
constexpr int PAIRS = 1000;
__global__ void rmsnorm_rows(const half2 *x, const half2 *gamma, half2 *y, float eps) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, lane = threadIdx.x % 32;
  const half2 *r = x + (size_t)row * PAIRS;
  float ss = 0.f;
  for (int base = 0; base < PAIRS; base += 32) {
    int i = base + lane;
    float2 f = i < PAIRS ? __half22float2(r[i]) : make_float2(0.f, 0.f);
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
