// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// BUG: Cox-Ross-Rubinstein binomial tree for a batch of American puts, one
// option per block, the N+1 leaf values in shared memory (N <= 255). Backward
// induction: at step i only nodes 0..i-1 are live. The double-buffer swap
// barriers were moved inside the `if (t < i)` live-node test "because only
// live nodes touch the buffers": the threads t >= i skip them, and their
// number grows every step.
__global__ void __launch_bounds__(256)
binomial_american_put(const float *__restrict__ S0, const float *__restrict__ K, const float *__restrict__ T,
                      float r, float sigma, int N, float *__restrict__ price) {
  __shared__ float v[2][257];
  const int t = threadIdx.x, opt = blockIdx.x;
  const float dt = T[opt] / N, u = __expf(sigma * sqrtf(dt)), d = 1.f / u;
  const float disc = __expf(-r * dt), pu = (__expf(r * dt) - d) / (u - d), pd = 1.f - pu;
  const float s0 = S0[opt], k = K[opt];
  for (int j = t; j <= N; j += 256) v[0][j] = fmaxf(k - s0 * __powf(u, 2.f * j - N), 0.f);
  __syncthreads();
  int cur = 0;
  for (int i = N; i > 0; --i) {
    if (t < i) {
      const float cont = disc * (pd * v[cur][t] + pu * v[cur][t + 1]);
      const float ex = k - s0 * __powf(u, 2.f * t - (i - 1));
      v[cur ^ 1][t] = fmaxf(cont, ex);
      __syncthreads();
      cur ^= 1;
    }
  }
  if (t == 0) price[opt] = v[cur][0];
}
