// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// OK: the same token + positional embedding (one CTA per position, the
// position's fp16 row brought into shared memory by one bulk copy) with the
// positional table stored at a pitch of kPitch = 104 halves (208 bytes, a
// multiple of 16): every row starts on a 16-byte boundary and the copy moves
// the whole padded row, 208 bytes; only the first kDim = 100 are used.
#include <cuda_fp16.h>
#include <cstdint>
__device__ __forceinline__ unsigned smem(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }
constexpr int kDim = 100, kPitch = 104;
__global__ void __launch_bounds__(128) add_pos_embedding(const __half *__restrict__ tok_table,
                                                         const __half *__restrict__ pos_table,
                                                         const int *__restrict__ ids, __half *__restrict__ out,
                                                         int batch, int seq_len) {
  __shared__ __align__(16) __half pos_row[kPitch];
  __shared__ __align__(8) uint64_t bar;
  const int t = threadIdx.x, pos = blockIdx.x;
  constexpr unsigned bytes = kPitch * sizeof(__half);
  if (t == 0) {
    asm volatile("mbarrier.init.shared.b64 [%0], 1;" ::"r"(smem(&bar)) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&bar)), "r"(bytes) : "memory");
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(
                     smem(pos_row)),
                 "l"(pos_table + (size_t)pos * kPitch), "r"(bytes), "r"(smem(&bar))
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
