// EXPECT: clean
// RGB24 to grayscale, four pixels per thread: the 12 bytes of pixels 4g..4g+3
// start at byte 12 * g of a row whose pitch is a multiple of 4, so they are
// read as three aligned 32-bit words and unpacked with byte shifts.
#include <cstdint>
__device__ __forceinline__ uint8_t luma(uint32_t r, uint32_t g, uint32_t b) {
  return (uint8_t)__float2uint_rn(0.299f * r + 0.587f * g + 0.114f * b);
}
__global__ void rgb_to_gray4(const uint8_t *__restrict__ rgb, uint8_t *__restrict__ gray,
                             int w4, int h, int pitch_words) {
  const int g = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (g >= w4 || y >= h) return;
  const uint32_t *row = reinterpret_cast<const uint32_t *>(rgb) + (size_t)y * pitch_words;
  const uint32_t a = row[3 * g], b = row[3 * g + 1], c = row[3 * g + 2];
  uchar4 o;
  o.x = luma(a & 255, (a >> 8) & 255, (a >> 16) & 255);
  o.y = luma(a >> 24, b & 255, (b >> 8) & 255);
  o.z = luma((b >> 16) & 255, b >> 24, c & 255);
  o.w = luma((c >> 8) & 255, (c >> 16) & 255, c >> 24);
  reinterpret_cast<uchar4 *>(gray)[(size_t)y * w4 + g] = o;
}
