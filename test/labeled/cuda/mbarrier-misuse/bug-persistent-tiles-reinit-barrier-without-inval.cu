// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// Persistent elementwise kernel: each CTA loops over tiles, bulk-loading one
// 4 KiB tile per trip. To keep waiting on parity 0, thread 0 re-initialises
// the same mbarrier at the top of every tile, but never invalidates it: an
// mbarrier.init on a location that still holds a valid mbarrier object is
// undefined (PTX ISA, mbarrier.init / mbarrier.inval).
#include "mbar.cuh"

__global__ void persistent_axpy(const float4 *x, float4 *y, int ntiles, float a) {
  __shared__ alignas(128) float4 tile[256];
  __shared__ uint64_t bar;
  for (int t = blockIdx.x; t < ntiles; t += gridDim.x) {
    if (threadIdx.x == 0) {
      mb_init(&bar, 1); // BUG: the barrier of the previous tile is still valid
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
  }
}
