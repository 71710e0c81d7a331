// EXPECT: clean
// ARCHS: sm_90 sm_80 sm_90a
// cuda::barrier with split arrive/wait around independent work, several
// phases in a loop.
#include <cuda/barrier>
#include <utility>
__global__ void overlap(float *x, const float *y, int steps) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ float s[256];
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  for (int k = 0; k < steps; ++k) {
    s[threadIdx.x] = x[k * blockDim.x + threadIdx.x];
    auto token = bar.arrive();
    float local = y[k * blockDim.x + threadIdx.x] * 0.5f;
    bar.wait(std::move(token));
    x[k * blockDim.x + threadIdx.x] = s[(threadIdx.x + 1) % blockDim.x] + local;
    bar.arrive_and_wait();
  }
}
