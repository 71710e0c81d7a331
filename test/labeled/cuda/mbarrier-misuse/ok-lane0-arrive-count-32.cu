// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Each warp reports completion with one arrive by its lane 0 that counts
// for the warp's 32 threads (mbarrier.arrive with a count operand) after a
// __syncwarp (the count operand needs sm_90); the barrier is initialised
// for all 128 threads, 4 x 32.
#include "mbar.cuh"
__global__ void __launch_bounds__(128) warp_done(const float *in, float *out) {
  __shared__ uint64_t bar;
  __shared__ float s[128];
  unsigned t = threadIdx.x;
  if (t == 0)
    mb_init(&bar, 128);
  __syncthreads();
  s[t] = 2.f * in[blockIdx.x * 128 + t];
  __syncwarp();
  uint64_t state = 0;
  if (t % 32 == 0)
    asm volatile("mbarrier.arrive.shared.b64 %0, [%1], %2;" : "=l"(state) : "r"(smem(&bar)), "r"(32) : "memory");
  mb_wait_parity(&bar, 0);
  out[blockIdx.x * 128 + t] = s[127 - t];
  (void)state;
}
