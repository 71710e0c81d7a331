// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: input normalisation of a ResNet/ViT stem in NHWC fp16 with C = 3:
// out = (x - mean[c]) / std[c] per channel. Each thread takes two pixels,
// six halves = 12 bytes, as three __half2 at `x + 6 * q` (4-byte aligned
// for every q): (r0 g0) (b0 r1) (g1 b1), with the per-channel constants
// paired to match. The pixel count is even (images of even width).
#include <cuda_fp16.h>
__global__ void __launch_bounds__(256)
stem_normalise(const __half *__restrict__ x, __half *__restrict__ y, int npix,
               float m0, float m1, float m2, float is0, float is1, float is2) {
  for (int q = blockIdx.x * blockDim.x + threadIdx.x; 2 * q < npix; q += gridDim.x * blockDim.x) {
    const __half2 *src = reinterpret_cast<const __half2 *>(x + 6 * (size_t)q);
    __half2 *dst = reinterpret_cast<__half2 *>(y + 6 * (size_t)q);
    const float2 a = __half22float2(src[0]), b = __half22float2(src[1]), c = __half22float2(src[2]);
    dst[0] = __floats2half2_rn((a.x - m0) * is0, (a.y - m1) * is1);
    dst[1] = __floats2half2_rn((b.x - m2) * is2, (b.y - m0) * is0);
    dst[2] = __floats2half2_rn((c.x - m1) * is1, (c.y - m2) * is2);
  }
}
