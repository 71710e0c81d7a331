// EXPECT: unreachable-code
// BUG: a persistent kernel (cooperative groups) whose blocks pop tiles from a
// global queue; when the queue is empty the block leaves through an
// out-of-line `retire_cta()` that executes `exit`. The retired-CTA counter,
// which the host polls, is bumped after the call: `retire_cta()` never
// returns, so the atomicAdd is dead and the counter stays at zero.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;
// Ends the calling thread (the block's threads all call it together).
__device__ __noinline__ void retire_cta() { asm volatile("exit;" ::: "memory"); }
// Persistent row-scaling kernel: blocks take tiles from a global queue.
__global__ void __launch_bounds__(256) persistent_scale(const float *__restrict__ x, float *__restrict__ y, float s,
                                                        int n, int *__restrict__ next_tile,
                                                        int *__restrict__ retired) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ int s_tile;
  int ntiles = (n + 255) / 256;
  for (;;) {
    if (block.thread_rank() == 0)
      s_tile = atomicAdd(next_tile, 1);
    block.sync();
    int tile = s_tile;
    if (tile >= ntiles) {
      retire_cta();
      if (block.thread_rank() == 0)
        atomicAdd(retired, 1);
    }
    int i = tile * 256 + block.thread_rank();
    if (i < n)
      y[i] = s * x[i];
    block.sync();
  }
}
