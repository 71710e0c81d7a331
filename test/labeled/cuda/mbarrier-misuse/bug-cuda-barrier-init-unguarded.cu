// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_80 sm_90a
// cuda::barrier initialised by every thread (the `if (threadIdx.x == 0)`
// is missing): late threads re-initialise it after early ones arrived.
#include <cuda/barrier>
__global__ void cxx_barrier(float *x) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  init(&bar, blockDim.x);
  __syncthreads();
  x[threadIdx.x] += 1.f;
  bar.arrive_and_wait();
  x[threadIdx.x] *= x[(threadIdx.x + 1) % blockDim.x];
}
