// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=160
// Warp-specialised bulk-copy ring in cuda::ptx: lane 0 of warp 0 waits on
// empty[s] with parity phase ^ 1, posts expect_tx and copies into stage s;
// warps 1-4 wait on full[s] with parity `phase` and their lane 0s arrive on
// empty[s] (4 arrivals). Producer and consumers both wrap `s` and flip their
// own phase bit each time they pass the last stage.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
#define STAGES 4
__global__ void __launch_bounds__(160) ws_ring(const float *__restrict__ in, float *out, int tiles) {
  __shared__ alignas(128) float buf[STAGES][128];
  __shared__ uint64_t full[STAGES], empty[STAGES];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      ptx::mbarrier_init(&full[s], 1);
      ptx::mbarrier_init(&empty[s], 4);
    }
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  int s = 0;
  uint32_t phase = 0;
  if (warp == 0) {
    if (lane == 0) {
      for (int t = 0; t < tiles; ++t) {
        while (!ptx::mbarrier_try_wait_parity(&empty[s], phase ^ 1)) {
        }
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared,
                                       &full[s], sizeof(buf[s]));
        ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, buf[s], in + (size_t)t * 128,
                           sizeof(buf[s]), &full[s]);
        if (++s == STAGES) {
          s = 0;
          phase ^= 1;
        }
      }
    }
  } else {
    float acc = 0.f;
    for (int t = 0; t < tiles; ++t) {
      while (!ptx::mbarrier_try_wait_parity(&full[s], phase)) {
      }
      acc += buf[s][(warp - 1) * 32 + lane];
      __syncwarp();
      if (lane == 0)
        ptx::mbarrier_arrive(&empty[s]);
      if (++s == STAGES) {
        s = 0;
        phase ^= 1;
      }
    }
    out[blockIdx.x * 128 + threadIdx.x - 32] = acc;
  }
}
