// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// MoE dispatch within a block: warps 0-3 each gather the tokens of one expert
// into shared memory and their 32 lanes arrive on that expert's mbarrier;
// warps 4-7 each wait on one expert's barrier and run its FFN slice. Thread
// 0's init loop stops at `e < NE - 1`, so expert 3's barrier is never
// initialised although warp 3 arrives on it and warp 7 waits on it.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int NE = 4;
__global__ void moe_expert_handoff_init_short(const float *x, const int *tok, const float *w,
                                              float *y) {
  __shared__ float buf[NE][32];
  __shared__ uint64_t ready[NE];
  if (threadIdx.x == 0)
    for (int e = 0; e < NE - 1; ++e)
      ptx::mbarrier_init(&ready[e], 32);
  __syncthreads();
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (warp < NE) {
    buf[warp][lane] = x[tok[(blockIdx.x * NE + warp) * 32 + lane]];
    ptx::mbarrier_arrive(&ready[warp]);
  } else {
    const int e = warp - NE;
    while (!ptx::mbarrier_try_wait_parity(&ready[e], 0)) {
    }
    y[(blockIdx.x * NE + e) * 32 + lane] = buf[e][lane] * w[e * 32 + lane];
  }
}
