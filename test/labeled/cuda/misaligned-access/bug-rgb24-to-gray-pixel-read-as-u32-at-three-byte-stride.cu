// EXPECT: misaligned-access
// BUG: RGB24 to grayscale. To read a pixel's three bytes with one load the
// kernel reinterprets `rgb + 3 * x` as a `uint32_t *` and masks off the
// fourth byte. Pixels are 3 bytes apart, so for every x that is not a
// multiple of 4 the 4-byte load is at an address that is not 4-byte aligned.
#include <cstdint>
__global__ void rgb_to_gray(const uint8_t *__restrict__ rgb, uint8_t *__restrict__ gray,
                            int w, int h, int pitch) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x >= w || y >= h) return;
  const uint32_t p = *reinterpret_cast<const uint32_t *>(rgb + (size_t)y * pitch + 3 * x);
  const float r = p & 255, g = (p >> 8) & 255, b = (p >> 16) & 255;
  gray[(size_t)y * w + x] = (uint8_t)__float2uint_rn(0.299f * r + 0.587f * g + 0.114f * b);
}
