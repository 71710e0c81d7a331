// EXPECT: clean
// NF4 weight dequantisation with bfe.u32 in inline PTX: the field position
// is computed into `pos` (shl by 2) and the field length is set with
// mov.u32 len, 4 before the bfe reads both, so every register of the asm
// block is written first.
#include <cstdint>
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
dequant_nf4(const uint32_t *__restrict__ packed, const float *__restrict__ codebook,
            const float *__restrict__ absmax, float *__restrict__ out, int nwords) {
  __shared__ float book[16];
  if (threadIdx.x < 16)
    book[threadIdx.x] = codebook[threadIdx.x];
  __syncthreads();
  const int w = blockIdx.x * BLOCK + threadIdx.x;
  if (w >= nwords)
    return;
  const uint32_t word = packed[w];
  const float scale = absmax[w / 8];
#pragma unroll
  for (int k = 0; k < 8; ++k) {
    uint32_t code;
    asm("{\n\t.reg .u32 pos, len;\n\t"
        "shl.b32 pos, %2, 2;\n\t"
        "mov.u32 len, 4;\n\t"
        "bfe.u32 %0, %1, pos, len;\n\t}"
        : "=r"(code)
        : "r"(word), "r"(k));
    out[(size_t)w * 8 + k] = book[code & 15] * scale;
  }
}
template __global__ void dequant_nf4<256>(const uint32_t *, const float *, const float *, float *, int);
