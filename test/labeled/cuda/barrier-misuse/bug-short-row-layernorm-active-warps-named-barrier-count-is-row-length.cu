// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// BUG: layer norm for rows of n <= 256 columns, one row per 256-thread
// block: only the warps that cover a column (the first ceil(n / 32)) take
// part in the two reductions, and they meet on named barrier 1 so the idle
// warps can leave early. The barrier's count is written as `n`, the number
// of columns, but whole warps arrive: for n = 200 the count is not a
// multiple of 32 (and 224 threads arrive on a barrier of 200).
__global__ void __launch_bounds__(256)
short_row_layernorm(const float *__restrict__ x, const float *__restrict__ g,
                    const float *__restrict__ b, float *__restrict__ y, int n, float eps) {
  __shared__ float red[8];
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  const int active = (n + 31) & ~31;
  if (t >= active) return;
  const float v = t < n ? x[(size_t)blockIdx.x * n + t] : 0.f;
  float s = v;
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  if (lane == 0) red[warp] = s;
  asm volatile("bar.sync 1, %0;" ::"r"(n) : "memory");
  float mean = 0.f;
  for (int w = 0; w < active / 32; ++w) mean += red[w];
  mean /= n;
  const float d = t < n ? v - mean : 0.f;
  float q = d * d;
  for (int o = 16; o > 0; o >>= 1) q += __shfl_xor_sync(0xffffffffu, q, o);
  asm volatile("bar.sync 1, %0;" ::"r"(n) : "memory");
  if (lane == 0) red[warp] = q;
  asm volatile("bar.sync 1, %0;" ::"r"(n) : "memory");
  float var = 0.f;
  for (int w = 0; w < active / 32; ++w) var += red[w];
  var /= n;
  if (t < n) y[(size_t)blockIdx.x * n + t] = d * rsqrtf(var + eps) * g[t] + b[t];
}
