// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Gathering 128 scattered 64-byte rows into shared memory: every thread
// issues the bulk copy of its own row and announces its 64 bytes with its
// own arrive.expect_tx on the one barrier. The barrier was initialised for
// one arrival, as in the single-copy version this came from (BUG: 128
// arrivals on a count of 1 run through 128 phases; waiters on parity 0 pass
// after the first row lands).
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void __launch_bounds__(128)
gather_rows(const float *__restrict__ table, const int *__restrict__ idx, float *__restrict__ out) {
  __shared__ alignas(16) float rows[128][16];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  const int r = idx[blockIdx.x * 128 + threadIdx.x];
  ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                 sizeof(rows[0]));
  ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, rows[threadIdx.x], table + (size_t)r * 16,
                     sizeof(rows[0]), &bar);
  while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
  }
  float s = 0.f;
  for (int k = 0; k < 16; ++k) s += rows[(threadIdx.x + k) & 127][k];
  out[blockIdx.x * 128 + threadIdx.x] = s;
}
