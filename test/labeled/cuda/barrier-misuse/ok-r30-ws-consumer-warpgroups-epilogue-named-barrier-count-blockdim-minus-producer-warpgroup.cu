// EXPECT: clean
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=384
// Warp-specialised GEMV epilogue: warpgroup 0 is the bulk-copy producer and
// leaves after its last copy; warpgroups 1 and 2 consume the x ring, write
// their partial row sums to shared memory and meet on named barrier 1 before
// warpgroup 1 adds the two halves. The barrier count is blockDim.x - 128,
// the 256 consumer threads that execute bar.sync 1.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void __launch_bounds__(384, 1)
    ws_gemv(const float *__restrict__ w, const float *__restrict__ x, float *__restrict__ y,
            int chunks) {
  __shared__ alignas(128) float xs[2][256];
  __shared__ float part[256];
  __shared__ uint64_t full[2], empty[2];
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  if (threadIdx.x == 0) {
    for (int s = 0; s < 2; ++s) {
      ptx::mbarrier_init(&full[s], 1);
      ptx::mbarrier_init(&empty[s], 256);
    }
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  if (wg == 0) {
    if (threadIdx.x == 0) {
      for (int c = 0; c < chunks; ++c) {
        const int s = c & 1;
        while (!ptx::mbarrier_try_wait_parity(&empty[s], ((c >> 1) & 1) ^ 1)) {
        }
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared,
                                       &full[s], sizeof(xs[s]));
        ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, xs[s], x + (size_t)c * 256,
                           sizeof(xs[s]), &full[s]);
      }
    }
    return;
  }
  const int row = blockIdx.x * 128 + t, half = wg - 1;
  float acc = 0.f;
  for (int c = 0; c < chunks; ++c) {
    const int s = c & 1;
    while (!ptx::mbarrier_try_wait_parity(&full[s], (c >> 1) & 1)) {
    }
    for (int j = half * 128; j < half * 128 + 128; ++j)
      acc += w[(size_t)row * chunks * 256 + c * 256 + j] * xs[s][j];
    ptx::mbarrier_arrive(&empty[s]);
  }
  part[threadIdx.x - 128] = acc;
  asm volatile("bar.sync 1, %0;" ::"r"(blockDim.x - 128) : "memory");
  if (wg == 1)
    y[row] = part[t] + part[128 + t];
}
