// EXPECT: unreachable-code
// ARCHS: sm_80 sm_75 sm_90
// Paged-attention K gather: each block of the sequence is looked up in the
// block table. For a corrupt entry the author wanted "log it, then read a
// zero page so that the batch keeps going", and called the project's
// report_bad_block() helper, which (unknown to this author) is the fatal
// variant: it prints and executes __trap(). Bug: the zero-page fallback
// after the call can never run; the code after a call of a function that
// never returns is dead (ptxas drops it), and a corrupt table kills the
// launch instead of degrading.
#include <cstdio>
__device__ __noinline__ void report_bad_block(int seq, int logical, int physical) {
  printf("paged_kv: sequence %d block %d maps to invalid physical block %d\n", seq, logical,
         physical);
  __trap();
}
__global__ void gather_k(const float4 *__restrict__ k_cache, const int *__restrict__ block_table,
                         float4 *__restrict__ k_out, int max_blocks, int num_phys_blocks) {
  constexpr int kBlockTokens = 16, kHeadVec = 32; // 16 tokens x 128 floats
  const int seq = blockIdx.y, logical = blockIdx.x;
  const int phys = block_table[seq * max_blocks + logical];
  float4 *dst = k_out + ((size_t)seq * max_blocks + logical) * kBlockTokens * kHeadVec;
  if (phys < 0 || phys >= num_phys_blocks) {
    report_bad_block(seq, logical, phys);
    for (int i = threadIdx.x; i < kBlockTokens * kHeadVec; i += blockDim.x)
      dst[i] = make_float4(0.f, 0.f, 0.f, 0.f);
    return;
  }
  const float4 *src = k_cache + (size_t)phys * kBlockTokens * kHeadVec;
  for (int i = threadIdx.x; i < kBlockTokens * kHeadVec; i += blockDim.x)
    dst[i] = src[i];
}
