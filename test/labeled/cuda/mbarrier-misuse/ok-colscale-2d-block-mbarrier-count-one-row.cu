// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=32,8
// Per-column int8 quantisation of a 32 x 8 tile (block 32 x 8): row 0 of the
// block computes the 32 column scales and publishes them through an mbarrier
// so the other rows can overlap their loads with it. The barrier is
// initialised for blockDim.x arrivals, one per thread of row 0, which are
// exactly the threads that arrive; the other 224 threads only wait (parity 0,
// the first phase). Near miss of a count of blockDim.x * blockDim.y.
#include <cstdint>
__device__ __forceinline__ unsigned smem_u32(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__global__ void quantize_cols(const float *__restrict__ in, const float *__restrict__ absmax,
                              signed char *__restrict__ out, int ld) {
  __shared__ uint64_t scales_ready;
  __shared__ float inv_scale[32];
  const int tx = threadIdx.x, ty = threadIdx.y;
  if (tx == 0 && ty == 0)
    asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(smem_u32(&scales_ready)),
                 "r"(blockDim.x) : "memory");
  __syncthreads();
  const int col = blockIdx.x * 32 + tx;
  if (ty == 0) {
    inv_scale[tx] = 127.f / fmaxf(absmax[col], 1e-6f);
    asm volatile("mbarrier.arrive.release.cta.shared::cta.b64 _, [%0];" ::"r"(
                     smem_u32(&scales_ready)) : "memory");
  }
  const int row = blockIdx.y * 8 + ty;
  float v = in[(size_t)row * ld + col];
  asm volatile("{\n\t.reg .pred ok;\n"
               "wait_scales:\n\t"
               "mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 ok, [%0], 0;\n\t"
               "@!ok bra wait_scales;\n\t}" ::"r"(smem_u32(&scales_ready)) : "memory");
  out[(size_t)row * ld + col] = (signed char)__float2int_rn(fminf(fmaxf(v * inv_scale[tx], -127.f), 127.f));
}
