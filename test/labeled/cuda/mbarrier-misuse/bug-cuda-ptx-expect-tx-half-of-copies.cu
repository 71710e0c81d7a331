// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// A cuda::ptx pipeline step: thread 0 expects the bytes of one of the two
// bulk copies that complete on the barrier. The second copy drives the
// tx-count below zero (undefined behaviour); in practice the phase can
// complete while the second half is still being written, and the block reads
// half a stale tile.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void two_halves(const float *src, float *dst, int tiles) {
  __shared__ __align__(128) float buf[512];
  __shared__ uint64_t full;
  if (threadIdx.x == 0)
    ptx::mbarrier_init(&full, 1);
  __syncthreads();
  float acc = 0.f;
  uint32_t phase = 0;
  for (int t = 0; t < tiles; ++t) {
    if (threadIdx.x == 0) {
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full, 1024);
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, buf, src + t * 512, 1024, &full);
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, buf + 256, src + t * 512 + 256, 1024, &full);
    }
    while (!ptx::mbarrier_try_wait_parity(&full, phase)) {
    }
    phase ^= 1;
    acc += buf[threadIdx.x % 512];
    __syncthreads();
  }
  dst[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
