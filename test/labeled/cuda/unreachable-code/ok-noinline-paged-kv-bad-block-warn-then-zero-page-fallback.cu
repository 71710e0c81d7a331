// EXPECT: clean
// ARCHS: sm_80 sm_75 sm_90
// Paged-attention K gather: each block of the sequence is looked up in the
// block table. For a corrupt entry the kernel logs through a __noinline__
// helper and reads a zero page so that the batch keeps going; the helper
// traps only when the launch asked for strict checking (a kernel parameter),
// so it returns on some calls and the zero-page fallback after it is
// reachable. Near miss of a fallback placed after an always-fatal helper.
#include <cstdio>
__device__ __noinline__ void report_bad_block(int seq, int logical, int physical, bool strict) {
  printf("paged_kv: sequence %d block %d maps to invalid physical block %d\n", seq, logical,
         physical);
  if (strict)
    __trap();
}
__global__ void gather_k(const float4 *__restrict__ k_cache, const int *__restrict__ block_table,
                         float4 *__restrict__ k_out, int max_blocks, int num_phys_blocks,
                         bool strict) {
  constexpr int kBlockTokens = 16, kHeadVec = 32;
  const int seq = blockIdx.y, logical = blockIdx.x;
  const int phys = block_table[seq * max_blocks + logical];
  float4 *dst = k_out + ((size_t)seq * max_blocks + logical) * kBlockTokens * kHeadVec;
  if (phys < 0 || phys >= num_phys_blocks) {
    if (threadIdx.x == 0)
      report_bad_block(seq, logical, phys, strict);
    for (int i = threadIdx.x; i < kBlockTokens * kHeadVec; i += blockDim.x)
      dst[i] = make_float4(0.f, 0.f, 0.f, 0.f);
    return;
  }
  const float4 *src = k_cache + (size_t)phys * kBlockTokens * kHeadVec;
  for (int i = threadIdx.x; i < kBlockTokens * kHeadVec; i += blockDim.x)
    dst[i] = src[i];
}
