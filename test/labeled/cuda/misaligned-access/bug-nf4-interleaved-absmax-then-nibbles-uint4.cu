// EXPECT: misaligned-access
// NF4 (4-bit NormalFloat) weight dequantisation. The exporter writes each
// 64-weight block as {half absmax; uint8 qs[32]} back to back: 34 bytes per
// block. Each thread dequantises one block and pulls its 32 nibble bytes in
// with two 16-byte loads, but the nibbles of block b start at 34*b + 2, which
// is never a multiple of 16 for b = 0 (and differs by 2 mod 16 between
// neighbouring blocks): the uint4 loads are misaligned.
#include <cuda_fp16.h>
#include <cstdint>

__constant__ float kNF4[16] = {
    -1.0f, -0.6961928f, -0.5250731f, -0.3949175f, -0.2844414f, -0.1847734f,
    -0.0910500f, 0.0f, 0.0795803f, 0.1609302f, 0.2461123f, 0.3379152f,
    0.4407098f, 0.5626170f, 0.7229568f, 1.0f};

constexpr int kBlockBytes = 2 + 32;

__global__ void nf4_dequant(const uint8_t *blob, int nblocks, float *w) {
  int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= nblocks)
    return;
  const uint8_t *blk = blob + (size_t)b * kBlockBytes;
  float absmax = __half2float(*reinterpret_cast<const __half *>(blk));
  const uint4 *qs = reinterpret_cast<const uint4 *>(blk + 2);
  uint4 q[2];
  q[0] = qs[0]; // BUG: blk + 2 is 2 modulo 16 (34-byte blocks)
  q[1] = qs[1];
  const uint32_t *words = reinterpret_cast<const uint32_t *>(q);
  float *dst = w + (size_t)b * 64;
#pragma unroll
  for (int i = 0; i < 8; ++i) {
    uint32_t v = words[i];
#pragma unroll
    for (int j = 0; j < 8; ++j)
      dst[8 * i + j] = kNF4[(v >> (4 * j)) & 0xf] * absmax;
  }
}
