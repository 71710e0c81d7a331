// EXPECT: barrier-divergence
// The persistent sparse-tile kernel rewritten to skip work per element: a
// thread whose own element is zero `continue`s to the next tile -- past the
// tile's two __syncthreads() that the other threads of the block wait on
// (BUG: the skip is decided per thread).
#include <cuda_runtime.h>
__global__ void __launch_bounds__(256)
sparse_tile_scale(float *__restrict__ data, const float *__restrict__ scale, int ntiles) {
  __shared__ float tile[256];
  for (int t = blockIdx.x; t < ntiles; t += gridDim.x) {
    const float x = data[(size_t)t * 256 + threadIdx.x];
    if (x == 0.f) continue;
    tile[threadIdx.x] = x;
    __syncthreads();
    const float v = 0.5f * (tile[threadIdx.x] + tile[threadIdx.x ^ 1]) * scale[t];
    __syncthreads();
    data[(size_t)t * 256 + threadIdx.x] = v;
  }
}
