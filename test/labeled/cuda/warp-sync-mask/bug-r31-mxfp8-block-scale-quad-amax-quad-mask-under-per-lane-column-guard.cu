// EXPECT: warp-sync-mask
// ARCHS: sm_100a sm_90a
// PTXLINT-ARGS: --block-dim=128
// MX-fp8 quantisation for a Blackwell block-scaled GEMM: every 32 consecutive
// values of a row share one e8m0 scale. One block row per CTA row (blockIdx.y). Four lanes (a quad) hold one 32-value
// block, eight values each, and reduce their absolute maxima with two
// shuffles whose membermask names the quad (0xf << (lane & ~3)). The column
// guard was written on the lane's own 8-value chunk (BUG: when cols is a
// multiple of 8 but not of 32, the quad of the row's last block is split:
// its lanes past cols skip the shuffles that name them in the mask).
#include <cuda_fp8.h>
#include <cstdint>
__global__ void __launch_bounds__(128)
    mxfp8_quant(const float *__restrict__ x, uint2 *__restrict__ q, uint8_t *__restrict__ scale,
                int cols) {
  const int lane = threadIdx.x % 32;
  const int row = blockIdx.y;
  const int col = (blockIdx.x * 128 + threadIdx.x) * 8;
  const unsigned qmask = 0xfu << (lane & ~3);
  if (col < cols) {
    const float4 *src = reinterpret_cast<const float4 *>(x + (size_t)row * cols + col);
    const float4 a = src[0], b = src[1];
    float m = fmaxf(fmaxf(fmaxf(fabsf(a.x), fabsf(a.y)), fmaxf(fabsf(a.z), fabsf(a.w))),
                    fmaxf(fmaxf(fabsf(b.x), fabsf(b.y)), fmaxf(fabsf(b.z), fabsf(b.w))));
    m = fmaxf(m, __shfl_xor_sync(qmask, m, 1));
    m = fmaxf(m, __shfl_xor_sync(qmask, m, 2));
    const int e = m > 0.f ? (int)ceilf(log2f(m / 448.f)) : -127;
    const float inv = exp2f((float)-e);
    uint2 p;
    p.x = __nv_cvt_float2_to_fp8x2(make_float2(a.x * inv, a.y * inv), __NV_SATFINITE, __NV_E4M3) |
          (__nv_cvt_float2_to_fp8x2(make_float2(a.z * inv, a.w * inv), __NV_SATFINITE, __NV_E4M3) << 16);
    p.y = __nv_cvt_float2_to_fp8x2(make_float2(b.x * inv, b.y * inv), __NV_SATFINITE, __NV_E4M3) |
          (__nv_cvt_float2_to_fp8x2(make_float2(b.z * inv, b.w * inv), __NV_SATFINITE, __NV_E4M3) << 16);
    q[((size_t)row * cols + col) / 8] = p;
    if (lane % 4 == 0)
      scale[((size_t)row * cols + col) / 32] = (uint8_t)(e + 127);
  }
}
