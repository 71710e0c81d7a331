// EXPECT: clean
// ARCHS: sm_90 sm_120
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// OK: paged-attention decode, score pass, with the masked key load written
// as two predicated instructions of one asm block: `@q` loads, `@!q` writes
// zero. Neither write covers every lane alone, but the two polarities of one
// predicate together always write the result.
__device__ __forceinline__ float load_k_masked(const float *p, bool valid) {
  float v;
  asm volatile("{\n\t.reg .pred q;\n\t"
               "setp.ne.b32 q, %2, 0;\n\t"
               "@q ld.global.nc.f32 %0, [%1];\n\t"
               "@!q mov.f32 %0, 0f00000000;\n\t}"
               : "=f"(v)
               : "l"(p), "r"((int)valid));
  return v;
}
template <int HEAD, int PAGE>
__global__ void __launch_bounds__(128)
    paged_qk(const float *__restrict__ q, const float *__restrict__ k_cache, const int *__restrict__ block_table,
             const int *__restrict__ context_lens, float *__restrict__ scores, int max_pages) {
  const int seq = blockIdx.x, ctx = context_lens[seq];
  const int tok = blockIdx.y * 128 + threadIdx.x;
  const int page = block_table[seq * max_pages + min(tok / PAGE, max_pages - 1)];
  const float *kp = k_cache + ((size_t)page * PAGE + tok % PAGE) * HEAD;
  float s = 0.f;
#pragma unroll 8
  for (int d = 0; d < HEAD; ++d)
    s += q[seq * HEAD + d] * load_k_masked(kp + d, tok < ctx);
  if (tok < ctx)
    scores[(size_t)seq * max_pages * PAGE + tok] = s;
}
template __global__ void paged_qk<128, 16>(const float *, const float *, const int *, const int *, float *, int);
