// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90 sm_90a
// Thread 0 initialises the mbarrier, but nothing orders the init before the
// other threads' arrivals (the __syncthreads() after the init is missing):
// warps other than warp 0 can arrive on an uninitialised object.
#include "mbar.cuh"
__global__ void no_fence(const float *in, float *out) {
  __shared__ uint64_t bar;
  __shared__ float buf[256];
  if (threadIdx.x == 0)
    mb_init(&bar, blockDim.x);
  buf[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
  uint64_t st = mb_arrive(&bar);
  mb_wait(&bar, st);
  out[blockIdx.x * blockDim.x + threadIdx.x] = buf[(threadIdx.x + 1) % blockDim.x];
}
