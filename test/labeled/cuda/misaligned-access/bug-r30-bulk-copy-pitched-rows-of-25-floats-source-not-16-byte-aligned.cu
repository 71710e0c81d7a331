// EXPECT: misaligned-access
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=128
// Sliding-window attention bias: each block bulk-copies eight rows of a
// pitched bias matrix into shared memory with cp.async.bulk, one row per
// copy. The matrix is stored with a pitch of 25 floats (the 24-entry window
// plus a sentinel), 100 bytes (BUG: cp.async.bulk needs its global source,
// its shared destination and its size to be multiples of 16; row 1 starts at
// byte 100 and each copy is 100 bytes).
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int PITCH = 25, ROWS = 8;
__global__ void __launch_bounds__(128)
    window_bias(const float *__restrict__ bias, const float *__restrict__ s, float *__restrict__ o) {
  __shared__ alignas(128) float tile[ROWS * PITCH + 8];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                   ROWS * PITCH * sizeof(float));
    for (int r = 0; r < ROWS; ++r)
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, tile + r * PITCH,
                         bias + ((size_t)blockIdx.x * ROWS + r) * PITCH, PITCH * sizeof(float),
                         &bar);
  }
  while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
  }
  const int r = threadIdx.x / 16, c = threadIdx.x % 16;
  const size_t g = ((size_t)blockIdx.x * ROWS + r) * 16 + c;
  o[g] = s[g] + tile[r * PITCH + c] + tile[r * PITCH + c + 8];
}
