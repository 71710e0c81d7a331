// EXPECT: clean
// The near miss of the octet rotation with a run-time tiled_partition of 8:
// the first four threads of each tile write inside the rank test, and the
// tile's barrier is outside it, where all eight threads arrive.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void octet_rotate(const float *__restrict__ in, float *__restrict__ out, int n) {
  __shared__ float buf[256];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_group tile = cg::tiled_partition(block, 8);
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned r = tile.thread_rank();
  const int base = threadIdx.x - r;
  float v = i < n ? in[i] : 0.f;
  if (r < 4) buf[base + r + 4] = v;
  tile.sync();
  if (r >= 4) buf[base + r - 4] = v;
  tile.sync();
  if (i < n) out[i] = buf[threadIdx.x];
}
