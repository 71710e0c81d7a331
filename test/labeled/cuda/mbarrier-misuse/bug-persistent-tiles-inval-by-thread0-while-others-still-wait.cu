// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// Persistent kernel whose tile barrier is torn down after the last tile:
// thread 0 invalidates it as soon as its own last wait returns, with no CTA
// barrier in between, while slower threads may still be spinning in (or not
// yet have started) their test_wait on it: a wait on an invalidated object is
// undefined (PTX ISA 9.7.14.15.10).
#include "mbar.cuh"
__global__ void __launch_bounds__(128) persistent_tiles(const float *in, float *out, int ntiles) {
  __shared__ float buf[128];
  __shared__ __align__(8) uint64_t bar;
  int t = threadIdx.x;
  if (t == 0)
    mb_init(&bar, 128);
  __syncthreads();
  unsigned phase = 0;
  for (int tile = blockIdx.x; tile < ntiles; tile += gridDim.x) {
    __syncthreads(); // the previous tile's reads of buf are done
    buf[t] = in[(size_t)tile * 128 + t];
    mb_arrive(&bar);
    mb_wait_parity(&bar, phase);
    phase ^= 1;
    out[(size_t)tile * 128 + t] = buf[t] + buf[t ^ 64];
  }
  if (t == 0)
    mb_inval(&bar);
}
