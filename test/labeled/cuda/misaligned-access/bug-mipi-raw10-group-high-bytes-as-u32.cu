// EXPECT: misaligned-access
// Unpacking a MIPI CSI-2 RAW10 camera line: every 4 pixels are packed into 5
// bytes (the 4 high bytes, then one byte with the 2 low bits of each). One
// thread per group reads the 4 high bytes with a single 32-bit load, but group
// g starts at byte 5*g: threads 0 and 1 are 5 bytes apart, so they cannot both
// be 4-byte aligned.
#include <cstdint>

__global__ void unpack_raw10(const uint8_t *raw, int ngroups, uint16_t *pix) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  if (g >= ngroups)
    return;
  const uint8_t *grp = raw + 5 * g;
  uint32_t hi = *reinterpret_cast<const uint32_t *>(grp); // BUG: 5*g is not a multiple of 4
  uint32_t lo = grp[4];
#pragma unroll
  for (int k = 0; k < 4; ++k)
    pix[4 * g + k] = (uint16_t)((((hi >> (8 * k)) & 0xff) << 2) | ((lo >> (2 * k)) & 3));
}
