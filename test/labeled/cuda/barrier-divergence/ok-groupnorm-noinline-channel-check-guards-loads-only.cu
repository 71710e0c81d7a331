// EXPECT: clean
// Group norm over NCHW, one block per (sample, group): a __noinline__
// validity helper decides whether a thread has any element of the group,
// but it only guards the thread's loads; every thread writes its (possibly
// zero) partial sums and meets every __syncthreads() of the block reduction
// (blockDim.x a power of two).
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
  float s = 0.f, q = 0.f;
  if (first_in_group(threadIdx.x, elems))
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
