// EXPECT: clean
// A grid-stride loop over block-sized chunks written with cooperative
// groups: the loop variable is the chunk's base, the same in every thread of
// the block, so block.sync() inside runs equally often everywhere; only the
// loads and stores depend on the thread's own index.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __launch_bounds__(256) chunk_reverse(const int *in, int *out, int n) {
  __shared__ int s[256];
  cg::thread_block block = cg::this_thread_block();
  unsigned t = block.thread_rank();
  for (int base = blockIdx.x * 256; base < n; base += gridDim.x * 256) {
    int i = base + t;
    s[t] = i < n ? in[i] : 0;
    block.sync();
    int len = min(256, n - base);
    if ((int)t < len)
      out[base + t] = s[len - 1 - t];
    block.sync();
  }
}
