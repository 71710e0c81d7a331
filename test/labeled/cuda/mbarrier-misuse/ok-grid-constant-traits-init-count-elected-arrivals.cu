// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Row-block normalisation with its tile load configured by a traits struct
// and its pointers in one `__grid_constant__` parameter struct. The bulk
// config has no loader warps, and the init count is written as the number
// of arrivals that really happen: kLoaderWarps * 32 plus one elected
// arrive.expect_tx (= 1). Looks like the "0 loader warps" trap, but the
// count is 1 and exactly one thread arrives per phase.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
struct BulkCfg {
  static constexpr int kLoaderWarps = 0;
  static constexpr int kElected = 1;
  static constexpr int kRows = 8, kCols = 256;
  static constexpr uint32_t kTileBytes = kRows * kCols * sizeof(float);
};
struct Params {
  const float *in;
  float *out;
  float eps;
};
template <class Cfg>
__global__ void __launch_bounds__(128) rownorm(const __grid_constant__ Params p) {
  __shared__ alignas(128) float tile[Cfg::kRows * Cfg::kCols];
  __shared__ uint64_t full;
  const uint32_t bytes = Cfg::kTileBytes;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&full, Cfg::kLoaderWarps * 32 + Cfg::kElected);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full,
                                   bytes);
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, tile,
                       p.in + (size_t)blockIdx.x * Cfg::kRows * Cfg::kCols, bytes, &full);
  }
  while (!ptx::mbarrier_try_wait_parity(&full, 0)) {
  }
  const int r = threadIdx.x >> 4, c0 = threadIdx.x & 15;
  float ss = 0.f;
  for (int c = c0; c < Cfg::kCols; c += 16)
    ss += tile[r * Cfg::kCols + c] * tile[r * Cfg::kCols + c];
  for (int o = 8; o > 0; o >>= 1)
    ss += __shfl_xor_sync(0xffffffffu, ss, o, 16);
  const float inv = rsqrtf(ss / Cfg::kCols + p.eps);
  for (int c = c0; c < Cfg::kCols; c += 16)
    p.out[((size_t)blockIdx.x * Cfg::kRows + r) * Cfg::kCols + c] = tile[r * Cfg::kCols + c] * inv;
}
template __global__ void rownorm<BulkCfg>(const __grid_constant__ Params);
