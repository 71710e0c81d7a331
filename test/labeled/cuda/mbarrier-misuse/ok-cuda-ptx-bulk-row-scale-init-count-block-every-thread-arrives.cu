// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=256
// OK: the cuda::ptx row-scaling kernel whose barrier expects blockDim.x (256)
// arrivals and gets them: thread 0 arrives with `arrive.expect_tx` for the
// bulk copy's bytes, the other 255 threads with a plain arrive, so phase 0
// completes once all have arrived and the bytes have landed.
// (cols * 4 is a multiple of 16, cols <= 4096.)
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void __launch_bounds__(256) scale_rows_bulk(const float *__restrict__ x, float *__restrict__ y, float s,
                                                       int cols) {
  __shared__ __align__(16) float row[4096];
  __shared__ __align__(8) uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, blockDim.x);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  const uint32_t bytes = cols * sizeof(float);
  if (threadIdx.x == 0) {
    (void)ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, bytes);
    ptx::cp_async_bulk(ptx::space_cluster, ptx::space_global, row, x + (size_t)blockIdx.x * cols, bytes, &bar);
  } else {
    (void)ptx::mbarrier_arrive(&bar);
  }
  while (!ptx::mbarrier_try_wait_parity(&bar, 0u)) {
  }
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    y[(size_t)blockIdx.x * cols + c] = s * row[c];
}
