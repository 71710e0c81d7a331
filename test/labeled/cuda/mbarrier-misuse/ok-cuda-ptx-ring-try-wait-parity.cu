// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=160
// Hopper producer/consumer ring without TMA, written with cuda::ptx: one
// producer warp fills STAGES slots with plain loads and arrives on full[s]
// (32 arrivals), four consumer warps wait by parity, consume, and each
// consumer warp's lane 0 arrives on empty[s] (4 arrivals).
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
      __syncwarp();
      if (lane == 0)
        ptx::mbarrier_arrive(&empty[s]);
    }
  }
}
