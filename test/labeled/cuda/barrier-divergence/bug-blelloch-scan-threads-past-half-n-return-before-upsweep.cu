// EXPECT: barrier-divergence
// Blelloch work-efficient scan (GPU Gems 3, ch. 39) generalised to arrays
// shorter than the block's 2 * blockDim.x elements: each thread handles two
// elements, and the author added `if (thid >= n / 2) return;` for the
// threads that have nothing to load (BUG). Those threads skip the
// __syncthreads() of the up-sweep and down-sweep loops, which the remaining
// threads still execute once per level (the level count depends on the
// padded size, not on n).
__global__ void prescan(float *g_odata, const float *g_idata, int n, int padded) {
  extern __shared__ float temp[];
  int thid = threadIdx.x;
  if (thid >= n / 2)
    return;
  temp[2 * thid] = g_idata[2 * thid];
  temp[2 * thid + 1] = g_idata[2 * thid + 1];
  int offset = 1;
  for (int d = padded >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (thid == 0)
    temp[padded - 1] = 0;
  for (int d = 1; d < padded; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      float t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  __syncthreads();
  g_odata[2 * thid] = temp[2 * thid];
  g_odata[2 * thid + 1] = temp[2 * thid + 1];
}
