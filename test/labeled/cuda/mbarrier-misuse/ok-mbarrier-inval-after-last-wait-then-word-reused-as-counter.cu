// EXPECT: clean
// ARCHS: sm_80 sm_90
// A block-wide producer/consumer phase on an mbarrier, followed by an
// epilogue that reuses the barrier's shared word as a plain counter. PTX
// requires mbarrier.inval before the memory of an mbarrier object is used
// for anything else: thread 0 invalidates it after the __syncthreads() that
// follows the last wait, and only then is the word written as a counter.
// No arrive or wait touches it after the inval.
#include "mbar.cuh"
__global__ void stage_then_count(const float *in, float *out, float thresh, unsigned *over) {
  __shared__ float buf[256];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    mb_init(&bar, blockDim.x);
  __syncthreads();
  buf[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
  uint64_t st = mb_arrive(&bar);
  mb_wait(&bar, st);
  float v = buf[(threadIdx.x + 1) % blockDim.x];
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    mb_inval(&bar);
    *(unsigned long long *)&bar = 0;
  }
  __syncthreads();
  if (v > thresh)
    atomicAdd((unsigned long long *)&bar, 1ull);
  __syncthreads();
  if (threadIdx.x == 0)
    over[blockIdx.x] = (unsigned)*(unsigned long long *)&bar;
}
