// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// FP8/int8 GEMM tile load on Hopper: the full barrier of the A tile was
// initialised for two arrivals, the elected thread that issues the bulk copy
// (arrive.expect_tx) and lane 0 of warp 1, which used to copy the per-row
// scales and arrive. BUG: the scales were moved into the bulk copy's tile
// (they are now the last row), and the second arrive went away with the
// scale loader, but the init count stayed 2: the phase never completes and
// every thread spins in the wait forever.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int kTileBytes = 65 * 128;  // 64 rows of int8 + one row of scales
__global__ void load_a_tile(const signed char *__restrict__ a, float *__restrict__ out) {
  __shared__ alignas(128) signed char tile[kTileBytes];
  __shared__ uint64_t full;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&full, 2);  // BUG: one arrival left
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full,
                                   kTileBytes);
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, tile,
                       a + (size_t)blockIdx.x * kTileBytes, kTileBytes, &full);
  }
  while (!ptx::mbarrier_try_wait_parity(&full, 0)) {
  }
  const float scale = reinterpret_cast<const float *>(tile + 64 * 128)[threadIdx.x % 32];
  int acc = 0;
  for (int k = 0; k < 128; ++k)
    acc += tile[(threadIdx.x % 64) * 128 + k];
  out[blockIdx.x * 128 + threadIdx.x] = acc * scale;
}
