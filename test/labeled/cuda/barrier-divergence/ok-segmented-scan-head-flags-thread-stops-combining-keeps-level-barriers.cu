// EXPECT: clean
// PTXLINT-ARGS: --block-dim=512
// Block-wide segmented inclusive sum (Hillis-Steele over (flag, value)
// pairs). A thread whose window already reaches its segment's head stops
// combining (its value is final) but keeps running the level loop, whose
// trip count is the same for every thread, so every thread meets both
// barriers of every level.
__global__ void __launch_bounds__(512)
segmented_scan(const float *__restrict__ in, const int *__restrict__ head,
               float *__restrict__ out) {
  __shared__ float v[512];
  __shared__ int f[512];
  const int t = threadIdx.x, g = blockIdx.x * 512 + t;
  v[t] = in[g];
  f[t] = head[g] != 0 || t == 0;
  __syncthreads();
  for (int d = 1; d < 512; d <<= 1) {
    const bool done = f[t] != 0;
    const float pv = !done && t >= d ? v[t - d] : 0.f;
    const int pf = !done && t >= d ? f[t - d] : 0;
    __syncthreads();
    if (!done) {
      v[t] += pv;
      f[t] |= pf;
    }
    __syncthreads();
  }
  out[g] = v[t];
}
