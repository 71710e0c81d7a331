// EXPECT: clean
// Hillis-Steele inclusive scan over one block's tile: out-of-range threads of
// the tail block load 0 and stay in the loop, so every thread of the block
// reaches each __syncthreads(); only the final store is guarded. The
// `if (tid >= off)` inside the loop guards an add, not a barrier.
__global__ void scan_tile(const int *__restrict__ in, int *__restrict__ out, int n) {
  __shared__ int buf[2][1024];
  int tid = threadIdx.x;
  int gid = blockIdx.x * blockDim.x + tid;
  int cur = 0;
  buf[cur][tid] = gid < n ? in[gid] : 0;
  __syncthreads();
  for (int off = 1; off < blockDim.x; off <<= 1) {
    int v = buf[cur][tid];
    if (tid >= off)
      v += buf[cur][tid - off];
    buf[cur ^ 1][tid] = v;
    cur ^= 1;
    __syncthreads();
  }
  if (gid < n)
    out[gid] = buf[cur][tid];
}
