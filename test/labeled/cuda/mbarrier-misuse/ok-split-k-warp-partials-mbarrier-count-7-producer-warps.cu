// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// Intra-CTA split-K: lane 0 of warps 1-7 arrives on a "partials ready"
// mbarrier initialised with count 7 (the producer warps only); warp 0 waits
// for the phase and sums the partials.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void splitk_partials7(const float *a, float *c, int k) {
  __shared__ float part[8];
  __shared__ uint64_t ready;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&ready, 7);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  const int slice = k / 8;
  float acc = 0.f;
  for (int j = lane; j < slice; j += 32)
    acc += a[(size_t)blockIdx.x * k + warp * slice + j];
  for (int o = 16; o > 0; o >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (warp != 0) {
    if (lane == 0) {
      part[warp] = acc;
      ptx::mbarrier_arrive(&ready);
    }
  } else {
    while (!ptx::mbarrier_try_wait_parity(&ready, 0)) {
    }
    if (lane == 0) {
      float s = acc;
      for (int w = 1; w < 8; ++w)
        s += part[w];
      c[blockIdx.x] = s;
    }
  }
}
