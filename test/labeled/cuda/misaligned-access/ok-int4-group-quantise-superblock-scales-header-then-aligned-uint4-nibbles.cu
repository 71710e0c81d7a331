// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: weight-only int4 quantisation with one fp32 scale per group of 32
// weights, written in 80-byte super-blocks of four groups: the four scales
// first (16 bytes), then the four groups' 16 bytes of nibbles. Each lane
// packs 8 weights into a 32-bit word; lane 0 of every 4-lane group gathers
// the group's four words with shuffles and writes them as one uint4 at
// 80 * (g / 4) + 16 + 16 * (g % 4): always a multiple of 16.
#include <cstdint>
__global__ void __launch_bounds__(256)
quant_int4_groups(const float *__restrict__ w, uint8_t *__restrict__ rec, int ngroups) {
  const int lane = threadIdx.x & 31;
  const int g = (blockIdx.x * blockDim.x + threadIdx.x) >> 2;
  const int q = lane & 3;
  const bool live = g < ngroups;
  float v[8];
  float amax = 0.f;
#pragma unroll
  for (int k = 0; k < 8; ++k) {
    v[k] = live ? w[(size_t)g * 32 + q * 8 + k] : 0.f;
    amax = fmaxf(amax, fabsf(v[k]));
  }
  amax = fmaxf(amax, __shfl_xor_sync(0xffffffffu, amax, 1));
  amax = fmaxf(amax, __shfl_xor_sync(0xffffffffu, amax, 2));
  const float scale = amax / 7.f, inv = amax > 0.f ? 7.f / amax : 0.f;
  unsigned word = 0;
#pragma unroll
  for (int k = 0; k < 8; ++k) {
    const int qv = max(-8, min(7, __float2int_rn(v[k] * inv)));
    word |= (unsigned)(qv & 0xf) << (4 * k);
  }
  const unsigned w1 = __shfl_down_sync(0xffffffffu, word, 1);
  const unsigned w2 = __shfl_down_sync(0xffffffffu, word, 2);
  const unsigned w3 = __shfl_down_sync(0xffffffffu, word, 3);
  if (live && q == 0) {
    uint8_t *sb = rec + (size_t)(g / 4) * 80;
    reinterpret_cast<float *>(sb)[g % 4] = scale;
    *reinterpret_cast<uint4 *>(sb + 16 + 16 * (g % 4)) = make_uint4(word, w1, w2, w3);
  }
}
