// EXPECT: clean
// 8-bit image box filter over rows of WIDTH = 1366 pixels (not a multiple
// of 4): the images are stored with a constexpr pitch round_up(WIDTH, 4) =
// 1368 bytes, so every row starts 4-byte aligned and the char4 loads at
// 4 * q within a row are aligned; the last group of a row reads two padding
// bytes, which the kernel masks out.
#include <cstdint>
__host__ __device__ constexpr int round_up(int x, int m) { return (x + m - 1) / m * m; }
template <int WIDTH>
__global__ void row_box4(const uint8_t *__restrict__ img, uint8_t *__restrict__ out, int rows) {
  constexpr int PITCH = round_up(WIDTH, 4);
  const int q = blockIdx.x * blockDim.x + threadIdx.x;  // char4 group in the row
  const int row = blockIdx.y;
  if (row >= rows || q >= PITCH / 4)
    return;
  const char4 c = *reinterpret_cast<const char4 *>(img + (size_t)row * PITCH + 4 * q);
  const int x0 = 4 * q;
  int s = (uint8_t)c.x;
  s += x0 + 1 < WIDTH ? (uint8_t)c.y : 0;
  s += x0 + 2 < WIDTH ? (uint8_t)c.z : 0;
  s += x0 + 3 < WIDTH ? (uint8_t)c.w : 0;
  const int cnt = min(4, WIDTH - x0);
  out[(size_t)row * (PITCH / 4) + q] = (uint8_t)(s / cnt);
}
template __global__ void row_box4<1366>(const uint8_t *, uint8_t *, int);
