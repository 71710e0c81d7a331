// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=96
// The empty barriers expect CONSUMER_WARPS arrivals, one per consumer warp
// (elect.sync elects exactly one lane of each), so a slot is handed back only
// when both consumer warps are done with it.
// Warp 0 produces a ring of STAGES slots of 64 floats; warps 1 and 2 both
// consume every slot (each reduces half of it) and release it with one
// arrival from an elect.sync-elected lane per consumer warp.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
#define STAGES 3
#define CONSUMER_WARPS 2
__device__ __forceinline__ bool elect_one() {
  unsigned is_elected;
  asm volatile("{\n\t.reg .pred p;\n\telect.sync _|p, 0xffffffff;\n\t"
               "selp.u32 %0, 1, 0, p;\n\t}"
               : "=r"(is_elected));
  return is_elected != 0;
}
__global__ void ring_two_consumers(const float *in, float *out, int tiles) {
  __shared__ float buf[STAGES][64];
  __shared__ uint64_t full[STAGES], empty[STAGES];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      ptx::mbarrier_init(&full[s], 32);
      ptx::mbarrier_init(&empty[s], CONSUMER_WARPS);
    }
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  if (warp == 0) {
    for (int t = 0; t < tiles; ++t) {
      const int s = t % STAGES;
      const uint32_t phase = (t / STAGES) & 1;
      while (!ptx::mbarrier_try_wait_parity(&empty[s], phase ^ 1)) {
      }
      buf[s][lane] = in[t * 64 + lane];
      buf[s][lane + 32] = in[t * 64 + lane + 32];
      ptx::mbarrier_arrive(&full[s]);
    }
  } else {
    float acc = 0.f;
    for (int t = 0; t < tiles; ++t) {
      const int s = t % STAGES;
      const uint32_t phase = (t / STAGES) & 1;
      while (!ptx::mbarrier_try_wait_parity(&full[s], phase)) {
      }
      acc += buf[s][(warp - 1) * 32 + lane];
      __syncwarp();
      if (elect_one())
        ptx::mbarrier_arrive(&empty[s]);
    }
    out[blockIdx.x * 64 + (warp - 1) * 32 + lane] = acc;
  }
}
