// EXPECT: mbarrier-misuse
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=384
// Warp-specialised row-reduction in the CUTLASS shape: warpgroup 0 gives up
// registers (setmaxnreg.dec 40) and one elected lane of its first warp streams
// 2 KiB tiles into a two-stage ring with bulk copies; warpgroups 1 and 2 take
// registers (setmaxnreg.inc 232) and consume. empty[s] is initialised for two
// arrivals, "one per consumer warpgroup", but the release was written as a
// plain mbarrier_arrive by every consumer thread (BUG: 256 arrivals on a
// barrier that expects 2, so the phase completes with the first two threads
// and the producer overwrites a stage the other warps are still reading).
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int STAGES = 2, TILE = 512;
__device__ __forceinline__ bool elect_one() {
  unsigned pred;
  asm volatile("{\n\t.reg .pred p;\n\telect.sync _|p, 0xffffffff;\n\tselp.u32 %0, 1, 0, p;\n\t}"
               : "=r"(pred));
  return pred != 0;
}
__global__ void __launch_bounds__(384, 1)
    ws_rowsum(const float *__restrict__ in, float *__restrict__ out, int tiles) {
  __shared__ alignas(128) float ring[STAGES][TILE];
  __shared__ uint64_t full[STAGES], empty[STAGES];
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      ptx::mbarrier_init(&full[s], 1);
      ptx::mbarrier_init(&empty[s], 2);
    }
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  if (wg == 0) {
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
    if (threadIdx.x < 32 && elect_one()) {
      for (int k = 0; k < tiles; ++k) {
        const int s = k % STAGES;
        const uint32_t ph = (k / STAGES) & 1;
        while (!ptx::mbarrier_try_wait_parity(&empty[s], ph ^ 1)) {
        }
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared,
                                       &full[s], sizeof(ring[s]));
        ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, ring[s],
                           in + ((size_t)blockIdx.x * tiles + k) * TILE, sizeof(ring[s]),
                           &full[s]);
      }
    }
  } else {
    asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
    float acc = 0.f;
    const int half = (wg - 1) * 256;
    for (int k = 0; k < tiles; ++k) {
      const int s = k % STAGES;
      while (!ptx::mbarrier_try_wait_parity(&full[s], (uint32_t)((k / STAGES) & 1))) {
      }
      acc += ring[s][half + t] + ring[s][half + 128 + t];
      ptx::mbarrier_arrive(&empty[s]);
    }
    out[(size_t)blockIdx.x * 256 + threadIdx.x - 128] = acc;
  }
}
