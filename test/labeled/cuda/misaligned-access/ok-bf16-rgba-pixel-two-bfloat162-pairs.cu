// EXPECT: clean
// Colour conversion on interleaved bf16 RGBA images: a pixel is four bf16
// (8 bytes, declared alignas(8)), so R,G and B,A are two __nv_bfloat162
// pairs at byte offsets 8 * i and 8 * i + 4 - both 4-byte aligned for every
// pixel (the alpha is dropped).
#include <cuda_bf16.h>
struct alignas(8) PixelRGBA {
  __nv_bfloat162 rg, ba;
};
__global__ void rgba_to_luma(const PixelRGBA *__restrict__ img, __nv_bfloat16 *__restrict__ luma,
                             int npix) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= npix)
    return;
  const __nv_bfloat16 *px = reinterpret_cast<const __nv_bfloat16 *>(&img[i]);
  const float2 rg = __bfloat1622float2(*reinterpret_cast<const __nv_bfloat162 *>(px));
  const float2 ba = __bfloat1622float2(*reinterpret_cast<const __nv_bfloat162 *>(px + 2));
  luma[i] = __float2bfloat16(0.299f * rg.x + 0.587f * rg.y + 0.114f * ba.x);
}
