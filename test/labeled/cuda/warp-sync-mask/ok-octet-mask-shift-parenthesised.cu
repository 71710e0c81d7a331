// EXPECT: clean
// The near miss of the eight-lane segment sums: the mask is 0xff shifted to
// the segment's first lane, 0xffu << (lane & ~7). A row is one octet, so
// the octets past the last row return whole, and each octet's shuffles
// name only its own lanes.
#include <cuda_runtime.h>
__global__ void octet_sums(const float *__restrict__ x, float *__restrict__ sums, int rows) {
  const int lane = threadIdx.x & 31;
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 3;
  if (row >= rows) return;
  const unsigned mask = 0xffu << (lane & ~7);
  float v = x[row * 8 + (lane & 7)];
  for (int o = 4; o > 0; o >>= 1) v += __shfl_xor_sync(mask, v, o, 8);
  if ((lane & 7) == 0) sums[row] = v;
}
