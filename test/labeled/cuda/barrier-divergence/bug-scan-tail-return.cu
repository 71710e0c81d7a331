// EXPECT: barrier-divergence
// Hillis-Steele inclusive scan over one block's tile. The tail block returns
// its out-of-range threads (line marked BUG) before the scan loop, whose
// __syncthreads() the remaining threads then wait on without them.
__global__ void scan_tile(const int *__restrict__ in, int *__restrict__ out, int n) {
  __shared__ int buf[2][1024];
  int tid = threadIdx.x;
  int gid = blockIdx.x * blockDim.x + tid;
  if (gid >= n)
    return; // BUG: the barriers below need every thread of the block
  int cur = 0;
  buf[cur][tid] = in[gid];
  __syncthreads();
  for (int off = 1; off < blockDim.x; off <<= 1) {
    int v = buf[cur][tid];
    if (tid >= off)
      v += buf[cur][tid - off];
    buf[cur ^ 1][tid] = v;
    cur ^= 1;
    __syncthreads();
  }
  out[gid] = buf[cur][tid];
}
