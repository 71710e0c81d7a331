// EXPECT: warp-sync-mask
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=256
// Warp-specialised bulk-copy pipeline: warp 0 is the producer, and CUTLASS's
// idiom `if (warp_idx == 0 && elect_one_sync())` picks one lane of it to issue
// the copies. Here the test was "simplified" to threadIdx.x == 0 (BUG: the
// && short-circuits, so only lane 0 executes elect.sync with the full
// membermask, which waits for 31 lanes that never arrive).
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int STAGES = 3, TILE = 2048;
__device__ __forceinline__ bool elect_one_sync() {
  unsigned pred;
  asm volatile("{\n\t.reg .pred p;\n\telect.sync _|p, 0xffffffff;\n\tselp.u32 %0, 1, 0, p;\n\t}"
               : "=r"(pred));
  return pred != 0;
}
__global__ void __launch_bounds__(256)
    bulk_pipeline_scale(const float *__restrict__ in, float *__restrict__ out, float alpha, int tiles) {
  __shared__ alignas(128) float ring[STAGES][TILE];
  __shared__ uint64_t full[STAGES];
  if (threadIdx.x < STAGES)
    ptx::mbarrier_init(&full[threadIdx.x], 1);
  ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  __syncthreads();
  if (threadIdx.x == 0 && elect_one_sync()) {
    for (int k = 0; k < tiles && k < STAGES; ++k) {
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared,
                                     &full[k], sizeof(ring[k]));
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, ring[k],
                         in + ((size_t)blockIdx.x * tiles + k) * TILE, sizeof(ring[k]), &full[k]);
    }
  }
  for (int k = 0; k < tiles && k < STAGES; ++k) {
    while (!ptx::mbarrier_try_wait_parity(&full[k], 0)) {
    }
    for (int i = threadIdx.x; i < TILE; i += 256)
      out[((size_t)blockIdx.x * tiles + k) * TILE + i] = alpha * ring[k][i];
  }
}
