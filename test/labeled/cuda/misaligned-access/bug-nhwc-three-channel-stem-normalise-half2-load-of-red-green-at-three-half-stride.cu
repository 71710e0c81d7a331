// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=256
// BUG: input normalisation of a ResNet/ViT stem in NHWC fp16 with C = 3:
// out = (x - mean[c]) / std[c] per channel. The red and green channels of
// a pixel are fetched as one __half2 at `x + 3 * pix` and blue as a scalar.
// A pixel is 6 bytes, so for every odd pixel that __half2 starts 2 bytes
// off a 4-byte boundary (and so does the __half2 store).
#include <cuda_fp16.h>
__global__ void __launch_bounds__(256)
stem_normalise(const __half *__restrict__ x, __half *__restrict__ y, int npix,
               float m0, float m1, float m2, float is0, float is1, float is2) {
  for (int pix = blockIdx.x * blockDim.x + threadIdx.x; pix < npix; pix += gridDim.x * blockDim.x) {
    const __half2 rg = *reinterpret_cast<const __half2 *>(x + 3 * (size_t)pix);
    const __half b = x[3 * (size_t)pix + 2];
    const float2 f = __half22float2(rg);
    *reinterpret_cast<__half2 *>(y + 3 * (size_t)pix) =
        __floats2half2_rn((f.x - m0) * is0, (f.y - m1) * is1);
    y[3 * (size_t)pix + 2] = __float2half((__half2float(b) - m2) * is2);
  }
}
