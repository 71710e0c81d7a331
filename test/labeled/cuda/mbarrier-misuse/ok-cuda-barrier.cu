// EXPECT: clean
// ARCHS: sm_90 sm_80 sm_90a
// cuda::barrier with init() by one thread and a CTA barrier before use.
#include <cuda/barrier>
__global__ void cxx_barrier(float *x) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  x[threadIdx.x] += 1.f;
  bar.arrive_and_wait();
  x[threadIdx.x] *= x[(threadIdx.x + 1) % blockDim.x];
}
