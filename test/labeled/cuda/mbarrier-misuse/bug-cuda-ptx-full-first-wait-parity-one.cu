// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// A single bulk tile load written with cuda::ptx whose readers wait on the
// full barrier with parity 1. The barrier starts in phase 0 and parity 1
// names the phase before it, which counts as complete: threads that get there
// before the copy lands pass at once and read `buf` unfilled, and threads that
// get there after it landed wait for phase 1, which never comes (a hang).
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void __launch_bounds__(256) scale_tile(const float *__restrict__ in, float *out) {
  __shared__ alignas(16) float buf[256];
  __shared__ uint64_t full;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&full, 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full,
                                   sizeof(buf));
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, buf, in + blockIdx.x * 256,
                       sizeof(buf), &full);
  }
  while (!ptx::mbarrier_try_wait_parity(&full, 1)) {
  }
  out[blockIdx.x * 256 + threadIdx.x] = buf[(threadIdx.x + 1) & 255] * 2.0f;
}
