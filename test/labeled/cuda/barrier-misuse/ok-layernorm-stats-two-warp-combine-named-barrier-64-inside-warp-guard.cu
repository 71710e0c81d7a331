// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: the same layer-norm forward (one 256-thread CTA per row, warp 0 folds
// the partial sums and warp 1 the sums of squares) with `bar.sync 1, 64`
// where it belongs, inside `if (warp < 2)`: exactly the 64 threads of warps
// 0 and 1 execute it, and thread 0 (in warp 0) computes mean and rstd after
// both warps wrote their result; the rest of the block waits on the full
// __syncthreads() that follows.
__device__ __forceinline__ void named_sync(int id, int n) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__global__ void __launch_bounds__(256) layer_norm_fwd(const float *__restrict__ X, const float *__restrict__ gamma,
                                                      const float *__restrict__ beta, float *__restrict__ Y,
                                                      float *__restrict__ mean_out, float *__restrict__ rstd_out,
                                                      int N, float eps) {
  __shared__ float s1[8], s2[8], stat[2], ms[2];
  const int t = threadIdx.x, warp = t / 32, lane = t % 32;
  const float *x = X + (size_t)blockIdx.x * N;
  float a = 0.f, b = 0.f;
  for (int i = t; i < N; i += 256) {
    const float v = x[i];
    a += v;
    b += v * v;
  }
  for (int o = 16; o > 0; o >>= 1) {
    a += __shfl_xor_sync(0xffffffffu, a, o);
    b += __shfl_xor_sync(0xffffffffu, b, o);
  }
  if (lane == 0) {
    s1[warp] = a;
    s2[warp] = b;
  }
  __syncthreads();
  if (warp < 2) {
    float v = lane < 8 ? (warp == 0 ? s1[lane] : s2[lane]) : 0.f;
    for (int o = 4; o > 0; o >>= 1)
      v += __shfl_xor_sync(0xffffffffu, v, o);
    if (lane == 0)
      stat[warp] = v;
    named_sync(1, 64);
    if (t == 0) {
      const float mean = stat[0] / N;
      const float var = fmaxf(stat[1] / N - mean * mean, 0.f);
      ms[0] = mean;
      ms[1] = rsqrtf(var + eps);
      mean_out[blockIdx.x] = mean;
      rstd_out[blockIdx.x] = ms[1];
    }
  }
  __syncthreads();
  const float mean = ms[0], rstd = ms[1];
  for (int i = t; i < N; i += 256)
    Y[(size_t)blockIdx.x * N + i] = (x[i] - mean) * rstd * gamma[i] + beta[i];
}
