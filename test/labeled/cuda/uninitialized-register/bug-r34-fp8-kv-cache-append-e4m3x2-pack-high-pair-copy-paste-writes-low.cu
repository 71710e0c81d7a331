// EXPECT: uninitialized-register
// ARCHS: sm_89 sm_90
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=128
// BUG: vLLM-like reshape_and_cache for an fp8 (e4m3) KV cache: each thread
// quantises four fp32 key values with the per-tensor scale and packs them
// into one 32-bit word with two cvt.rn.satfinite.e4m3x2 conversions. The
// second conversion was pasted from the first and still writes `lo`, so the
// `mov.b32 {lo, hi}` that builds the word reads `hi` unset.
#include <cstdint>
__device__ __forceinline__ uint32_t pack_e4m3x4(float a, float b, float c, float d) {
  uint32_t r;
  asm("{\n\t.reg .b16 lo, hi;\n\t"
      "cvt.rn.satfinite.e4m3x2.f32 lo, %2, %1;\n\t"
      "cvt.rn.satfinite.e4m3x2.f32 lo, %4, %3;\n\t"
      "mov.b32 %0, {lo, hi};\n\t}"
      : "=r"(r)
      : "f"(a), "f"(b), "f"(c), "f"(d));
  return r;
}
template <int HEAD_SIZE>
__global__ void __launch_bounds__(128)
    reshape_and_cache_fp8(const float *__restrict__ key, uint32_t *__restrict__ key_cache,
                          const int64_t *__restrict__ slot_mapping, int num_heads, int block_size,
                          float inv_scale) {
  const int64_t slot = slot_mapping[blockIdx.x];
  if (slot < 0)
    return;
  const int64_t blk = slot / block_size, off = slot % block_size;
  const int words = num_heads * HEAD_SIZE / 4;
  for (int i = threadIdx.x; i < words; i += 128) {
    const float4 k = reinterpret_cast<const float4 *>(key + (int64_t)blockIdx.x * num_heads * HEAD_SIZE)[i];
    key_cache[(blk * block_size + off) * words + i] =
        pack_e4m3x4(k.x * inv_scale, k.y * inv_scale, k.z * inv_scale, k.w * inv_scale);
  }
}
template __global__ void reshape_and_cache_fp8<128>(const float *, uint32_t *, const int64_t *, int, int, float);
