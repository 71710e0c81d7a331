// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=96
// Two producer warps fill the halves of a tile and their leaders each arrive
// once on the full barrier, initialised with count 2: the phase completes
// only when both halves are written, then warp 2 consumes.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void two_producers2(const float *in, float *out) {
  __shared__ float tile[64];
  __shared__ uint64_t full;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&full, 2);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  if (warp < 2) {
    tile[warp * 32 + lane] = in[blockIdx.x * 64 + warp * 32 + lane];
    __syncwarp();
    if (lane == 0)
      ptx::mbarrier_arrive(&full);
  } else {
    while (!ptx::mbarrier_try_wait_parity(&full, 0)) {
    }
    out[blockIdx.x * 32 + lane] = tile[lane] + tile[lane + 32];
  }
}
