// EXPECT: misaligned-access
// ARCHS: sm_100a sm_120
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// BUG: NVFP4 (e2m1, two values per byte, one fp8 scale per 16 values)
// dequantisation to fp32: each thread expands two 16-value scale blocks,
// i.e. 16 packed bytes read as one uint4. The packed offset was written
// with the bytes of one scale block (8) instead of the thread's 16, so odd
// threads load 16 bytes at an 8-byte boundary (and neighbours overlap).
#include <cuda_fp8.h>
#include <cstdint>
constexpr int BYTES_PER_SCALE_BLOCK = 8;
__device__ __forceinline__ float e2m1(uint32_t nib) {
  const float mag[8] = {0.f, 0.5f, 1.f, 1.5f, 2.f, 3.f, 4.f, 6.f};
  return (nib & 8) ? -mag[nib & 7] : mag[nib & 7];
}
__global__ void __launch_bounds__(256)
    nvfp4_dequant(const uint8_t *__restrict__ packed, const __nv_fp8_e4m3 *__restrict__ block_scale, float global_scale,
                  float *__restrict__ out, int nthreads) {
  const int t = blockIdx.x * 256 + threadIdx.x;
  if (t >= nthreads)
    return;
  const uint4 q = *reinterpret_cast<const uint4 *>(packed + (size_t)t * BYTES_PER_SCALE_BLOCK);
  const float s0 = float(block_scale[2 * t]) * global_scale, s1 = float(block_scale[2 * t + 1]) * global_scale;
  const uint32_t words[4] = {q.x, q.y, q.z, q.w};
  float4 *o = reinterpret_cast<float4 *>(out + (size_t)t * 32);
#pragma unroll
  for (int w = 0; w < 4; ++w) {
    const uint32_t v = words[w];
    const float s = w < 2 ? s0 : s1;
    o[2 * w] = make_float4(e2m1(v & 15) * s, e2m1(v >> 4 & 15) * s, e2m1(v >> 8 & 15) * s, e2m1(v >> 12 & 15) * s);
    o[2 * w + 1] = make_float4(e2m1(v >> 16 & 15) * s, e2m1(v >> 20 & 15) * s, e2m1(v >> 24 & 15) * s, e2m1(v >> 28) * s);
  }
}
