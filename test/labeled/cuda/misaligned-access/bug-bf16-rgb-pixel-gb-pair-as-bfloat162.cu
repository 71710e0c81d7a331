// EXPECT: misaligned-access
// Colour conversion on interleaved bf16 RGB images (3 x 2 bytes per pixel).
// To save a load the kernel reads G and B together as one __nv_bfloat162.
// BUG: a pixel starts at 6 * i bytes, so G is at 6 * i + 2: that is 4-byte
// aligned only for odd i - every even pixel's pair load is misaligned.
#include <cuda_bf16.h>
#include <cuda/std/array>
using PixelRGB = cuda::std::array<__nv_bfloat16, 3>;
__global__ void rgb_to_luma(const PixelRGB *__restrict__ img, __nv_bfloat16 *__restrict__ luma,
                            int npix) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= npix)
    return;
  const float r = __bfloat162float(img[i][0]);
  const __nv_bfloat162 gb = *reinterpret_cast<const __nv_bfloat162 *>(&img[i][1]);  // BUG
  const float2 g_b = __bfloat1622float2(gb);
  luma[i] = __float2bfloat16(0.299f * r + 0.587f * g_b.x + 0.114f * g_b.y);
}
