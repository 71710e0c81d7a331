// EXPECT: barrier-divergence
// Block-local BFS level expansion. Discovered vertices are appended to a
// shared next-frontier queue by an out-of-line helper (it takes plain
// pointers, so the atomic on the shared counter is a generic one). The block
// then reads the queue length to decide whether to run another level, but
// without a barrier after the appends: threads that read early see a
// shorter (possibly zero) queue than threads that read late, leave the level
// loop, and the others wait for them at the barrier inside it.
__device__ __noinline__ void queue_push(int *queue, int *len, int v) {
  int slot = atomicAdd(len, 1);
  queue[slot] = v;
}

__global__ void bfs_block(const int *__restrict__ row_ptr,
                          const int *__restrict__ col, int *__restrict__ dist,
                          int source) {
  __shared__ int cur[1024], nxt[1024];
  __shared__ int cur_len, nxt_len;
  if (threadIdx.x == 0) {
    cur[0] = source;
    cur_len = 1;
    nxt_len = 0;
    dist[source] = 0;
  }
  __syncthreads();
  for (int level = 1;; ++level) {
    for (int i = threadIdx.x; i < cur_len; i += blockDim.x) {
      int u = cur[i];
      for (int e = row_ptr[u]; e < row_ptr[u + 1]; ++e) {
        int v = col[e];
        if (atomicCAS(&dist[v], -1, level) == -1)
          queue_push(nxt, &nxt_len, v);
      }
    }
    int n = nxt_len; // BUG: read while other threads may still be appending
    if (n == 0)
      break;
    __syncthreads();
    for (int i = threadIdx.x; i < n; i += blockDim.x)
      cur[i] = nxt[i];
    __syncthreads();
    if (threadIdx.x == 0) {
      cur_len = n;
      nxt_len = 0;
    }
    __syncthreads();
  }
}
