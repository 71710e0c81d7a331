// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// A bulk copy written with cuda::ptx: thread 0 initialises the barrier for
// one arrival, announces the transaction bytes with arrive.expect_tx and
// issues cp.async.bulk completing on the barrier; every thread waits on
// parity 0 before reading the tile. (Under nvcc -G every cuda::ptx call is
// an out-of-line wrapper around one instruction.)
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void scale_tile(const float *__restrict__ in, float *out) {
  __shared__ alignas(16) float buf[256];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                   sizeof(buf));
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, buf, in + blockIdx.x * 256,
                       sizeof(buf), &bar);
  }
  while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
  }
  out[blockIdx.x * 256 + threadIdx.x] = buf[threadIdx.x] * 2.0f;
}
