// EXPECT: clean
// ARCHS: sm_80 sm_90
// Guarded 16-byte cp.async with zero fill past the sequence end: the
// predicate is set by the setp and read by the selp that picks src-size 16
// or 0; the source address is clamped to the last valid row so it is always
// a legal address even when nothing is read from it.
#include <cuda_fp16.h>
__device__ __forceinline__ void cp_async_zfill(void *smem, const void *gmem, int row, int rows) {
  const unsigned s = static_cast<unsigned>(__cvta_generic_to_shared(smem));
  asm volatile("{\n\t"
               ".reg .pred pin;\n\t"
               ".reg .u32 sz;\n\t"
               "setp.lt.s32 pin, %2, %3;\n\t"
               "selp.u32 sz, 16, 0, pin;\n\t"
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
