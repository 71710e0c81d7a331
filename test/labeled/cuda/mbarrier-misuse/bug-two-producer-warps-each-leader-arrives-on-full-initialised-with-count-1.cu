// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=96
// A tile is filled by two producer warps (warp 0 the first half, warp 1 the
// second), and the leader of each producer warp arrives on the tile's full
// barrier when its half is written; warp 2 consumes. The barrier was
// initialised with count 1 (as for a single producer thread), so the first
// leader's arrival completes the phase and warp 2 can read the half the
// other warp has not written yet; the second arrival lands in the next phase.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void two_producers(const float *in, float *out) {
  __shared__ float tile[64];
  __shared__ uint64_t full;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&full, 1);
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
