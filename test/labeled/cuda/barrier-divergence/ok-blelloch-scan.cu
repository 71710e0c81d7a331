// EXPECT: clean
// Work-efficient (Blelloch) exclusive scan of 2*blockDim.x elements: every
// level has a thread-dependent `if (tid < d)` but the barrier after it is
// reached by all threads; the level loops depend only on blockDim.
__global__ void scan_block(const float *in, float *out, float *sums) {
  extern __shared__ float t[];
  int tid = threadIdx.x, n = 2 * blockDim.x;
  const float *src = in + blockIdx.x * n;
  t[2 * tid] = src[2 * tid];
  t[2 * tid + 1] = src[2 * tid + 1];
  int off = 1;
  for (int d = n >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (tid < d) {
      int ai = off * (2 * tid + 1) - 1, bi = off * (2 * tid + 2) - 1;
      t[bi] += t[ai];
    }
    off *= 2;
  }
  if (tid == 0) {
    sums[blockIdx.x] = t[n - 1];
    t[n - 1] = 0.f;
  }
  for (int d = 1; d < n; d *= 2) {
    off >>= 1;
    __syncthreads();
    if (tid < d) {
      int ai = off * (2 * tid + 1) - 1, bi = off * (2 * tid + 2) - 1;
      float v = t[ai];
      t[ai] = t[bi];
      t[bi] += v;
    }
  }
  __syncthreads();
  out[blockIdx.x * n + 2 * tid] = t[2 * tid];
  out[blockIdx.x * n + 2 * tid + 1] = t[2 * tid + 1];
}
