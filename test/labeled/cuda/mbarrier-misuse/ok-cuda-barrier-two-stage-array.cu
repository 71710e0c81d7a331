// EXPECT: clean
// ARCHS: sm_80 sm_90
// A two-stage ring of cuda::barrier objects: thread 0 initialises both for
// the whole block, a __syncthreads() publishes them, and each tile's
// threads fill their stage, arrive_and_wait on the stage's barrier, and use
// the neighbour's value.
#include <cuda/barrier>
using block_barrier = cuda::barrier<cuda::thread_scope_block>;
__global__ void two_stage(const float *x, float *y, int tiles) {
  __shared__ block_barrier bar[2];
  __shared__ float buf[2][256];
  if (threadIdx.x == 0) {
    init(&bar[0], blockDim.x);
    init(&bar[1], blockDim.x);
  }
  __syncthreads();
  for (int t = 0; t < tiles; ++t) {
    const int s = t & 1;
    buf[s][threadIdx.x] = x[(size_t)t * blockDim.x + threadIdx.x];
    bar[s].arrive_and_wait();
    y[(size_t)t * blockDim.x + threadIdx.x] = buf[s][(threadIdx.x + 1) % blockDim.x];
  }
}
