// EXPECT: clean
// NF4 weight dequantisation with the block scales split out of the nibble
// stream (the layout bitsandbytes uses on device): absmax[] holds one half per
// 64-weight block and qs[] exactly 32 bytes per block, so block b's nibbles
// start at 32*b from a cudaMalloc'd base and the two uint4 loads are aligned.
#include <cuda_fp16.h>
#include <cstdint>

__constant__ float kNF4[16] = {
    -1.0f, -0.6961928f, -0.5250731f, -0.3949175f, -0.2844414f, -0.1847734f,
    -0.0910500f, 0.0f, 0.0795803f, 0.1609302f, 0.2461123f, 0.3379152f,
    0.4407098f, 0.5626170f, 0.7229568f, 1.0f};

__global__ void nf4_dequant(const __half *absmax, const uint8_t *qs_all, int nblocks, float *w) {
  int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= nblocks)
    return;
  float scale = __half2float(absmax[b]);
  const uint4 *qs = reinterpret_cast<const uint4 *>(qs_all + (size_t)b * 32);
  uint4 q[2];
  q[0] = qs[0];
  q[1] = qs[1];
  const uint32_t *words = reinterpret_cast<const uint32_t *>(q);
  float *dst = w + (size_t)b * 64;
#pragma unroll
  for (int i = 0; i < 8; ++i) {
    uint32_t v = words[i];
#pragma unroll
    for (int j = 0; j < 8; ++j)
      dst[8 * i + j] = kNF4[(v >> (4 * j)) & 0xf] * scale;
  }
}
