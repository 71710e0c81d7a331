// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// The same fall-through switch, but on the block index: all threads of a CTA
// take the same case, so a CTA either reaches the __syncthreads() with every
// thread or skips it with every thread.
__global__ void __launch_bounds__(128) block_mix(const float *in, float *out) {
  __shared__ float s[128];
  int t = threadIdx.x;
  float v = in[blockIdx.x * 128 + t];
  switch (blockIdx.x & 3) {
  case 0:
    v *= 2.f;
    // fall through
  case 1:
    v += 1.f;
    s[t] = v;
    __syncthreads();
    v += s[t ^ 1];
    break;
  case 2:
    v -= 1.f;
    break;
  default:
    v = 0.f;
  }
  out[blockIdx.x * 128 + t] = v;
}
