// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=160
// Quantised GEMV with one loader warp and four compute warps synchronising
// through a cuda::barrier per k-chunk. The barrier was initialised with the
// compute threads only (blockDim.x - 32 = 128), meant for a loader that
// arrives with arrive_and_drop; BUG: the loader calls arrive_and_wait like
// everyone else, so each phase gets 160 arrivals for an expected count of
// 128: the phase completes with the first 128, and the extra 32 arrivals
// land in the next phase (PTX: more arrivals than expected is undefined).
#include <cuda/barrier>
using barrier_t = cuda::barrier<cuda::thread_scope_block>;
__global__ void gemv_w8(const signed char *__restrict__ w, const float *__restrict__ x,
                        const float *__restrict__ scale, float *__restrict__ y, int k) {
  __shared__ float xs[256];
  __shared__ barrier_t bar;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0)
    init(&bar, blockDim.x - 32);
  __syncthreads();
  float acc = 0.f;
  for (int c = 0; c < k; c += 256) {
    if (warp == 0) {
      for (int i = lane; i < 256; i += 32)
        xs[i] = c + i < k ? x[c + i] : 0.f;
    }
    bar.arrive_and_wait();  // BUG: the loader warp is not in the count
    if (warp > 0) {
      const int row = blockIdx.x * 4 + warp - 1;
      for (int i = lane; i < 256 && c + i < k; i += 32)
        acc += (float)w[(size_t)row * k + c + i] * xs[i];
    }
    bar.arrive_and_wait();
  }
  for (int o = 16; o > 0; o >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (warp > 0 && lane == 0)
    y[blockIdx.x * 4 + warp - 1] = acc * scale[blockIdx.x * 4 + warp - 1];
}
