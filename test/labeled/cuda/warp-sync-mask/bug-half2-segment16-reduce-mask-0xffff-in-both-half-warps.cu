// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Segmented half2 row sums, 16 lanes per row (32 halves): each half-warp
// reduces its own row with width-16 butterfly shuffles. The kernel was
// derived from a version that launched 16 threads per block and kept its
// membermask 0x0000ffff. BUG: with 128-thread blocks the upper half-warp
// (lanes 16-31) executes the same shuffles with a mask that does not
// contain its own lanes: a lane outside the membermask executes shfl.sync
// (undefined; the mask must be 0xffffffff, or 0xffffu << (lane & 16)).
#include <cuda_fp16.h>
__global__ void __launch_bounds__(128) row_sum_h2(const __half2 *__restrict__ x, __half *__restrict__ out) {
  const int lane = threadIdx.x & 31;
  const int row = (blockIdx.x * 128 + threadIdx.x) >> 4;
  __half2 v = x[(size_t)row * 16 + (lane & 15)];
  for (int o = 8; o > 0; o >>= 1)
    v = __hadd2(v, __shfl_xor_sync(0x0000ffffu, v, o, 16));  // BUG: lanes 16-31 not in mask
  if ((lane & 15) == 0)
    out[row] = __hadd(__low2half(v), __high2half(v));
}
