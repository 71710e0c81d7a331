// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// Grouped (MoE) GEMV: each block walks the expert groups; every group has
// its own number of 256-float K tiles, loaded from group_ktiles[g]. Thread 0
// produces into a 2-stage bulk-copy ring (full barriers: one arrive.expect_tx
// each, empty barriers: all 128 threads release), issuing up to two tiles
// ahead in a prologue and one more after each consumed tile while
// issued < kt; every thread consumes kt tiles. Stage and phase of both sides
// carry across groups. The prologue and the main loop test the same loaded
// kt, so a group the prologue skips (kt <= 0) is one the main loop skips too.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int STAGES = 2, KT = 256;
__global__ void __launch_bounds__(128) grouped_gemv(const float* __restrict__ W, const int* __restrict__ group_ktiles,
                                                    const float* __restrict__ x, float* __restrict__ y, int ngroups) {
  __shared__ alignas(16) float tile[STAGES][KT];
  __shared__ uint64_t full[STAGES], empty[STAGES];
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) { ptx::mbarrier_init(&full[s], 1); ptx::mbarrier_init(&empty[s], 128); }
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  int pstage = 0, cstage = 0; uint32_t pphase = 0, cphase = 0;
  size_t off = 0;
  for (int g = 0; g < ngroups; ++g) {
    const int kt = group_ktiles[g];
    float acc = 0.f;
    int issued = 0;
    // prologue: thread 0 fills up to STAGES tiles
    if (threadIdx.x == 0)
      for (; issued < kt && issued < STAGES; ++issued) {
        while (!ptx::mbarrier_try_wait_parity(&empty[pstage], pphase ^ 1)) {}
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full[pstage], sizeof(tile[0]));
        ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, tile[pstage], W + off + (size_t)issued * KT, sizeof(tile[0]), &full[pstage]);
        if (++pstage == STAGES) { pstage = 0; pphase ^= 1; }
      }
    for (int k = 0; k < kt; ++k) {
      while (!ptx::mbarrier_try_wait_parity(&full[cstage], cphase)) {}
      acc += tile[cstage][threadIdx.x] * x[k * KT + threadIdx.x] + tile[cstage][threadIdx.x + 128] * x[k * KT + threadIdx.x + 128];
      ptx::mbarrier_arrive(&empty[cstage]);
      if (++cstage == STAGES) { cstage = 0; cphase ^= 1; }
      if (threadIdx.x == 0 && issued < kt) {
        while (!ptx::mbarrier_try_wait_parity(&empty[pstage], pphase ^ 1)) {}
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full[pstage], sizeof(tile[0]));
        ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, tile[pstage], W + off + (size_t)issued * KT, sizeof(tile[0]), &full[pstage]);
        if (++pstage == STAGES) { pstage = 0; pphase ^= 1; }
        ++issued;
      }
    }
    off += (size_t)kt * KT;
    y[(size_t)g * gridDim.x * 128 + blockIdx.x * 128 + threadIdx.x] = acc;
  }
}
