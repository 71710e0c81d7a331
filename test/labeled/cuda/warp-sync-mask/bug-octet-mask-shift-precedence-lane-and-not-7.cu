// EXPECT: warp-sync-mask
// Eight-lane segments summing a row of 8 values each: the group mask was
// meant to be 0xff shifted to the segment's first lane, 0xffu << (lane & ~7),
// but it was written without the parentheses: `0xffu << lane & ~7u` is
// (0xff << lane) & ~7 (BUG: lane 9's mask is 0xfe00, which leaves out lane 8
// of its segment, and lane 0's is 0xf8, which leaves out lane 0 itself).
#include <cuda_runtime.h>
__global__ void octet_sums(const float *__restrict__ x, float *__restrict__ sums, int rows) {
  const int lane = threadIdx.x & 31;
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 3;
  if (row >= rows) return;
  const unsigned mask = 0xffu << lane & ~7u;
  float v = x[row * 8 + (lane & 7)];
  for (int o = 4; o > 0; o >>= 1) v += __shfl_xor_sync(mask, v, o, 8);
  if ((lane & 7) == 0) sums[row] = v;
}
