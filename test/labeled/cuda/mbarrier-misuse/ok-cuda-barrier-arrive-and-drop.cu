// EXPECT: clean
// ARCHS: sm_90 sm_80 sm_90a
// cuda::barrier for the whole block; threads whose rows run out leave the
// barrier with arrive_and_drop() so the remaining phases expect fewer arrivals.
#include <cuda/barrier>
__global__ void ragged(const int *len, float *x) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ float s[256];
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  int n = len[blockIdx.x * blockDim.x + threadIdx.x];
  for (int k = 0;; ++k) {
    if (k >= n) {
      bar.arrive_and_drop();
      break;
    }
    s[threadIdx.x] = x[(blockIdx.x * blockDim.x + threadIdx.x) * 16 + k];
    bar.arrive_and_wait();
    x[(blockIdx.x * blockDim.x + threadIdx.x) * 16 + k] = s[threadIdx.x] * 2.f;
  }
}
