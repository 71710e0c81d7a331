// EXPECT: warp-sync-mask
// The near miss of ok-dedup-match-all-sync-activemask-inside-valid-branch:
// the full-mask reduction is guarded by `v > 0 && mask == 0xffffffff`, but
// v is each lane's own value, not a vote the warp shares: with the whole
// warp active, the lanes holding v <= 0 skip the shuffles that the others
// run with the full membermask, and those wait for them.
#include <cuda_runtime.h>
__global__ void sum_positive(const float *__restrict__ vals, float *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x & 31;
  if (i < n) {
    const unsigned mask = __activemask();
    float v = vals[i];
    if (v > 0.f && mask == 0xffffffffu) {
      for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
      if (lane == 0)
        atomicAdd(out, v);
    }
  }
}
