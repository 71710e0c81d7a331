// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// OK: decode attention over an int8-quantised KV cache. Each warp scores
// one key per lane against the int8 query (head dim 64 = 16 packed words)
// with dp4a in an inline-PTX helper that takes four packed words per call
// and returns their dot product as float. The helper's scratch accumulator
// is declared in the asm block and zeroed before the first dp4a.
#include <cstdint>
__device__ __forceinline__ float dot16_i8(uint4 q, uint4 k) {
  float r;
  asm("{\n\t.reg .s32 acc;\n\t"
      "mov.s32 acc, 0;\n\t"
      "dp4a.s32.s32 acc, %1, %5, acc;\n\t"
      "dp4a.s32.s32 acc, %2, %6, acc;\n\t"
      "dp4a.s32.s32 acc, %3, %7, acc;\n\t"
      "dp4a.s32.s32 acc, %4, %8, acc;\n\t"
      "cvt.rn.f32.s32 %0, acc;\n\t}"
      : "=f"(r)
      : "r"(q.x), "r"(q.y), "r"(q.z), "r"(q.w), "r"(k.x), "r"(k.y), "r"(k.z), "r"(k.w));
  return r;
}
__global__ void __launch_bounds__(128)
int8_kv_scores(const uint4 *__restrict__ q8, const float *__restrict__ qscale, const uint4 *__restrict__ k8,
               const float *__restrict__ kscale, float *__restrict__ scores, int seqlen, float sm_scale) {
  const int head = blockIdx.y, lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  const uint4 *q = q8 + head * 4;
  const uint4 qa = q[0], qb = q[1], qc = q[2], qd = q[3];
  for (int key = (blockIdx.x * 4 + warp) * 32 + lane; key < seqlen; key += gridDim.x * 128) {
    const uint4 *k = k8 + ((size_t)head * seqlen + key) * 4;
    const float s = dot16_i8(qa, k[0]) + dot16_i8(qb, k[1]) + dot16_i8(qc, k[2]) + dot16_i8(qd, k[3]);
    scores[(size_t)head * seqlen + key] = s * qscale[head] * kscale[(size_t)head * seqlen + key] * sm_scale;
  }
}
