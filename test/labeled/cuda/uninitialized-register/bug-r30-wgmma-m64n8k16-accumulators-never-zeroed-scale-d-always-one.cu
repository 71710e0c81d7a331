// EXPECT: uninitialized-register
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=128
// One warpgroup computes a 64x8 fp32 tile of A*B (bf16) with wgmma over the
// K dimension, 16 at a time: the tiles are staged in shared memory, a fence
// makes them visible to the async proxy, and each step issues
// wgmma.mma_async with scale-d = 1 so it accumulates into d[0..3]. The
// accumulator fragment is declared but never zeroed (BUG: the first wgmma
// adds A*B to four registers nothing has written; CUTLASS either clears the
// fragment or issues the first k step with scale-d = 0).
#include <cuda_bf16.h>
#include <cstdint>
__device__ __forceinline__ uint64_t desc(const void *p) {
  const uint32_t a = static_cast<uint32_t>(__cvta_generic_to_shared(p));
  return (uint64_t)((a & 0x3FFFF) >> 4) | ((uint64_t)(128 >> 4) << 16) | ((uint64_t)(256 >> 4) << 32);
}
__global__ void __launch_bounds__(128)
    gemm_64x8(const __nv_bfloat16 *__restrict__ A, const __nv_bfloat16 *__restrict__ B,
              float *__restrict__ C, int ksteps) {
  __shared__ alignas(128) __nv_bfloat16 sa[64 * 16], sb[8 * 16];
  float d[4];
  for (int k = 0; k < ksteps; ++k) {
    for (int i = threadIdx.x; i < 64 * 16; i += 128)
      sa[i] = A[((size_t)blockIdx.x * ksteps + k) * 64 * 16 + i];
    if (threadIdx.x < 8 * 16)
      sb[threadIdx.x] = B[(size_t)k * 8 * 16 + threadIdx.x];
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    __syncthreads();
    asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
    asm volatile("wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 "
                 "{%0, %1, %2, %3}, %4, %5, 1, 1, 1, 0, 0;"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "l"(desc(sa)), "l"(desc(sb)));
    asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
    __syncthreads();
  }
  const int w = threadIdx.x / 32, l = threadIdx.x % 32;
  const int r = w * 16 + l / 4, c = (l % 4) * 2;
  float *o = C + (size_t)blockIdx.x * 64 * 8;
  o[r * 8 + c] = d[0];
  o[r * 8 + c + 1] = d[1];
  o[(r + 8) * 8 + c] = d[2];
  o[(r + 8) * 8 + c + 1] = d[3];
}
