// EXPECT: barrier-divergence
// Tree reduction with the barrier inside the thread-dependent branch: at each
// level only the lower half of the threads synchronise.
__global__ void reduce_bad(const float *in, float *out) {
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  for (unsigned stride = 128; stride > 0; stride >>= 1) {
    if (t < stride) {
      s[t] += s[t + stride];
      __syncthreads();
    }
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
