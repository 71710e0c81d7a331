// EXPECT: clean
// ARCHS: sm_89 sm_90a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=128
// OK: DeepSeek-style per-token-group fp8 quantisation (groups of 128
// values, one warp per group, four values per lane). The lane's running
// absolute maximum is accumulated by an inline-PTX max.f32 through a "+f"
// operand, but it is seeded with the first value's magnitude, not left
// unset; the warp butterfly then finishes the group's amax.
#include <cuda_fp8.h>
__global__ void __launch_bounds__(128)
    per_token_group_quant_fp8(const float *__restrict__ x, __nv_fp8_e4m3 *__restrict__ q,
                              float *__restrict__ scales, int groups) {
  const int lane = threadIdx.x & 31;
  const int g = blockIdx.x * 4 + threadIdx.x / 32;
  if (g >= groups)
    return;
  const float4 v = reinterpret_cast<const float4 *>(x + (size_t)g * 128)[lane];
  float amax = fabsf(v.x);
  asm("max.f32 %0, %0, %1;" : "+f"(amax) : "f"(fabsf(v.y)));
  asm("max.f32 %0, %0, %1;" : "+f"(amax) : "f"(fabsf(v.z)));
  asm("max.f32 %0, %0, %1;" : "+f"(amax) : "f"(fabsf(v.w)));
#pragma unroll
  for (int o = 16; o > 0; o >>= 1)
    amax = fmaxf(amax, __shfl_xor_sync(0xffffffffu, amax, o));
  const float scale = fmaxf(amax, 1e-10f) / 448.f, inv = 1.f / scale;
  __nv_fp8_e4m3 *out = q + (size_t)g * 128 + lane * 4;
  out[0] = __nv_fp8_e4m3(v.x * inv);
  out[1] = __nv_fp8_e4m3(v.y * inv);
  out[2] = __nv_fp8_e4m3(v.z * inv);
  out[3] = __nv_fp8_e4m3(v.w * inv);
  if (lane == 0)
    scales[g] = scale;
}
