// EXPECT: clean
// ARCHS: sm_80 sm_90a
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// Persistent cooperative-groups histogram: each block pulls 4096-element
// chunks from a global work counter. Thread 0 takes the ticket and publishes
// it (and whether the queue is drained) in shared memory; after the block
// sync every thread reads the same flag, so the `if (done) break` is uniform
// across the block and the block syncs that follow are reached by all.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __launch_bounds__(256)
    persistent_hist(const unsigned char *__restrict__ data, unsigned *__restrict__ hist, unsigned *__restrict__ ticket,
                    int nchunks) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ unsigned local[256];
  __shared__ int chunk;
  local[block.thread_rank()] = 0;
  for (;;) {
    if (block.thread_rank() == 0) {
      const int c = (int)atomicAdd(ticket, 1u);
      chunk = c < nchunks ? c : -1;
    }
    block.sync();
    const int my = chunk;
    if (my < 0)
      break;
    const unsigned char *p = data + (size_t)my * 4096;
    for (int i = block.thread_rank(); i < 4096; i += 256)
      atomicAdd(&local[p[i]], 1u);
    block.sync();
  }
  block.sync();
  atomicAdd(&hist[block.thread_rank()], local[block.thread_rank()]);
}
