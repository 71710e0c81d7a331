// EXPECT: uninitialized-register
// ARCHS: sm_80 sm_90
// Guarded 16-byte cp.async for the K tile loader with zero fill past the end
// of the sequence (src-size 0 zero-fills the destination): BUG: the setp
// writes `pin` but the selp reads `p_in`, a second predicate declared when
// the block was copied from another loader; nothing sets `p_in`, so the
// src-size is 16 or 0 at random: rows past seqlen are not reliably
// zero-filled and valid rows may be zero-filled instead.
#include <cuda_fp16.h>
__device__ __forceinline__ void cp_async_zfill(void *smem, const void *gmem, int row, int rows) {
  const unsigned s = static_cast<unsigned>(__cvta_generic_to_shared(smem));
  asm volatile("{\n\t"
               ".reg .pred pin, p_in;\n\t"
               ".reg .u32 sz;\n\t"
               "setp.lt.s32 pin, %2, %3;\n\t"
               "selp.u32 sz, 16, 0, p_in;\n\t"  // BUG: meant pin
               "cp.async.cg.shared.global [%0], [%1], 16, sz;\n\t"
               "}" ::"r"(s),
               "l"(gmem), "r"(row), "r"(rows)
               : "memory");
}
__global__ void __launch_bounds__(128) load_k_tile(const half *__restrict__ k, float *__restrict__ out,
                                                   int seqlen) {
  __shared__ alignas(16) half ks[64 * 64];
  for (int i = threadIdx.x; i < 64 * 8; i += 128) {
    const int r = i / 8, c = (i % 8) * 8;
    const int grow = blockIdx.x * 64 + r;
    const half *src = k + (size_t)min(grow, seqlen - 1) * 64 + c;
    cp_async_zfill(&ks[r * 64 + c], src, grow, seqlen);
  }
  asm volatile("cp.async.commit_group;\n\tcp.async.wait_group 0;" ::: "memory");
  __syncthreads();
  float acc = 0.f;
  for (int c = 0; c < 64; ++c)
    acc += __half2float(ks[(threadIdx.x % 64) * 64 + c]);
  out[blockIdx.x * 128 + threadIdx.x] = acc;
}
