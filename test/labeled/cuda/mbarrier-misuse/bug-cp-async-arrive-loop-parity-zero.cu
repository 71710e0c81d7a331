// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// One-buffer cp.async staging completed through an mbarrier: each tile, every
// thread issues a 16-byte cp.async, `cp.async.mbarrier.arrive` (which adds a
// pending arrival for its copies) and its own arrive, then waits with parity
// 0 on every tile. On tile 2 (phase 1) threads pass at once and read copies
// still in flight, or, once phase 1 is done, wait for phase 2: a hang.
#include "mbar.cuh"
__global__ void __launch_bounds__(128) stage_copy(const float4 *in, float4 *out, int tiles) {
  __shared__ float4 buf[128];
  __shared__ uint64_t ready;
  unsigned t = threadIdx.x;
  if (t == 0)
    mb_init(&ready, 128);
  __syncthreads();
  for (int k = 0; k < tiles; ++k) {
    const float4 *src = in + ((size_t)blockIdx.x * tiles + k) * 128 + t;
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(smem(&buf[t])), "l"(src) : "memory");
    asm volatile("cp.async.mbarrier.arrive.shared.b64 [%0];" ::"r"(smem(&ready)) : "memory");
    mb_arrive(&ready);
    mb_wait_parity(&ready, 0); // never flipped
    float4 a = buf[t], b = buf[(t + 1) & 127];
    out[((size_t)blockIdx.x * tiles + k) * 128 + t] =
        make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w);
    __syncthreads(); // buf is overwritten by the next tile's copies
  }
}
