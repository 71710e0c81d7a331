// EXPECT: clean
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=256
// OK: persistent 5x5 Gaussian blur. Each CTA walks tiles tile = blockIdx.x,
// + gridDim.x, ...; thread 0 copies the tile's 36 halo rows of 144 floats
// into shared memory with one cp.async.bulk per row, completing on an
// mbarrier. The barrier is initialised once before the tile loop; the CTA's
// n-th tile completes phase n, so every thread waits with parity n & 1.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int TW = 128, TH = 32, R = 2, PW = TW + 2 * R + 12, PH = TH + 2 * R;
__constant__ float g5[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};
__global__ void __launch_bounds__(256)
blur5_persistent(const float *__restrict__ src, float *__restrict__ dst, int W, int H, int ntx, int ntiles) {
  __shared__ alignas(128) float tile[PH][PW];
  __shared__ alignas(8) uint64_t bar;
  const int t = threadIdx.x;
  if (t == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  uint32_t phase = 0;
  for (int id = blockIdx.x; id < ntiles; id += gridDim.x, phase ^= 1u) {
    const int x0 = (id % ntx) * TW, y0 = (id / ntx) * TH;
    if (t == 0) {
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, PH * PW * 4);
      for (int r = 0; r < PH; ++r)
        ptx::cp_async_bulk(ptx::space_cluster, ptx::space_global, tile[r],
                           src + (size_t)(y0 + r) * (W + 2 * R + 12) + x0, PW * 4, &bar);
    }
    while (!ptx::mbarrier_try_wait_parity(&bar, phase)) {
    }
    for (int i = t; i < TW * TH; i += 256) {
      const int ty = i / TW, tx = i % TW;
      float h[5];
      for (int dy = 0; dy < 5; ++dy) {
        float a = 0.f;
        for (int dx = 0; dx < 5; ++dx) a += g5[dx] * tile[ty + dy][tx + dx];
        h[dy] = a;
      }
      float v = 0.f;
      for (int dy = 0; dy < 5; ++dy) v += g5[dy] * h[dy];
      if (x0 + tx < W && y0 + ty < H) dst[(size_t)(y0 + ty) * W + x0 + tx] = v;
    }
    __syncthreads();
  }
}
