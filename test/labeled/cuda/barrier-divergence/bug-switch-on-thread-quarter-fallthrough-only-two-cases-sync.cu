// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// A switch on the thread's quarter with fall-through: cases 0 and 1 reach the
// __syncthreads() that publishes their value, cases 2 and 3 break out before
// it. Half of every warp skips the CTA barrier.
__global__ void __launch_bounds__(128) quarter_mix(const float *in, float *out) {
  __shared__ float s[128];
  int t = threadIdx.x;
  float v = in[blockIdx.x * 128 + t];
  switch (t & 3) {
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
