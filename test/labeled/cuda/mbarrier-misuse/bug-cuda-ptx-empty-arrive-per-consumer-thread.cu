// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=160
// cuda::ptx ring where the empty barriers expect one arrival per consumer
// warp (4), but every consumer thread arrives: 128 arrivals complete the
// phase 32 times over and let the producer overwrite slots still in use.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
#define STAGES 2
__global__ void ring(const float *in, float *out, int tiles) {
  __shared__ float buf[STAGES][32];
  __shared__ uint64_t full[STAGES], empty[STAGES];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      ptx::mbarrier_init(&full[s], 32);
      ptx::mbarrier_init(&empty[s], 4);
    }
  }
  __syncthreads();
  if (warp == 0) {
    for (int t = 0; t < tiles; ++t) {
      int s = t % STAGES;
      uint32_t phase = (t / STAGES) & 1;
      while (!ptx::mbarrier_try_wait_parity(&empty[s], phase ^ 1)) {
      }
      buf[s][lane] = in[t * 32 + lane];
      ptx::mbarrier_arrive(&full[s]);
    }
  } else {
    for (int t = 0; t < tiles; ++t) {
      int s = t % STAGES;
      uint32_t phase = (t / STAGES) & 1;
      while (!ptx::mbarrier_try_wait_parity(&full[s], phase)) {
      }
      atomicAdd(&out[t * 4 + warp - 1], buf[s][lane]);
      ptx::mbarrier_arrive(&empty[s]);
    }
  }
}
