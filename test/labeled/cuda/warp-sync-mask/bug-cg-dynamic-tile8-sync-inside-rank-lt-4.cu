// EXPECT: warp-sync-mask
// Octet transposes through shared memory with a run-time tiled_partition of
// 8: the first four threads of each tile write the half-row they own and then
// call tile.sync() inside that test (BUG: the tile's barrier names all eight
// threads, the upper four never arrive).
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
  if (r < 4) {
    buf[base + r + 4] = v;
    tile.sync();
  }
  buf[base + ((r + 4) & 7)] = v;
  if (i < n) out[i] = buf[threadIdx.x];
}
