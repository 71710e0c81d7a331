// EXPECT: barrier-divergence
// Group norm over NCHW, one block per (sample, group), block of 256 threads
// striding over the group's C/G * HW elements. A __noinline__ validity helper
// (kept out of line for a debug build's logging) tells whether this thread's
// first element lies inside the group; threads for which it does not return
// early (BUG) and never reach the __syncthreads() of the block reduction
// below, which happens whenever the group has fewer than 256 elements.
__device__ __noinline__ bool first_in_group(int t, int group_elems) {
  return t < group_elems;
}
__global__ void gn_forward(const float *__restrict__ x, float *__restrict__ y,
                           const float *__restrict__ gamma, const float *__restrict__ beta,
                           int C, int G, int HW, float eps) {
  __shared__ float s_sum[256], s_sq[256];
  const int n = blockIdx.x / G, g = blockIdx.x % G;
  const int cpg = C / G, elems = cpg * HW;
  const float *xg = x + ((size_t)n * C + (size_t)g * cpg) * HW;
  float *yg = y + ((size_t)n * C + (size_t)g * cpg) * HW;
  if (!first_in_group(threadIdx.x, elems))
    return;  // BUG: these threads skip the reduction's barriers
  float s = 0.f, q = 0.f;
  for (int i = threadIdx.x; i < elems; i += blockDim.x) { float v = xg[i]; s += v; q += v * v; }
  s_sum[threadIdx.x] = s; s_sq[threadIdx.x] = q;
  __syncthreads();
  for (int o = blockDim.x / 2; o > 0; o >>= 1) {
    if (threadIdx.x < o) {
      s_sum[threadIdx.x] += s_sum[threadIdx.x + o];
      s_sq[threadIdx.x] += s_sq[threadIdx.x + o];
    }
    __syncthreads();
  }
  const float mean = s_sum[0] / elems, var = s_sq[0] / elems - mean * mean;
  const float inv = rsqrtf(var + eps);
  for (int i = threadIdx.x; i < elems; i += blockDim.x) {
    const int c = g * cpg + i / HW;
    yg[i] = (xg[i] - mean) * inv * gamma[c] + beta[c];
  }
}
