// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90 sm_90a
// Waiting on a phase of an mbarrier nobody arrives on (the arrive went to the
// other barrier): the wait never completes.
#include "mbar.cuh"
__global__ void wrong_barrier(float *x) {
  __shared__ uint64_t full, empty;
  if (threadIdx.x == 0) {
    mb_init(&full, blockDim.x);
    mb_init(&empty, blockDim.x);
  }
  __syncthreads();
  x[threadIdx.x] += 1.f;
  mb_arrive(&full);
  mb_wait_parity(&empty, 0);
  x[threadIdx.x] *= 2.f;
}
