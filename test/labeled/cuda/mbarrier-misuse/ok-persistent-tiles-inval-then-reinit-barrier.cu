// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// Persistent elementwise kernel re-initialising its tile barrier every trip
// (so every wait is on parity 0): after the trip's closing __syncthreads (no
// thread still waits on it), thread 0 invalidates the barrier, and the next
// trip's init starts from an invalid object.
#include "mbar.cuh"

__global__ void persistent_axpy(const float4 *x, float4 *y, int ntiles, float a) {
  __shared__ alignas(128) float4 tile[256];
  __shared__ uint64_t bar;
  for (int t = blockIdx.x; t < ntiles; t += gridDim.x) {
    if (threadIdx.x == 0) {
      mb_init(&bar, 1);
      asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    }
    __syncthreads();
    if (threadIdx.x == 0) {
      asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&bar)), "r"(4096)
                   : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                   ::"r"(smem(tile)), "l"(x + (size_t)t * 256), "r"(4096), "r"(smem(&bar))
                   : "memory");
    }
    mb_wait_parity(&bar, 0);
    float4 v = tile[threadIdx.x], o = y[(size_t)t * 256 + threadIdx.x];
    o.x += a * v.x; o.y += a * v.y; o.z += a * v.z; o.w += a * v.w;
    y[(size_t)t * 256 + threadIdx.x] = o;
    __syncthreads();
    if (threadIdx.x == 0)
      mb_inval(&bar);
  }
}
