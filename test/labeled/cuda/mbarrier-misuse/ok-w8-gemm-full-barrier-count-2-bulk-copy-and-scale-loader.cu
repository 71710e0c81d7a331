// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// FP8/int8 GEMM tile load with two producers on one full barrier: thread 0
// issues the bulk copy of the int8 tile with arrive.expect_tx, and lane 0 of
// warp 1 copies the 32 per-row scales with plain loads and arrives after
// them. The barrier is initialised for exactly those two arrivals; every
// thread then waits on parity 0.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int kTileBytes = 64 * 128;
__global__ void load_a_tile(const signed char *__restrict__ a, const float *__restrict__ scales,
                            float *__restrict__ out) {
  __shared__ alignas(128) signed char tile[kTileBytes];
  __shared__ float s_scale[32];
  __shared__ uint64_t full;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&full, 2);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full,
                                   kTileBytes);
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, tile,
                       a + (size_t)blockIdx.x * kTileBytes, kTileBytes, &full);
  } else if (threadIdx.x == 32) {
    for (int r = 0; r < 32; ++r)
      s_scale[r] = scales[blockIdx.x * 32 + r];
    ptx::mbarrier_arrive(&full);
  }
  while (!ptx::mbarrier_try_wait_parity(&full, 0)) {
  }
  int acc = 0;
  for (int k = 0; k < 128; ++k)
    acc += tile[(threadIdx.x % 64) * 128 + k];
  out[blockIdx.x * 128 + threadIdx.x] = acc * s_scale[threadIdx.x % 32];
}
