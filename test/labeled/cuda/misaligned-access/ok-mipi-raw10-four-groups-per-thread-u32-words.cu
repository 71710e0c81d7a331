// EXPECT: clean
// Unpacking a MIPI CSI-2 RAW10 camera line with each thread taking 4 groups
// (16 pixels, 20 bytes): thread t's bytes start at 20*t, a multiple of 4, so
// the five 32-bit word loads are aligned; the bytes are then picked out of the
// words in registers.
#include <cstdint>

__global__ void unpack_raw10(const uint8_t *raw, int nquads, uint16_t *pix) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= nquads)
    return;
  const uint32_t *src = reinterpret_cast<const uint32_t *>(raw + 20 * t);
  uint32_t w[5];
#pragma unroll
  for (int i = 0; i < 5; ++i)
    w[i] = src[i];
#pragma unroll
  for (int g = 0; g < 4; ++g) {
    uint32_t lo = (w[(5 * g + 4) / 4] >> (8 * ((5 * g + 4) % 4))) & 0xff;
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      int byte = 5 * g + k;
      uint32_t hi = (w[byte / 4] >> (8 * (byte % 4))) & 0xff;
      pix[16 * t + 4 * g + k] = (uint16_t)((hi << 2) | ((lo >> (2 * k)) & 3));
    }
  }
}
