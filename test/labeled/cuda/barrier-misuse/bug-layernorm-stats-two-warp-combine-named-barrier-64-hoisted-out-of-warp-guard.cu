// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// BUG: a layer-norm forward (one 256-thread CTA per row). The eight warps'
// partial sums of x and x^2 land in shared memory; warp 0 folds the sums and
// warp 1 the sums of squares, and the two warps meet on named barrier 1
// counted as their 64 threads before thread 0 turns them into mean and rstd.
// A refactor moved the `bar.sync 1, 64` below the closing brace of
// `if (warp < 2)`: all 256 threads now execute it, it completes with
// whichever two warps arrive first, and thread 0 can read stat[1] before
// warp 1 wrote it.
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
  }
  named_sync(1, 64);
  if (t == 0) {
    const float mean = stat[0] / N;
    const float var = fmaxf(stat[1] / N - mean * mean, 0.f);
    ms[0] = mean;
    ms[1] = rsqrtf(var + eps);
    mean_out[blockIdx.x] = mean;
    rstd_out[blockIdx.x] = ms[1];
  }
  __syncthreads();
  const float mean = ms[0], rstd = ms[1];
  for (int i = t; i < N; i += 256)
    Y[(size_t)blockIdx.x * N + i] = (x[i] - mean) * rstd * gamma[i] + beta[i];
}
