// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_80 sm_90a
// A cuda::barrier in shared memory used without init().
#include <cuda/barrier>
__global__ void cxx_no_init(float *x) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  x[threadIdx.x] += 1.f;
  bar.arrive_and_wait();
  x[threadIdx.x] *= x[(threadIdx.x + 1) % blockDim.x];
}
