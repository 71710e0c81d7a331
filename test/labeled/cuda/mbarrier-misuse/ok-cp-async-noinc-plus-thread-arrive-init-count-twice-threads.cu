// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// A cp.async loader tracked by an mbarrier where every thread both issues
// cp.async.mbarrier.arrive.noinc and arrives itself after its scalar stores:
// two arrivals per thread per phase, and the barrier is initialised for 256.
#include "mbar.cuh"
__global__ void __launch_bounds__(128) noinc_loader(const float4 *__restrict__ src, float *__restrict__ out, int n) {
  __shared__ __align__(16) float4 buf[128];
  __shared__ float side[128];
  __shared__ __align__(8) uint64_t bar;
  int t = threadIdx.x;
  if (t == 0)
    mb_init(&bar, 256);
  __syncthreads();
  unsigned phase = 0;
  for (int base = blockIdx.x * 128; base < n; base += gridDim.x * 128) {
    unsigned d = smem(&buf[t]);
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(d), "l"(src + base + t) : "memory");
    asm volatile("cp.async.mbarrier.arrive.noinc.shared.b64 [%0];" ::"r"(smem(&bar)) : "memory");
    side[t] = (float)(base + t);
    mb_arrive(&bar);
    mb_wait_parity(&bar, phase);
    phase ^= 1;
    float4 v = buf[(t + 1) & 127];
    out[base + t] = v.x + v.y + v.z + v.w + side[(t + 1) & 127];
    __syncthreads();
  }
}
