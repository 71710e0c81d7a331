// EXPECT: clean
// Tiled inclusive scan with cooperative_groups: blocks whose first tile
// lies past n return at the top (a block-uniform test), then every thread
// runs the same number of tile iterations (computed from blockIdx and n)
// with block.sync() between the Hillis-Steele steps; per-element bounds
// are handled with zero padding, not by skipping the syncs.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void tiled_scan(const int *__restrict__ in, int *__restrict__ out, int n, int tiles_per_block) {
  __shared__ int buf[2][256];
  cg::thread_block block = cg::this_thread_block();
  const int t = block.thread_rank();
  const int first = blockIdx.x * tiles_per_block * 256;
  if (first >= n) return;
  int carry = 0;
  for (int k = 0; k < tiles_per_block; ++k) {
    const int i = first + k * 256 + t;
    int cur = 0;
    buf[0][t] = i < n ? in[i] : 0;
    block.sync();
    for (int d = 1; d < 256; d <<= 1) {
      int v = buf[cur][t] + (t >= d ? buf[cur][t - d] : 0);
      buf[cur ^ 1][t] = v;
      cur ^= 1;
      block.sync();
    }
    if (i < n) out[i] = carry + buf[cur][t];
    carry += buf[cur][255];
    block.sync();
  }
}
