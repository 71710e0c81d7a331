// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=256
// Two-stage kernel reusing one mbarrier with different arrival counts: stage 1
// expects every thread (blockDim.x), stage 2 one arrival per warp. Between
// the stages a __syncthreads guarantees that no thread still waits on the
// stage-1 phase; only then does thread 0 invalidate and re-initialise it, and
// a second __syncthreads publishes the new init before any stage-2 arrival.
// After re-initialisation the object starts again at phase 0.
#include "mbar.cuh"

__global__ void two_stage(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float s[256];
  __shared__ float s_warp[8];
  __shared__ uint64_t bar;
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (threadIdx.x == 0) {
    mb_init(&bar, blockDim.x);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  s[threadIdx.x] = in[blockIdx.x * 256 + threadIdx.x];
  mb_arrive(&bar);
  mb_wait_parity(&bar, 0);
  float v = s[(threadIdx.x + 32) & 255];
  __syncthreads();
  if (threadIdx.x == 0) {
    mb_inval(&bar);
    mb_init(&bar, blockDim.x / 32);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  if (lane == 0) {
    s_warp[warp] = v;
    mb_arrive(&bar);
  }
  mb_wait_parity(&bar, 0);
  out[blockIdx.x * 256 + threadIdx.x] = s[threadIdx.x] / (s_warp[warp ^ 1] + 1.f);
}
