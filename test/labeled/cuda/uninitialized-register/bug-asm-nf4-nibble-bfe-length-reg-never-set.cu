// EXPECT: uninitialized-register
// NF4 weight dequantisation: each byte holds two 4-bit codes, extracted with
// bfe.u32 in inline PTX and mapped through a 16-entry code book in shared
// memory. The asm declares `pos` and `len` registers; `pos` is computed
// from the nibble index. BUG: `len` was meant to be 4 (the immediate was
// replaced by a register "for clarity") but no mov sets it, so bfe reads an
// uninitialised field length.
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
        "bfe.u32 %0, %1, pos, len;\n\t}"  // BUG: len never set (mov.u32 len, 4;)
        : "=r"(code)
        : "r"(word), "r"(k));
    out[(size_t)w * 8 + k] = book[code & 15] * scale;
  }
}
template __global__ void dequant_nf4<256>(const uint32_t *, const float *, const float *, float *, int);
