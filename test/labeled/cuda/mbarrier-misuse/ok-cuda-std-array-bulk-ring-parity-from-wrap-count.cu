// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// Three-slot ring of bulk copies whose mbarriers live in a
// cuda::std::array, initialised by a range-for in thread 0. Thread 0 fills
// the ring in a prologue and refills slot k % 3 only after the CTA barrier
// at the end of iteration k, so no slot is overwritten while it is read.
// Every thread waits on parity (k / 3) & 1: slot s completes its phases in
// order 0, 1, 0, ... once per wrap of the ring, which looks like a stale
// parity but is exactly the phase being waited for.
#include <cuda/ptx>
#include <cuda/std/array>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int kStages = 3, kTile = 2048;
__device__ __forceinline__ void issue(uint64_t *bar, float *dst, const float *src) {
  ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, bar, kTile * sizeof(float));
  ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, dst, src, kTile * sizeof(float), bar);
}
__global__ void __launch_bounds__(256) ring_dot(const float *__restrict__ x, const float *__restrict__ w,
                                                float *__restrict__ out, int ntiles) {
  __shared__ alignas(128) float tiles[kStages][kTile];
  __shared__ cuda::std::array<uint64_t, kStages> full;
  const float *src = x + (size_t)blockIdx.x * ntiles * kTile;
  if (threadIdx.x == 0) {
    for (auto &b : full)
      ptx::mbarrier_init(&b, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (threadIdx.x == 0)
    for (int k = 0; k < kStages && k < ntiles; ++k)
      issue(&full[k], tiles[k], src + (size_t)k * kTile);
  float acc = 0.f;
  for (int k = 0; k < ntiles; ++k) {
    const int s = k % kStages;
    while (!ptx::mbarrier_try_wait_parity(&full[s], (k / kStages) & 1)) {
    }
    for (int i = threadIdx.x; i < kTile; i += 256)
      acc += tiles[s][i] * w[i];
    __syncthreads();
    if (threadIdx.x == 0 && k + kStages < ntiles)
      issue(&full[s], tiles[s], src + (size_t)(k + kStages) * kTile);
  }
  out[(size_t)blockIdx.x * 256 + threadIdx.x] = acc;
}
