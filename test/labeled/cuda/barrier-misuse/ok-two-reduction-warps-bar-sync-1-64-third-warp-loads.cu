// EXPECT: clean
// PTXLINT-ARGS: --block-dim=96
// Three warps: warps 0 and 1 reduce a 64-element tile among themselves on
// named barrier 1 with 64 threads (both whole warps run the same
// iterations), warp 2 meanwhile copies the bias row. A __syncthreads() at the
// end, reached by all three warps, joins the roles before the combine.
__global__ void reduce_with_loader(const float *x, const float *bias, float *out) {
  __shared__ float s[64];
  __shared__ float b[32];
  int t = threadIdx.x;
  if (t < 64) {
    s[t] = x[blockIdx.x * 64 + t];
    asm volatile("bar.sync 1, 64;" ::: "memory");
    for (int k = 32; k > 0; k >>= 1) {
      if (t < k)
        s[t] += s[t + k];
      asm volatile("bar.sync 1, 64;" ::: "memory");
    }
  } else {
    b[t - 64] = bias[t - 64];
  }
  __syncthreads();
  if (t < 32)
    out[blockIdx.x * 32 + t] = s[0] + b[t];
}
