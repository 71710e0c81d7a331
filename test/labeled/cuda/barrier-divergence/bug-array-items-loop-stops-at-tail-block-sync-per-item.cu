// EXPECT: barrier-divergence
// Blocked-to-striped exchange through shared memory, one item per round so
// the tile buffer only needs BLOCK slots: each round writes the thread's
// item, syncs, reads the transposed slot and syncs again before the buffer
// is reused. BUG: the loop condition was "optimised" to stop at the end of
// the input, `k < ITEMS && first + k < n`: in the last tile the threads
// whose items run out leave the loop early and skip the remaining
// block.sync() calls the other threads are still making.
#include <cooperative_groups.h>
#include <cuda/std/array>
namespace cg = cooperative_groups;
template <int BLOCK, int ITEMS>
__global__ void __launch_bounds__(BLOCK)
blocked_to_striped(const int *__restrict__ in, int *__restrict__ out, int n) {
  __shared__ int buf[BLOCK];
  cg::thread_block block = cg::this_thread_block();
  const int tile = blockIdx.x * BLOCK * ITEMS;
  const int first = tile + threadIdx.x * ITEMS;  // blocked: ITEMS consecutive per thread
  cuda::std::array<int, ITEMS> v{};
  for (int k = 0; k < ITEMS && first + k < n; ++k)
    v[k] = in[first + k];
  for (int k = 0; k < ITEMS && first + k < n; ++k) {  // BUG: per-thread trip count
    buf[threadIdx.x] = v[k];
    block.sync();
    const int src = (threadIdx.x * ITEMS + k) % BLOCK;
    v[k] = buf[src];
    block.sync();
  }
  for (int k = 0; k < ITEMS; ++k) {
    const int i = tile + k * BLOCK + threadIdx.x;
    if (i < n)
      out[i] = v[k];
  }
}
template __global__ void blocked_to_striped<128, 4>(const int *, int *, int);
