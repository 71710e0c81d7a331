// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90
// Two exchange passes over a tile share one mbarrier. The cleanup
// `mbarrier.inval` was put after the first pass instead of at the end of the
// kernel (BUG): the second pass arrives on and waits on an invalidated
// object.
#include "mbar.cuh"
__global__ void __launch_bounds__(128) two_pass(float *x) {
  __shared__ uint64_t bar;
  __shared__ float s[128];
  unsigned t = threadIdx.x;
  if (t == 0)
    mb_init(&bar, 128);
  __syncthreads();
  s[t] = x[blockIdx.x * 128 + t];
  mb_wait(&bar, mb_arrive(&bar));
  float v = s[127 - t];
  __syncthreads();
  if (t == 0)
    mb_inval(&bar); // BUG: the second pass still uses it
  s[t] = 2.f * v;
  mb_wait(&bar, mb_arrive(&bar));
  x[blockIdx.x * 128 + t] = s[(t + 1) & 127];
}
