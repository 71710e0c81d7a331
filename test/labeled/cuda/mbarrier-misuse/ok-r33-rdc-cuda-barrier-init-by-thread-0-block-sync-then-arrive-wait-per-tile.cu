// EXPECT: clean
// ARCHS: sm_80 sm_90
// MODES: O3 G
// NVCC-ARGS: -rdc=true
// PTXLINT-ARGS: --block-dim=256
// libcu++ cuda::barrier in a tiled elementwise kernel built with separate
// compilation: thread 0 constructs the block barrier with init(), a
// __syncthreads() publishes it, and every tile ends with arrive_and_wait()
// by all 256 threads, the expected count.
#include <cuda/barrier>
__device__ float gelu_tanh(float x);
__global__ void __launch_bounds__(256)
    tiled_gelu(const float *__restrict__ x, float *__restrict__ y, int tiles) {
  using barrier_t = cuda::barrier<cuda::thread_scope_block>;
  __shared__ barrier_t bar;
  __shared__ float tile[256];
  if (threadIdx.x == 0)
    init(&bar, 256);
  __syncthreads();
  for (int k = 0; k < tiles; ++k) {
    tile[threadIdx.x] = x[((size_t)blockIdx.x * tiles + k) * 256 + threadIdx.x];
    bar.arrive_and_wait();
    y[((size_t)blockIdx.x * tiles + k) * 256 + threadIdx.x] = gelu_tanh(tile[255 - threadIdx.x]);
    bar.arrive_and_wait();
  }
}
__device__ float gelu_tanh(float x) { return 0.5f * x * (1.f + tanhf(0.7978845608f * (x + 0.044715f * x * x * x))); }
