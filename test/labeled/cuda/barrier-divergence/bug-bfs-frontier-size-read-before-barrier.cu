// EXPECT: barrier-divergence
// Level-synchronous BFS inside one block, frontiers in shared memory rebuilt
// with shared atomics. The next frontier size is read right after the
// expansion loop (BUG: no barrier first): a thread whose vertices had no new
// neighbours reads the counter while other threads are still appending, sees
// 0 and leaves the loop, and the rest hang at the __syncthreads() below.
#define MAXF 1024
__global__ void bfs_block(const int *row_ptr, const int *cols, int *level,
                          int source) {
  __shared__ int frontier[2][MAXF];
  __shared__ int count[2];
  if (threadIdx.x == 0) {
    frontier[0][0] = source;
    count[0] = 1;
    count[1] = 0;
    level[source] = 0;
  }
  __syncthreads();
  int cur = 0, depth = 0;
  int n = 1;
  while (n > 0) {
    for (int f = threadIdx.x; f < n; f += blockDim.x) {
      int u = frontier[cur][f];
      for (int e = row_ptr[u]; e < row_ptr[u + 1]; ++e) {
        int w = cols[e];
        if (atomicCAS(&level[w], -1, depth + 1) == -1) {
          int slot = atomicAdd(&count[cur ^ 1], 1);
          if (slot < MAXF)
            frontier[cur ^ 1][slot] = w;
        }
      }
    }
    // BUG: no __syncthreads() between the appends above and the read below
    n = min(count[cur ^ 1], MAXF);  // size of the next frontier
    if (threadIdx.x == 0)
      count[cur] = 0;               // the old frontier's counter, reused next level
    __syncthreads();
    cur ^= 1;
    ++depth;
  }
}
