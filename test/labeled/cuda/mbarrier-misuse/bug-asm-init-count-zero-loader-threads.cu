// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// Bulk-copy staging on a raw mbarrier (inline PTX). The stage used to be
// filled by a loader warp with cp.async, so the barrier counted one arrival
// per loader thread (LOADER_WARPS * 32). The loads were moved to one bulk
// copy issued by thread 0 with arrive.expect_tx, and LOADER_WARPS set to 0,
// but the init still takes its count from it: mbarrier.init with an expected
// count of 0 is outside [1, 2^20 - 1] and undefined (BUG: the count must be
// the one elected arrival).
#include <cstdint>
constexpr int LOADER_WARPS = 0; // all loads now by the bulk copy
__device__ __forceinline__ uint32_t s_addr(const void *p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}
__global__ void __launch_bounds__(128) bulk_stage(const float4 *__restrict__ src,
                                                  float *__restrict__ out) {
  __shared__ __align__(16) float4 tile[128];
  __shared__ __align__(8) uint64_t full;
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(s_addr(&full)),
                 "r"(LOADER_WARPS * 32)); // BUG: count 0
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(s_addr(&full)),
                 "r"(128 * 16)
                 : "memory");
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes"
                 " [%0], [%1], %2, [%3];" ::"r"(s_addr(tile)),
                 "l"(src + (size_t)blockIdx.x * 128), "r"(128 * 16), "r"(s_addr(&full))
                 : "memory");
  }
  asm volatile("{\n\t.reg .pred p;\n"
               "LAB_WAIT_%=:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], 0;\n\t"
               "@!p bra LAB_WAIT_%=;\n\t}" ::"r"(s_addr(&full))
               : "memory");
  float4 v = tile[threadIdx.x];
  out[blockIdx.x * 128 + threadIdx.x] = v.x + v.y + v.z + v.w;
}
