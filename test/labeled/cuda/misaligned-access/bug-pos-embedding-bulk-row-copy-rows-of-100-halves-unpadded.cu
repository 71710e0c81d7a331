// EXPECT: misaligned-access
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// BUG: token + positional embedding for a batch of sequences, one CTA per
// position: thread 0 brings the position's row of the fp16 positional table
// into shared memory with one bulk copy, then the CTA adds it to the token
// embedding of that position in every sequence. The table is stored densely
// with rows of kDim = 100 halves (200 bytes), so position p's row starts at
// byte 200 * p: for odd positions the bulk copy's source is 8 bytes off a
// 16-byte boundary (cp.async.bulk needs 16-byte aligned addresses and a size
// that is a multiple of 16, and 200 is not either).
#include <cuda_fp16.h>
#include <cstdint>
__device__ __forceinline__ unsigned smem(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }
constexpr int kDim = 100;
__global__ void __launch_bounds__(128) add_pos_embedding(const __half *__restrict__ tok_table,
                                                         const __half *__restrict__ pos_table,
                                                         const int *__restrict__ ids, __half *__restrict__ out,
                                                         int batch, int seq_len) {
  __shared__ __align__(16) __half pos_row[kDim];
  __shared__ __align__(8) uint64_t bar;
  const int t = threadIdx.x, pos = blockIdx.x;
  constexpr unsigned bytes = kDim * sizeof(__half);
  if (t == 0) {
    asm volatile("mbarrier.init.shared.b64 [%0], 1;" ::"r"(smem(&bar)) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&bar)), "r"(bytes) : "memory");
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(
                     smem(pos_row)),
                 "l"(pos_table + (size_t)pos * kDim), "r"(bytes), "r"(smem(&bar))
                 : "memory");
  }
  __syncthreads();
  asm volatile("{\n\t.reg .pred done;\n$Lw:\n\t"
               "mbarrier.try_wait.parity.shared.b64 done, [%0], 0;\n\t"
               "@!done bra $Lw;\n\t}" ::"r"(smem(&bar))
               : "memory");
  for (int b = 0; b < batch; ++b) {
    const int id = ids[b * seq_len + pos];
    for (int d = t; d < kDim; d += 128)
      out[((size_t)b * seq_len + pos) * kDim + d] = __hadd(tok_table[(size_t)id * kDim + d], pos_row[d]);
  }
}
