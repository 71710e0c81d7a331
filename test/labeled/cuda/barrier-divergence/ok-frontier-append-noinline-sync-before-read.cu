// EXPECT: clean
// Block-local BFS level expansion with an out-of-line queue helper (generic
// atomics on the shared counter). A barrier after the expansion makes every
// append visible before any thread reads the queue length, and a barrier
// after the read keeps thread 0 from resetting it early; every thread sees
// the same length and takes the same exit.
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
    __syncthreads();
    int n = nxt_len;
    if (n == 0)
      break;
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
